import { AI_FOLDER, aiAskResource, aiModelResource, resourceMenuSeed } from '@diagops/contracts';
import type { MenuSeed } from '../menus';

/** routes.tsv's AI group: model settings and ask settings (budgets show on the model settings screen). */
export const AI_MENU: MenuSeed[] = [
  { path: AI_FOLDER, name: 'AI设置', enName: 'AI settings', icon: 'RobotOutlined', sortOrder: 760 },
  resourceMenuSeed(aiModelResource),
  resourceMenuSeed(aiAskResource),
];
