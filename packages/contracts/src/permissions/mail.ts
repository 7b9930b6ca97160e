import { definePermissions } from './registry';

/** E-mail providers, scenes and templates, message scenes, subscriptions, template configuration, receiving terminals. */
export const MAIL_PERMISSIONS = definePermissions({
  providerView: { name: 'mail_provider_view', page: '/messageCenter/email/supplierList', zh: '查看邮件服务商', en: 'View e-mail providers' },
  providerEdit: { name: 'mail_provider_edit', page: '/messageCenter/email/supplierList', zh: '维护邮件服务商', en: 'Maintain e-mail providers' },
  providerTest: { name: 'mail_provider_test', page: '/messageCenter/email/supplierList', zh: '发送测试邮件', en: 'Send test e-mails' },
  sceneView: { name: 'mail_scene_view', page: '/messageCenter/email/sceneList', zh: '查看邮件场景', en: 'View e-mail scenes' },
  sceneEdit: { name: 'mail_scene_edit', page: '/messageCenter/email/sceneList', zh: '维护邮件场景', en: 'Maintain e-mail scenes' },
  templateView: { name: 'mail_template_view', page: '/messageCenter/email/templateList', zh: '查看邮件模板', en: 'View e-mail templates' },
  templateEdit: { name: 'mail_template_edit', page: '/messageCenter/email/templateList', zh: '维护邮件模板', en: 'Maintain e-mail templates' },
  messageSceneView: { name: 'message_scene_view', page: '/messageCenter/messageScene/list', zh: '查看消息场景', en: 'View message scenes' },
  messageSceneEdit: { name: 'message_scene_edit', page: '/messageCenter/messageScene/list', zh: '维护消息场景', en: 'Maintain message scenes' },
  subscriptionView: { name: 'subscription_view', page: '/messageCenter/subscription/user', zh: '查看订阅用户', en: 'View subscriptions' },
  subscriptionEdit: { name: 'subscription_edit', page: '/messageCenter/subscription/user', zh: '维护订阅', en: 'Change subscriptions' },
  templateConfigView: { name: 'template_config_view', page: '/messageCenter/templateConfig', zh: '查看模板配置', en: 'View template configuration' },
  templateConfigEdit: { name: 'template_config_edit', page: '/messageCenter/templateConfig', zh: '修改模板配置', en: 'Change template configuration' },
  terminalView: { name: 'receiving_terminal_view', page: '/messageCenter/receivingTerminal', zh: '查看接收终端', en: 'View receiving terminals' },
  terminalEdit: { name: 'receiving_terminal_edit', page: '/messageCenter/receivingTerminal', zh: '维护接收终端', en: 'Maintain receiving terminals' },
});
