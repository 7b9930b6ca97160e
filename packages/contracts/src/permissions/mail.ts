import { MAIL_PERMISSION } from './mail-names';
import { definePermissions } from './registry';

export { MAIL_PERMISSION } from './mail-names';

/** E-mail providers, scenes and templates, message scenes, subscriptions, template configuration, receiving terminals. */
export const MAIL_PERMISSIONS = definePermissions({
  providerView: { name: MAIL_PERMISSION.providerView, page: '/messageCenter/email/supplierList', zh: '查看邮件服务商', en: 'View e-mail providers' },
  providerEdit: { name: MAIL_PERMISSION.providerEdit, page: '/messageCenter/email/supplierList', zh: '维护邮件服务商', en: 'Maintain e-mail providers' },
  providerTest: { name: MAIL_PERMISSION.providerTest, page: '/messageCenter/email/supplierList', zh: '发送测试邮件', en: 'Send test e-mails' },
  sceneView: { name: MAIL_PERMISSION.sceneView, page: '/messageCenter/email/sceneList', zh: '查看邮件场景', en: 'View e-mail scenes' },
  sceneEdit: { name: MAIL_PERMISSION.sceneEdit, page: '/messageCenter/email/sceneList', zh: '维护邮件场景', en: 'Maintain e-mail scenes' },
  templateView: { name: MAIL_PERMISSION.templateView, page: '/messageCenter/email/templateList', zh: '查看邮件模板', en: 'View e-mail templates' },
  templateEdit: { name: MAIL_PERMISSION.templateEdit, page: '/messageCenter/email/templateList', zh: '维护邮件模板', en: 'Maintain e-mail templates' },
  messageSceneView: { name: MAIL_PERMISSION.messageSceneView, page: '/messageCenter/messageScene/list', zh: '查看消息场景', en: 'View message scenes' },
  messageSceneEdit: { name: MAIL_PERMISSION.messageSceneEdit, page: '/messageCenter/messageScene/list', zh: '维护消息场景', en: 'Maintain message scenes' },
  subscriptionView: { name: MAIL_PERMISSION.subscriptionView, page: '/messageCenter/subscription/user', zh: '查看订阅用户', en: 'View subscriptions' },
  subscriptionEdit: { name: MAIL_PERMISSION.subscriptionEdit, page: '/messageCenter/subscription/user', zh: '维护订阅', en: 'Change subscriptions' },
  templateConfigView: {
    name: MAIL_PERMISSION.templateConfigView,
    page: '/messageCenter/templateConfig',
    zh: '查看模板配置',
    en: 'View template configuration',
  },
  templateConfigEdit: {
    name: MAIL_PERMISSION.templateConfigEdit,
    page: '/messageCenter/templateConfig',
    zh: '修改模板配置',
    en: 'Change template configuration',
  },
  terminalView: { name: MAIL_PERMISSION.terminalView, page: '/messageCenter/receivingTerminal', zh: '查看接收终端', en: 'View receiving terminals' },
  terminalEdit: { name: MAIL_PERMISSION.terminalEdit, page: '/messageCenter/receivingTerminal', zh: '维护接收终端', en: 'Maintain receiving terminals' },
});
