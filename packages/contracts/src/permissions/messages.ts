import { MESSAGE_PERMISSION } from './messages-names';
import { definePermissions } from './registry';

export { MESSAGE_PERMISSION } from './messages-names';

/** The message centre's messages and delivery (issue 14): write, review, send, records, push providers. */
export const MESSAGE_PERMISSIONS = definePermissions({
  messageView: { name: MESSAGE_PERMISSION.messageView, page: '/messageCenter/messageManage/messageSendNew/list', zh: '查看消息', en: 'View messages' },
  messageEdit: { name: MESSAGE_PERMISSION.messageEdit, page: '/messageCenter/messageManage/messageSendNew/list', zh: '编辑消息', en: 'Write messages' },
  messageReview: { name: MESSAGE_PERMISSION.messageReview, page: '/messageCenter/messageManage/messageSendNew/list', zh: '审核消息', en: 'Review messages' },
  messageSend: { name: MESSAGE_PERMISSION.messageSend, page: '/messageCenter/messageManage/messageSendNew/list', zh: '发送消息', en: 'Send messages' },
  recordView: { name: MESSAGE_PERMISSION.recordView, page: '/messageCenter/sendRecord', zh: '查看发送记录', en: 'View send records' },
  recordWithdraw: { name: MESSAGE_PERMISSION.recordWithdraw, page: '/messageCenter/sendRecord', zh: '撤回发送记录', en: 'Withdraw send records' },
  settingsEdit: { name: MESSAGE_PERMISSION.settingsEdit, page: '/messageCenter/templateConfig', zh: '修改消息设置', en: 'Change message settings' },
  pushProviderManage: {
    name: MESSAGE_PERMISSION.pushProviderManage,
    page: '/messageCenter/push/serviceList',
    zh: '管理推送服务商',
    en: 'Manage push providers',
  },
});
