import type { MenuSeed } from '../menus';

/**
 * The message-centre folder (/messageCenter) with its e-mail and subscription sub-folders,
 * and the mail area's list pages. The messages area adds its pages under the same folders.
 */
export const MAIL_MENU: MenuSeed[] = [
  { path: '/messageCenter', name: '消息中心', enName: 'Message centre', icon: 'NotificationOutlined', sortOrder: 600 },
  { path: '/messageCenter/email', name: '邮件', enName: 'E-mail', icon: 'MailOutlined', parent: '/messageCenter', sortOrder: 30 },
  {
    path: '/messageCenter/email/supplierList',
    name: '邮件服务商',
    enName: 'E-mail providers',
    icon: 'CloudServerOutlined',
    parent: '/messageCenter/email',
    sortOrder: 1,
  },
  {
    path: '/messageCenter/email/sceneList',
    name: '邮件场景',
    enName: 'E-mail scenes',
    icon: 'ApartmentOutlined',
    parent: '/messageCenter/email',
    sortOrder: 2,
  },
  {
    path: '/messageCenter/email/templateList',
    name: '邮件模板',
    enName: 'E-mail templates',
    icon: 'FileTextOutlined',
    parent: '/messageCenter/email',
    sortOrder: 3,
  },
  { path: '/messageCenter/subscription', name: '订阅', enName: 'Subscriptions', icon: 'BellOutlined', parent: '/messageCenter', sortOrder: 40 },
  {
    path: '/messageCenter/subscription/user',
    name: '订阅用户',
    enName: 'Subscribers',
    icon: 'TeamOutlined',
    parent: '/messageCenter/subscription',
    sortOrder: 1,
  },
  { path: '/messageCenter/messageScene/list', name: '消息场景', enName: 'Message scenes', icon: 'BranchesOutlined', parent: '/messageCenter', sortOrder: 50 },
  {
    path: '/messageCenter/templateConfig',
    name: '模板配置',
    enName: 'Template configuration',
    icon: 'SettingOutlined',
    parent: '/messageCenter',
    sortOrder: 60,
  },
  {
    path: '/messageCenter/receivingTerminal',
    name: '接收终端',
    enName: 'Receiving terminals',
    icon: 'DesktopOutlined',
    parent: '/messageCenter',
    sortOrder: 70,
  },
];
