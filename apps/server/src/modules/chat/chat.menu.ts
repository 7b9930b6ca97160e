import type { MenuSeed } from '../menus';

/** The customer-service folder: agent settings, quick replies, the workbench, the pool and the records. */
export const CHAT_MENU: MenuSeed[] = [
  { path: '/customerServiceManagement', name: '客服管理', enName: 'Customer service', icon: 'CustomerServiceOutlined', sortOrder: 760 },
  {
    path: '/customerServiceManagement/online/list',
    name: '在线接待',
    enName: 'Workbench',
    icon: 'MessageOutlined',
    parent: '/customerServiceManagement',
    sortOrder: 1,
  },
  {
    path: '/customerServiceManagement/sessionPool/list',
    name: '会话池',
    enName: 'Session pool',
    icon: 'InboxOutlined',
    parent: '/customerServiceManagement',
    sortOrder: 2,
  },
  {
    path: '/customerServiceManagement/sessionRecord/list',
    name: '会话记录',
    enName: 'Session records',
    icon: 'HistoryOutlined',
    parent: '/customerServiceManagement',
    sortOrder: 3,
  },
  {
    path: '/customerServiceManagement/customerSetting/list',
    name: '客服设置',
    enName: 'Agent settings',
    icon: 'SettingOutlined',
    parent: '/customerServiceManagement',
    sortOrder: 4,
  },
  {
    path: '/customerServiceManagement/quickSetSession/list',
    name: '快捷回复',
    enName: 'Quick replies',
    icon: 'ThunderboltOutlined',
    parent: '/customerServiceManagement',
    sortOrder: 5,
  },
];
