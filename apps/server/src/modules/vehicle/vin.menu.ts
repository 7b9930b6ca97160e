import { resourceMenuSeed, vinRuleResource } from '@diagops/contracts';
import type { MenuSeed } from '../menus';

/** Menu nodes of VIN analysis: validation, offline decode, comparison, under VEHICLE_FOLDER. */
export const VIN_MENU: MenuSeed[] = [resourceMenuSeed(vinRuleResource)];
