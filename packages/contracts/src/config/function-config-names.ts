/**
 * The permission names and routes of the system function area's configs (legacy general and
 * special configs, software / function configs with their examine screen), apart from their
 * declarations (the route manifest reads these alone).
 */
export const LEGACY_GENERAL_ROUTE = '/sysFunctionManage/generalList';
export const LEGACY_GENERAL_PATHS = {
  add: '/sysFunctionManage/genAdd',
  edit: '/sysFunctionManage/genEdit/{id}',
  detail: '/sysFunctionManage/genDetail/{id}',
} as const;
export const LEGACY_GENERAL_PERMISSION = {
  view: 'legacy_general_view',
  add: 'legacy_general_add',
  edit: 'legacy_general_edit',
  del: 'legacy_general_del',
  export: 'legacy_general_export',
  disable: 'legacy_general_disable',
} as const;

export const LEGACY_SPECIAL_ROUTE = '/sysFunctionManage/specialList';
export const LEGACY_SPECIAL_PATHS = {
  add: '/sysFunctionManage/specialAdd',
  edit: '/sysFunctionManage/specialEdit/{id}',
  detail: '/sysFunctionManage/specialDetail/{id}',
} as const;
export const LEGACY_SPECIAL_PERMISSION = {
  view: 'legacy_special_view',
  add: 'legacy_special_add',
  edit: 'legacy_special_edit',
  del: 'legacy_special_del',
  export: 'legacy_special_export',
  disable: 'legacy_special_disable',
} as const;

export const FUNCTION_CONFIG_ROUTE = '/sysFunctionManage/functionList';
/** the examine screen: the configs waiting for review ({id?} opens one) */
export const FUNCTION_EXAMINE_ROUTE = '/sysFunctionManage/funExamine';
export const FUNCTION_CONFIG_PATHS = {
  add: '/sysFunctionManage/funAdd/{type?}',
  edit: '/sysFunctionManage/funEdit/{id}',
  detail: '/sysFunctionManage/funDetail/{id}',
} as const;
export const FUNCTION_CONFIG_PERMISSION = {
  view: 'function_config_view',
  add: 'function_config_add',
  edit: 'function_config_edit',
  export: 'function_config_export',
  examine: 'function_config_examine',
} as const;
