import { CONFIG_LEGACY_RESOURCES, packagingResource, resourceMenuSeed } from '@diagops/contracts';
import type { MenuSeed } from '../menus';

/** The simpler objects' list nodes under the configuration folder (the SN packages page once, for both of its tabs). */
export const CONFIG_LEGACY_MENU: MenuSeed[] = CONFIG_LEGACY_RESOURCES.filter((d) => d !== packagingResource).map((d) => resourceMenuSeed(d));
