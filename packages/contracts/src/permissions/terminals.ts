import { definePermissions } from './registry';

/** Registered terminals of the repair, new-energy and remote apps (/terminal). */
export const TERMINAL_PERMISSIONS = definePermissions({
  repairView: { name: 'terminal_repair_view', page: '/terminal/repairApp/repairAppTerminal', zh: '查看维修APP终端', en: 'View repair app terminals' },
  repairEdit: {
    name: 'terminal_repair_edit',
    page: '/terminal/repairApp/repairAppTerminal',
    zh: '启用/禁用维修APP终端',
    en: 'Enable or disable repair app terminals',
  },
  newEnergyView: { name: 'terminal_newenergy_view', page: '/terminal/newEnery/newEneryTerminal', zh: '查看新能源终端', en: 'View new-energy terminals' },
  newEnergyEdit: {
    name: 'terminal_newenergy_edit',
    page: '/terminal/newEnery/newEneryTerminal',
    zh: '启用/禁用新能源终端',
    en: 'Enable or disable new-energy terminals',
  },
  remoteView: { name: 'terminal_remote_view', page: '/terminal/remote/remoteTerminal', zh: '查看远程终端', en: 'View remote terminals' },
  remoteEdit: { name: 'terminal_remote_edit', page: '/terminal/remote/remoteTerminal', zh: '启用/禁用远程终端', en: 'Enable or disable remote terminals' },
});
