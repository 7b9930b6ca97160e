/** The names alone: the console's route manifest (in the shell) reads these without the labels. */
export const CHAT_PERMISSION = {
  agentView: 'cs_agent_view',
  agentEdit: 'cs_agent_edit',
  quickEdit: 'cs_quick_edit',
  quickShared: 'cs_quick_shared',
  workbench: 'cs_workbench',
  pool: 'cs_pool',
  recordView: 'cs_record_view',
  recordExport: 'cs_record_export',
} as const;
