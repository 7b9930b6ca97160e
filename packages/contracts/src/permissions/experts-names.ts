/** The names alone: the console's route manifest (in the shell) reads these without the labels. */
export const EXPERT_PERMISSION = {
  expertView: 'remote_expert_view',
  expertEdit: 'remote_expert_edit',
  orderView: 'remote_order_view',
  orderHandle: 'remote_order_handle',
  orderCancel: 'remote_order_cancel',
  orderReassign: 'remote_order_reassign',
  remoteDeviceView: 'remote_device_view',
} as const;
