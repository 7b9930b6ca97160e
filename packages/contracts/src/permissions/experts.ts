import { EXPERT_PERMISSION } from './experts-names';
import { definePermissions } from './registry';

export { EXPERT_PERMISSION } from './experts-names';

/** Experts and remote diagnosis (/remoteDiagnosis). An expert's role holds the order permissions; its queries are scoped to its own orders. */
export const EXPERT_PERMISSIONS = definePermissions({
  expertView: { name: EXPERT_PERMISSION.expertView, page: '/remoteDiagnosis/expert', zh: '查看专家', en: 'View experts' },
  expertEdit: { name: EXPERT_PERMISSION.expertEdit, page: '/remoteDiagnosis/expert', zh: '维护专家', en: 'Maintain experts' },
  orderView: { name: EXPERT_PERMISSION.orderView, page: '/remoteDiagnosis/order', zh: '查看专家订单', en: 'View expert orders' },
  orderHandle: { name: EXPERT_PERMISSION.orderHandle, page: '/remoteDiagnosis/order', zh: '专家处理订单', en: 'Handle orders as the expert' },
  orderCancel: { name: EXPERT_PERMISSION.orderCancel, page: '/remoteDiagnosis/order', zh: '关闭订单', en: 'Close orders (staff)' },
  orderReassign: { name: EXPERT_PERMISSION.orderReassign, page: '/remoteDiagnosis/order', zh: '改派订单', en: 'Reassign orders to another expert (staff)' },
  remoteDeviceView: { name: EXPERT_PERMISSION.remoteDeviceView, page: '/remoteDiagnosis/remoteDevice', zh: '查看远程设备', en: 'View remote devices' },
});
