/** The faultlight area's menu folder (a node without a screen); each part adds its nodes under it. */
export const FAULTLIGHT_FOLDER = '/faultlight';
