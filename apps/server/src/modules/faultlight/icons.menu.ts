import { faultLightDetailResource, faultLightIconResource, resourceMenuSeed } from '@diagops/contracts';
import type { MenuSeed } from '../menus';

/** Menu nodes of fault-light icons and their details, under FAULTLIGHT_FOLDER. */
export const FAULTLIGHT_ICONS_MENU: MenuSeed[] = [faultLightIconResource, faultLightDetailResource].map((d) => resourceMenuSeed(d));
