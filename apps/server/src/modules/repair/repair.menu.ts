import { REPAIR_FOLDER } from '@diagops/contracts';
import type { MenuSeed } from '../menus';
import { REPAIR_DATA_MENU } from './repair-data.menu';

/** The repair folder; each part adds its nodes. */
export const REPAIR_MENU: MenuSeed[] = [
  { path: REPAIR_FOLDER, name: '维修资料', enName: 'Repair data', icon: 'ToolOutlined', sortOrder: 420 },
  ...REPAIR_DATA_MENU,
];
