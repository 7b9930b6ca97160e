import {
  CONFIG_FOLDER,
  configPackResource,
  generalConfigResource,
  maskConfigResource,
  productConfigResource,
  resourceMenuSeed,
  specialConfigResource,
} from '@diagops/contracts';
import type { MenuSeed } from '../menus';
import { CONFIG_LEGACY_MENU } from './legacy.menu';

/** The configuration folder; each object adds its list node here. */
export const CONFIG_MENU: MenuSeed[] = [
  { path: CONFIG_FOLDER, name: '配置管理', enName: 'Configuration', icon: 'ControlOutlined', sortOrder: 320 },
  resourceMenuSeed(generalConfigResource),
  resourceMenuSeed(specialConfigResource),
  resourceMenuSeed(productConfigResource),
  resourceMenuSeed(maskConfigResource),
  resourceMenuSeed(configPackResource),
  ...CONFIG_LEGACY_MENU,
];
