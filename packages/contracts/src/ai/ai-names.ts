/**
 * The permission names and routes of the AI settings (issue 36), apart from the declarations: the
 * console's route manifest (in the shell) reads these without loading the declarations and their schemas.
 */
export const AI_FOLDER = '/ai';
export const AI_MODEL_ROUTE = '/ai/modelSettingsList';
export const AI_MODEL_PATHS = {
  add: '/ai/modelSettingsAdd',
  edit: '/ai/modelSettingsEdit/{id}',
  detail: '/ai/modelSettingsDetail/{id}',
} as const;
export const AI_ASK_ROUTE = '/ai/askSetting';
/** add, and one preset's screen: {type} is edit, view or review */
export const AI_ASK_PATHS = { add: '/ai/askSettingAdd', edit: '/ai/askSettingAdd/{id}/{type}' } as const;
export const AI_ASK_SCREEN_TYPES = ['edit', 'view', 'review'] as const;

/** view, add, edit, delete, export the models; health runs a model's health check; status enables / disables one. */
export const AI_MODEL_PERMISSION = {
  view: 'ai_model_view',
  add: 'ai_model_add',
  edit: 'ai_model_edit',
  del: 'ai_model_del',
  export: 'ai_model_export',
  status: 'ai_model_status',
  health: 'ai_model_health',
} as const;
/** the per-app daily budgets, shown beside the models */
export const AI_BUDGET_PERMISSION = { view: 'ai_budget_view', add: 'ai_budget_edit', edit: 'ai_budget_edit', del: 'ai_budget_edit' } as const;
/** view, add (a new preset: its first revision), edit (a new revision), review (pass / reject someone else's), disable, test (the test panel) */
export const AI_ASK_PERMISSION = {
  view: 'ai_ask_view',
  add: 'ai_ask_add',
  edit: 'ai_ask_edit',
  export: 'ai_ask_export',
  review: 'ai_ask_review',
  disable: 'ai_ask_disable',
  test: 'ai_ask_test',
} as const;

/** The longest question the customer API answers (79605 beyond it). */
export const AI_QUESTION_MAX = 2000;
export const AI_PROVIDERS = ['openai', 'echo'] as const;
