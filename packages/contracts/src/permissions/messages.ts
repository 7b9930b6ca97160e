import { definePermissions } from './registry';

/** The message centre's messages and delivery (issue 14): write, review, send, records, push providers. */
export const MESSAGE_PERMISSIONS = definePermissions({
  messageView: { name: 'msg_message_view', page: '/messageCenter/messageManage/messageSendNew/list', zh: '查看消息', en: 'View messages' },
  messageEdit: { name: 'msg_message_edit', page: '/messageCenter/messageManage/messageSendNew/list', zh: '编辑消息', en: 'Write messages' },
  messageReview: { name: 'msg_message_review', page: '/messageCenter/messageManage/messageSendNew/list', zh: '审核消息', en: 'Review messages' },
  messageSend: { name: 'msg_message_send', page: '/messageCenter/messageManage/messageSendNew/list', zh: '发送消息', en: 'Send messages' },
  recordView: { name: 'msg_record_view', page: '/messageCenter/sendRecord', zh: '查看发送记录', en: 'View send records' },
  recordWithdraw: { name: 'msg_record_withdraw', page: '/messageCenter/sendRecord', zh: '撤回发送记录', en: 'Withdraw send records' },
  settingsEdit: { name: 'msg_settings_edit', page: '/messageCenter/templateConfig', zh: '修改消息设置', en: 'Change message settings' },
  pushProviderManage: { name: 'msg_push_provider', page: '/messageCenter/push/serviceList', zh: '管理推送服务商', en: 'Manage push providers' },
});
