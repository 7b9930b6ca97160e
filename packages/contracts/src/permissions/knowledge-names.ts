/** The names alone: the console's route manifest (in the shell) reads these without the labels. */
export const KNOWLEDGE_PERMISSION = {
  view: 'knowledge_view',
  add: 'knowledge_add',
  edit: 'knowledge_edit',
  del: 'knowledge_del',
  publish: 'knowledge_publish',
  categoryEdit: 'knowledge_category_edit',
} as const;
