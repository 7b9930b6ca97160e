import { definePermissions } from '../permissions/registry';

// No zod here: the web's route manifest and ALL_PERMISSIONS import these without loading the schemas.

/** Shipment plans (/supply/shipmentsPlan, issue 31): stock sent from a warehouse to a dealer or a sales channel. */
export const SHIPMENT_PLAN_ROUTE = '/supply/shipmentsPlan';
export const SHIPMENT_PLAN_PERMISSION = {
  view: 'supply_shipment_plan_view',
  add: 'supply_shipment_plan_add',
  edit: 'supply_shipment_plan_edit',
  submit: 'supply_shipment_plan_submit',
  ship: 'supply_shipment_plan_ship',
  cancel: 'supply_shipment_plan_cancel',
} as const;
export const SHIPMENT_PLAN_PERMISSIONS = definePermissions({
  view: { name: SHIPMENT_PLAN_PERMISSION.view, page: SHIPMENT_PLAN_ROUTE, zh: '查看发货计划', en: 'View shipment plans' },
  add: { name: SHIPMENT_PLAN_PERMISSION.add, page: SHIPMENT_PLAN_ROUTE, zh: '新增发货计划', en: 'Add shipment plans' },
  edit: { name: SHIPMENT_PLAN_PERMISSION.edit, page: SHIPMENT_PLAN_ROUTE, zh: '编辑发货计划', en: 'Edit shipment plans' },
  submit: { name: SHIPMENT_PLAN_PERMISSION.submit, page: SHIPMENT_PLAN_ROUTE, zh: '提交发货计划审批', en: 'Submit shipment plans for approval' },
  ship: { name: SHIPMENT_PLAN_PERMISSION.ship, page: SHIPMENT_PLAN_ROUTE, zh: '发货', en: 'Ship shipment plans' },
  cancel: { name: SHIPMENT_PLAN_PERMISSION.cancel, page: SHIPMENT_PLAN_ROUTE, zh: '取消发货计划', en: 'Cancel shipment plans' },
});
/** The trace (issue 31 §7): an SN's way from its purchase order to the dealer and the customer's activation. */
export const TRACE_PERMISSIONS = definePermissions({
  view: { name: 'supply_trace_view', page: SHIPMENT_PLAN_ROUTE, zh: '查看序列号追溯', en: 'View the SN trace' },
});
