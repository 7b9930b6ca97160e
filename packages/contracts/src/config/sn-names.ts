/**
 * The permission names and routes of the old SN configs (general and special per SN) and the SN
 * packages (packing and packaging records), apart from their declarations: the console's route
 * manifest reads these without loading the declarations and their schemas.
 */
export const SN_COMMON_ROUTE = '/sn/commonSn/list';
export const SN_COMMON_PATHS = { add: '/sn/addCommon', edit: '/sn/editCommon/{id}', detail: '/sn/detailCommon/{id}' } as const;
export const SN_COMMON_PERMISSION = {
  view: 'sn_common_view',
  add: 'sn_common_add',
  edit: 'sn_common_edit',
  del: 'sn_common_del',
  export: 'sn_common_export',
  confirm: 'sn_common_confirm',
  disable: 'sn_common_disable',
} as const;

export const SN_SPECIAL_ROUTE = '/sn/special';
export const SN_SPECIAL_PATHS = { add: '/sn/addSpecial', detail: '/sn/specialDetail/{id}' } as const;
export const SN_SPECIAL_PERMISSION = {
  view: 'sn_special_view',
  add: 'sn_special_add',
  export: 'sn_special_export',
  confirm: 'sn_special_confirm',
  disable: 'sn_special_disable',
} as const;

/** One page, two tabs: the packing records (boxes) and the packaging records (host and key component). */
export const SN_PACKAGE_ROUTE = '/sn/snPackage';
export const PACKING_PERMISSION = { view: 'sn_packing_view', add: 'sn_packing_add', export: 'sn_packing_export', unbind: 'sn_packing_unbind' } as const;
export const PACKAGING_PERMISSION = {
  view: 'sn_packaging_view',
  add: 'sn_packaging_add',
  export: 'sn_packaging_export',
  unbind: 'sn_packaging_unbind',
} as const;
