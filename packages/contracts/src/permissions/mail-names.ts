/** The names alone: the console's route manifest (in the shell) reads these without the labels. */
export const MAIL_PERMISSION = {
  providerView: 'mail_provider_view',
  providerEdit: 'mail_provider_edit',
  providerTest: 'mail_provider_test',
  sceneView: 'mail_scene_view',
  sceneEdit: 'mail_scene_edit',
  templateView: 'mail_template_view',
  templateEdit: 'mail_template_edit',
  messageSceneView: 'message_scene_view',
  messageSceneEdit: 'message_scene_edit',
  subscriptionView: 'subscription_view',
  subscriptionEdit: 'subscription_edit',
  templateConfigView: 'template_config_view',
  templateConfigEdit: 'template_config_edit',
  terminalView: 'receiving_terminal_view',
  terminalEdit: 'receiving_terminal_edit',
} as const;
