import { definePermissions } from '../permissions/registry';

// Routes and permissions of purchasing and inventory, apart from the schemas: the web's route manifest (in the shell) reads these only.
export const PURCHASE_ORDER_ROUTE = '/supply/purchaseOrder';
export const PURCHASE_RETURN_ROUTE = '/supply/purchaseReturn';
export const INVENTORY_ROUTE = '/supply/inventory';

export const PURCHASE_ORDER_PERMISSION = {
  view: 'supply_purchase_order_view',
  add: 'supply_purchase_order_add',
  edit: 'supply_purchase_order_edit',
  submit: 'supply_purchase_order_submit',
  receive: 'supply_purchase_order_receive',
  close: 'supply_purchase_order_close',
  cancel: 'supply_purchase_order_cancel',
} as const;
export const PURCHASE_ORDER_PERMISSIONS = definePermissions({
  view: { name: PURCHASE_ORDER_PERMISSION.view, page: PURCHASE_ORDER_ROUTE, zh: '查看采购订单', en: 'View purchase orders' },
  add: { name: PURCHASE_ORDER_PERMISSION.add, page: PURCHASE_ORDER_ROUTE, zh: '新增采购订单', en: 'Add purchase orders' },
  edit: { name: PURCHASE_ORDER_PERMISSION.edit, page: PURCHASE_ORDER_ROUTE, zh: '编辑采购订单', en: 'Edit purchase orders' },
  submit: { name: PURCHASE_ORDER_PERMISSION.submit, page: PURCHASE_ORDER_ROUTE, zh: '提交采购订单审批', en: 'Submit purchase orders for approval' },
  receive: { name: PURCHASE_ORDER_PERMISSION.receive, page: PURCHASE_ORDER_ROUTE, zh: '采购收货', en: 'Receive purchase orders' },
  close: { name: PURCHASE_ORDER_PERMISSION.close, page: PURCHASE_ORDER_ROUTE, zh: '关闭采购订单', en: 'Close purchase orders' },
  cancel: { name: PURCHASE_ORDER_PERMISSION.cancel, page: PURCHASE_ORDER_ROUTE, zh: '取消采购订单', en: 'Cancel purchase orders' },
});
export const PURCHASE_RETURN_PERMISSION = {
  view: 'supply_purchase_return_view',
  add: 'supply_purchase_return_add',
  submit: 'supply_purchase_return_submit',
} as const;
export const PURCHASE_RETURN_PERMISSIONS = definePermissions({
  view: { name: PURCHASE_RETURN_PERMISSION.view, page: PURCHASE_RETURN_ROUTE, zh: '查看采购退货', en: 'View purchase returns' },
  add: { name: PURCHASE_RETURN_PERMISSION.add, page: PURCHASE_RETURN_ROUTE, zh: '新增采购退货', en: 'Add purchase returns' },
  submit: { name: PURCHASE_RETURN_PERMISSION.submit, page: PURCHASE_RETURN_ROUTE, zh: '提交采购退货审批', en: 'Submit purchase returns for approval' },
});
export const INVENTORY_PERMISSION = {
  view: 'supply_inventory_view',
  export: 'supply_inventory_export',
} as const;
export const INVENTORY_PERMISSIONS = definePermissions({
  view: { name: INVENTORY_PERMISSION.view, page: INVENTORY_ROUTE, zh: '查看库存', en: 'View inventory' },
  export: { name: INVENTORY_PERMISSION.export, page: INVENTORY_ROUTE, zh: '导出库存', en: 'Export inventory' },
});
