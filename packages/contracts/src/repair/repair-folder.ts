/** The repair area's menu folder (a node without a screen); each part adds its nodes under it. */
export const REPAIR_FOLDER = '/repairData';
