import { definePermissions } from './registry';

/** The customer-service chat (/customerServiceManagement): agents, quick replies, workbench, pool, records. */
export const CHAT_PERMISSIONS = definePermissions({
  agentView: { name: 'cs_agent_view', page: '/customerServiceManagement/customerSetting/list', zh: '查看客服设置', en: 'View agent settings' },
  agentEdit: { name: 'cs_agent_edit', page: '/customerServiceManagement/customerSetting/list', zh: '管理客服设置', en: 'Manage agent settings' },
  quickEdit: { name: 'cs_quick_edit', page: '/customerServiceManagement/quickSetSession/list', zh: '管理快捷回复', en: 'Manage quick replies' },
  quickShared: { name: 'cs_quick_shared', page: '/customerServiceManagement/quickSetSession/list', zh: '管理公共快捷回复', en: 'Manage shared quick replies' },
  workbench: { name: 'cs_workbench', page: '/customerServiceManagement/online/list', zh: '在线接待', en: 'Serve customers online' },
  pool: { name: 'cs_pool', page: '/customerServiceManagement/sessionPool/list', zh: '会话池接入', en: 'Pick up waiting sessions' },
  recordView: { name: 'cs_record_view', page: '/customerServiceManagement/sessionRecord/list', zh: '查看会话记录', en: 'View session records' },
  recordExport: { name: 'cs_record_export', page: '/customerServiceManagement/sessionRecord/list', zh: '导出会话记录', en: 'Export session transcripts' },
});
