/**
 * The permission names and routes of the supply area's reference objects, apart from the
 * declarations: the console's route manifest reads these without loading the schemas.
 */
export const SUPPLIER_PERMISSION = {
  view: 'supply_supplier_view',
  add: 'supply_supplier_add',
  edit: 'supply_supplier_edit',
  del: 'supply_supplier_del',
  export: 'supply_supplier_export',
  import: 'supply_supplier_import',
  status: 'supply_supplier_status',
} as const;
export const WAREHOUSE_PERMISSION = {
  view: 'supply_warehouse_view',
  add: 'supply_warehouse_add',
  edit: 'supply_warehouse_edit',
  del: 'supply_warehouse_del',
  export: 'supply_warehouse_export',
  import: 'supply_warehouse_import',
  status: 'supply_warehouse_status',
} as const;
export const ACCOUNT_PERMISSION = {
  view: 'supply_account_view',
  add: 'supply_account_add',
  edit: 'supply_account_edit',
  del: 'supply_account_del',
  export: 'supply_account_export',
  import: 'supply_account_import',
  status: 'supply_account_status',
} as const;

export const SUPPLIER_ROUTE = '/supply/supplier';
export const WAREHOUSE_ROUTE = '/supply/warehouse';
export const ACCOUNT_ROUTE = '/supply/account';

/** Warehouse types as the API names them; the table keeps 1 own, 2 overseas, 3 platform (third-party), 4 in transit. */
export const WAREHOUSE_TYPES = ['own', 'overseas', 'platform', 'inTransit'] as const;
export type WarehouseType = (typeof WAREHOUSE_TYPES)[number];
export const WAREHOUSE_TYPE_CODES: Record<WarehouseType, number> = { own: 1, overseas: 2, platform: 3, inTransit: 4 };
export const WAREHOUSE_TYPE_LABELS = {
  own: ['自有仓', 'Own'],
  overseas: ['海外仓', 'Overseas'],
  platform: ['平台仓', 'Platform'],
  inTransit: ['在途仓', 'In transit'],
} as const;

/** One option of the stock forms' supplier and warehouse pickers (GET …/supplier/options, …/warehouse/options). */
export type TSupplyOption = { id: number; code: string; name: string };
export const SUPPLY_OPTIONS_MAX = 50;
