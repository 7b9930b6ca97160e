/**
 * The permission names and routes of the revisioned configurations (general, product packages,
 * special per SN, function masks), apart from the declarations: the console's route manifest
 * (in the shell) reads these without loading the declarations and their schemas.
 */
export const CONFIG_FOLDER = '/configManagement';

export const GENERAL_CONFIG_ROUTE = '/configManagement/generalConfig/list';
export const PRODUCT_CONFIG_ROUTE = '/configManagement/productConfig/list';
export const SPECIAL_CONFIG_ROUTE = '/configManagement/specialConfig/list';
export const SPECIAL_CONFIG_INFO_ROUTE = '/configManagement/specialConfig/info';
export const ODM_CONFIG_ROUTE = '/configManagement/odmProductConfig/list';
export const MASK_CONFIG_ROUTE = '/configManagement/functionMaskConfig/list';

/** The general configs' screens: the list, add, and edit / detail / verify of one config (id and number in the path). */
export const GENERAL_CONFIG_PATHS = {
  add: '/configManagement/generalConfig/add',
  edit: '/configManagement/generalConfig/edit/{id}/{configNo}',
  detail: '/configManagement/generalConfig/detail/{id}/{configNo}',
  verify: '/configManagement/generalConfig/verify/{id}/{configNo}',
} as const;
export const PRODUCT_CONFIG_PATHS = {
  add: '/configManagement/productConfig/add',
  edit: '/configManagement/productConfig/edit/{id}',
  detail: '/configManagement/productConfig/detail/{id}/{packageNo}',
  verify: '/configManagement/productConfig/verify/{id}',
} as const;

const permissionsOf = <const P extends string>(prefix: P) =>
  ({
    view: `${prefix}_view`,
    add: `${prefix}_add`,
    edit: `${prefix}_edit`,
    export: `${prefix}_export`,
    review: `${prefix}_review`,
    disable: `${prefix}_disable`,
  }) as const;
/** view, add (a new config: its first revision), edit (a new revision), review (pass / reject someone else's revision), disable / enable. */
export const GENERAL_CONFIG_PERMISSION = permissionsOf('config_general');
export const PRODUCT_CONFIG_PERMISSION = permissionsOf('config_product');
export const MASK_CONFIG_PERMISSION = permissionsOf('config_mask');
export const SPECIAL_CONFIG_PERMISSION = {
  view: 'config_special_view',
  add: 'config_special_add',
  edit: 'config_special_edit',
  export: 'config_special_export',
  import: 'config_special_import',
  disable: 'config_special_disable',
  /** the effective configuration of one SN (why it has what it has) */
  effective: 'config_effective_view',
} as const;

/** The software config packs (/configPack/*): reviewed like the configurations; auditEdit changes one while it is in review. */
export const CONFIG_PACK_ROUTE = '/configPack/list';
export const CONFIG_PACK_PATHS = {
  add: '/configPack/add',
  edit: '/configPack/edit/{id}/{type}',
  detail: '/configPack/detail/{id}',
  verify: '/configPack/verify/{id}',
  auditEdit: '/configPack/auditEdit/{id}',
} as const;
export const CONFIG_PACK_PERMISSION = permissionsOf('config_pack');
