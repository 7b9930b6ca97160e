/** The names alone: the console's route manifest (in the shell) reads these without the labels. */
export const MESSAGE_PERMISSION = {
  messageView: 'msg_message_view',
  messageEdit: 'msg_message_edit',
  messageReview: 'msg_message_review',
  messageSend: 'msg_message_send',
  recordView: 'msg_record_view',
  recordWithdraw: 'msg_record_withdraw',
  settingsEdit: 'msg_settings_edit',
  pushProviderManage: 'msg_push_provider',
} as const;
