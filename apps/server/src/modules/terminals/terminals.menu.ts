import type { MenuSeed } from '../menus';

/** /terminal: the registered terminals of the repair, new-energy and remote apps. */
export const TERMINALS_MENU: MenuSeed[] = [
  { path: '/terminal', name: '终端管理', enName: 'Terminals', icon: 'TabletOutlined', sortOrder: 770 },
  { path: '/terminal/repairApp', name: '维修APP', enName: 'Repair app', icon: 'ToolOutlined', parent: '/terminal', sortOrder: 10 },
  {
    path: '/terminal/repairApp/repairAppTerminal',
    name: '维修APP终端',
    enName: 'Repair app terminals',
    icon: 'MobileOutlined',
    parent: '/terminal/repairApp',
    sortOrder: 1,
  },
  { path: '/terminal/newEnery', name: '新能源', enName: 'New energy', icon: 'ThunderboltOutlined', parent: '/terminal', sortOrder: 20 },
  {
    path: '/terminal/newEnery/newEneryTerminal',
    name: '新能源终端',
    enName: 'New-energy terminals',
    icon: 'MobileOutlined',
    parent: '/terminal/newEnery',
    sortOrder: 1,
  },
  { path: '/terminal/remote', name: '远程', enName: 'Remote', icon: 'GlobalOutlined', parent: '/terminal', sortOrder: 30 },
  { path: '/terminal/remote/remoteTerminal', name: '远程终端', enName: 'Remote terminals', icon: 'MobileOutlined', parent: '/terminal/remote', sortOrder: 1 },
];
