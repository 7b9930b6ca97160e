import { definePermissions } from '../permissions/registry';

// The routes and permissions of transfer plans and first-leg transport, apart from their schemas:
// the console's route manifest (in the shell) reads these without loading zod declarations.

/** Warehouse transfer plans (/supply/transferPlan, issue 31): from one warehouse through in transit to another. */
export const TRANSFER_PLAN_ROUTE = '/supply/transferPlan';
export const TRANSFER_PLAN_PERMISSION = {
  view: 'supply_transfer_plan_view',
  add: 'supply_transfer_plan_add',
  edit: 'supply_transfer_plan_edit',
  submit: 'supply_transfer_plan_submit',
  ship: 'supply_transfer_plan_ship',
  receive: 'supply_transfer_plan_receive',
  writeoff: 'supply_transfer_plan_writeoff',
  cancel: 'supply_transfer_plan_cancel',
} as const;
export const TRANSFER_PLAN_PERMISSIONS = definePermissions({
  view: { name: TRANSFER_PLAN_PERMISSION.view, page: TRANSFER_PLAN_ROUTE, zh: '查看调拨计划', en: 'View transfer plans' },
  add: { name: TRANSFER_PLAN_PERMISSION.add, page: TRANSFER_PLAN_ROUTE, zh: '新增调拨计划', en: 'Add transfer plans' },
  edit: { name: TRANSFER_PLAN_PERMISSION.edit, page: TRANSFER_PLAN_ROUTE, zh: '编辑调拨计划', en: 'Edit transfer plans' },
  submit: { name: TRANSFER_PLAN_PERMISSION.submit, page: TRANSFER_PLAN_ROUTE, zh: '提交调拨计划审批', en: 'Submit transfer plans for approval' },
  ship: { name: TRANSFER_PLAN_PERMISSION.ship, page: TRANSFER_PLAN_ROUTE, zh: '调拨发货', en: 'Ship transfer plans' },
  receive: { name: TRANSFER_PLAN_PERMISSION.receive, page: TRANSFER_PLAN_ROUTE, zh: '调拨到货', en: 'Receive transfer arrivals' },
  writeoff: { name: TRANSFER_PLAN_PERMISSION.writeoff, page: TRANSFER_PLAN_ROUTE, zh: '核销在途短缺', en: 'Write off transfer shortfalls' },
  cancel: { name: TRANSFER_PLAN_PERMISSION.cancel, page: TRANSFER_PLAN_ROUTE, zh: '取消调拨计划', en: 'Cancel transfer plans' },
});

/** First-leg transport (/supply/firstLegTransport, issue 31): factory → port → sea or air → overseas or platform warehouse, as a chain of legs. */
export const FIRST_LEG_ROUTE = '/supply/firstLegTransport';
export const FIRST_LEG_PERMISSION = {
  view: 'supply_first_leg_view',
  add: 'supply_first_leg_add',
  edit: 'supply_first_leg_edit',
  del: 'supply_first_leg_del',
  track: 'supply_first_leg_track',
} as const;
export const FIRST_LEG_PERMISSIONS = definePermissions({
  view: { name: FIRST_LEG_PERMISSION.view, page: FIRST_LEG_ROUTE, zh: '查看头程运输', en: 'View first-leg transport' },
  add: { name: FIRST_LEG_PERMISSION.add, page: FIRST_LEG_ROUTE, zh: '新增头程运输', en: 'Add first-leg transport' },
  edit: { name: FIRST_LEG_PERMISSION.edit, page: FIRST_LEG_ROUTE, zh: '编辑头程运输', en: 'Edit first-leg transport' },
  del: { name: FIRST_LEG_PERMISSION.del, page: FIRST_LEG_ROUTE, zh: '删除头程运输', en: 'Delete first-leg transport' },
  track: { name: FIRST_LEG_PERMISSION.track, page: FIRST_LEG_ROUTE, zh: '头程发运与到达', en: 'Record first-leg departures and arrivals' },
});
