import { CHAT_PERMISSION } from './chat-names';
import { definePermissions } from './registry';

export { CHAT_PERMISSION } from './chat-names';

/** The customer-service chat (/customerServiceManagement): agents, quick replies, workbench, pool, records. */
export const CHAT_PERMISSIONS = definePermissions({
  agentView: { name: CHAT_PERMISSION.agentView, page: '/customerServiceManagement/customerSetting/list', zh: '查看客服设置', en: 'View agent settings' },
  agentEdit: { name: CHAT_PERMISSION.agentEdit, page: '/customerServiceManagement/customerSetting/list', zh: '管理客服设置', en: 'Manage agent settings' },
  quickEdit: { name: CHAT_PERMISSION.quickEdit, page: '/customerServiceManagement/quickSetSession/list', zh: '管理快捷回复', en: 'Manage quick replies' },
  quickShared: {
    name: CHAT_PERMISSION.quickShared,
    page: '/customerServiceManagement/quickSetSession/list',
    zh: '管理公共快捷回复',
    en: 'Manage shared quick replies',
  },
  workbench: { name: CHAT_PERMISSION.workbench, page: '/customerServiceManagement/online/list', zh: '在线接待', en: 'Serve customers online' },
  pool: { name: CHAT_PERMISSION.pool, page: '/customerServiceManagement/sessionPool/list', zh: '会话池接入', en: 'Pick up waiting sessions' },
  recordView: { name: CHAT_PERMISSION.recordView, page: '/customerServiceManagement/sessionRecord/list', zh: '查看会话记录', en: 'View session records' },
  recordExport: {
    name: CHAT_PERMISSION.recordExport,
    page: '/customerServiceManagement/sessionRecord/list',
    zh: '导出会话记录',
    en: 'Export session transcripts',
  },
});
