import type { MenuSeed } from '../menus';

/** The message centre folder (the mail area seeds the same folder; the first one seeded wins) and this area's pages. */
export const MESSAGES_MENU: MenuSeed[] = [
  { path: '/messageCenter', name: '消息中心', enName: 'Message centre', icon: 'NotificationOutlined', sortOrder: 650 },
  {
    path: '/messageCenter/messageManage/messageSendNew/list',
    name: '消息发送',
    enName: 'Message sends',
    icon: 'SendOutlined',
    parent: '/messageCenter',
    sortOrder: 1,
  },
  {
    path: '/messageCenter/stationMessage/list',
    name: '站内信',
    enName: 'In-station messages',
    icon: 'MessageOutlined',
    parent: '/messageCenter',
    sortOrder: 2,
  },
  { path: '/messageCenter/push/pushList', name: '推送列表', enName: 'Push list', icon: 'MobileOutlined', parent: '/messageCenter', sortOrder: 3 },
  {
    path: '/messageCenter/push/serviceList',
    name: '推送服务商',
    enName: 'Push providers',
    icon: 'CloudServerOutlined',
    parent: '/messageCenter',
    sortOrder: 4,
  },
  { path: '/messageCenter/email/taskList', name: '邮件任务', enName: 'Mail tasks', icon: 'MailOutlined', parent: '/messageCenter', sortOrder: 5 },
  { path: '/messageCenter/sendRecord', name: '发送记录', enName: 'Send records', icon: 'BarChartOutlined', parent: '/messageCenter', sortOrder: 6 },
];
