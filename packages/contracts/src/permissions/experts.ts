import { definePermissions } from './registry';

/** Experts and remote diagnosis (/remoteDiagnosis). An expert's role holds the order permissions; its queries are scoped to its own orders. */
export const EXPERT_PERMISSIONS = definePermissions({
  expertView: { name: 'remote_expert_view', page: '/remoteDiagnosis/expert', zh: '查看专家', en: 'View experts' },
  expertEdit: { name: 'remote_expert_edit', page: '/remoteDiagnosis/expert', zh: '维护专家', en: 'Maintain experts' },
  orderView: { name: 'remote_order_view', page: '/remoteDiagnosis/order', zh: '查看专家订单', en: 'View expert orders' },
  orderHandle: { name: 'remote_order_handle', page: '/remoteDiagnosis/order', zh: '专家处理订单', en: 'Handle orders as the expert' },
  orderCancel: { name: 'remote_order_cancel', page: '/remoteDiagnosis/order', zh: '关闭订单', en: 'Close orders (staff)' },
  orderReassign: { name: 'remote_order_reassign', page: '/remoteDiagnosis/order', zh: '改派订单', en: 'Reassign orders to another expert (staff)' },
  remoteDeviceView: { name: 'remote_device_view', page: '/remoteDiagnosis/remoteDevice', zh: '查看远程设备', en: 'View remote devices' },
});
