import { FAULTLIGHT_FOLDER } from '@diagops/contracts';
import type { MenuSeed } from '../menus';
import { FAULTLIGHT_ICONS_MENU } from './icons.menu';

/** The faultlight folder; each part adds its nodes. */
export const FAULTLIGHT_MENU: MenuSeed[] = [
  { path: FAULTLIGHT_FOLDER, name: '故障灯', enName: 'Fault lights', icon: 'AlertOutlined', sortOrder: 430 },
  ...FAULTLIGHT_ICONS_MENU,
];
