/** Routes and permission names of fault-light icons and their details (zod-free: the web's route manifest reads it). */

export const FAULT_LIGHT_ICON_PERMISSION = {
  view: 'faultlight_icon_view',
  add: 'faultlight_icon_add',
  edit: 'faultlight_icon_edit',
  del: 'faultlight_icon_del',
  export: 'faultlight_icon_export',
  enable: 'faultlight_icon_enable',
} as const;
export const FAULT_LIGHT_DETAIL_PERMISSION = {
  view: 'faultlight_detail_view',
  add: 'faultlight_detail_add',
  edit: 'faultlight_detail_edit',
  del: 'faultlight_detail_del',
  export: 'faultlight_detail_export',
} as const;

export const FAULT_LIGHT_ICON_ROUTE = '/faultlight/iconManage';
/** the icons' forms name the icon by its serial number */
export const FAULT_LIGHT_ICON_PATHS = {
  add: '/faultlight/add/index',
  edit: '/faultlight/edit/index/{serialNumber}',
  detail: '/faultlight/detail/index/{serialNumber}',
} as const;
export const FAULT_LIGHT_DETAIL_ROUTE = '/faultlight/detailManage';
export const FAULT_LIGHT_DETAIL_PATHS = {
  add: '/faultlight/detailManage/add',
  edit: '/faultlight/detailManage/edit/{serialNumber}',
  detail: '/faultlight/detailManage/detail/{serialNumber}',
} as const;

/** The icons' pictures: images judged by content, 5 MB at most. */
export const FAULT_LIGHT_IMAGE_AREA = 'faultlightIcon';
export const FAULT_LIGHT_IMAGE_TYPES = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp'] as const;
export const FAULT_LIGHT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
