/** Routes and permission names of repair data: tasks, materials, data, fault codes, associated vehicles (zod-free: the web's route manifest reads it). */

const perms = <const P extends string>(p: P) => ({ view: `${p}_view`, add: `${p}_add`, edit: `${p}_edit`, del: `${p}_del`, export: `${p}_export` }) as const;

export const REPAIR_TASK_PERMISSION = { ...perms('repair_task'), work: 'repair_task_work', review: 'repair_task_review' } as const;
export const REPAIR_MATERIAL_PERMISSION = perms('repair_material');
export const REPAIR_DATA_ITEM_PERMISSION = perms('repair_data');
export const FAULT_CODE_IN_PERMISSION = { ...perms('repair_fault_code_in'), import: 'repair_fault_code_in_import' } as const;
export const FAULT_CODE_OUT_PERMISSION = perms('repair_fault_code_out');
export const REPAIR_VEHICLE_PERMISSION = {
  view: 'repair_vehicle_view',
  add: 'repair_vehicle_add',
  del: 'repair_vehicle_del',
  export: 'repair_vehicle_export',
} as const;

export const REPAIR_TASK_ROUTE = '/repairData/taskManage/list';
export const REPAIR_MATERIAL_ROUTE = '/repairData/materialManage/list';
export const REPAIR_MATERIAL_PATHS = {
  add: '/repairData/materialManage/add',
  edit: '/repairData/materialManage/edit/{id?}',
  detail: '/repairData/materialManage/detail/{id?}/{repairType?}',
} as const;
export const REPAIR_DATA_ITEM_ROUTE = '/repairData/dataManage/list';
export const FAULT_CODE_IN_ROUTE = '/repairData/faultCodeManageIn/list';
/** the list of a repair data item's external codes: the optional segments pre-filter it */
export const FAULT_CODE_OUT_ROUTE = '/repairData/faultCodeManageOut/list';
export const REPAIR_VEHICLE_ROUTE = '/repairData/associatedVehicles/list';

/** Upload area of repair materials' attachments (type judged by content). */
export const REPAIR_MATERIAL_FILE_AREA = 'repairMaterial';
export const REPAIR_ATTACHMENT_TYPES = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'pdf'] as const;
export const REPAIR_ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
export const REPAIR_ATTACHMENTS_MAX = 10;
