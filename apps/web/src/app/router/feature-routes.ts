import { accountRoutes } from '../../features/account/routes';
import { channelsRoutes } from '../../features/channels/routes';
import { customersRoutes } from '../../features/customers/routes';
import { devicesRoutes } from '../../features/devices/routes';
import { dictionaryRoutes } from '../../features/dictionary/routes';
import { homeRoutes } from '../../features/home/routes';
import { knowledgeRoutes } from '../../features/knowledge/routes';
import { logfilesRoutes } from '../../features/logfiles/routes';
import { menusRoutes } from '../../features/menus/routes';
import { productsRoutes } from '../../features/products/routes';
import { rolesRoutes } from '../../features/roles/routes';
import { skusRoutes } from '../../features/skus/routes';
import { softwareRoutes } from '../../features/software/routes';
import { usersRoutes } from '../../features/users/routes';
import type { FeatureRoute } from '../../shared/routing/feature-route';

/**
 * Every feature's pages. A new feature adds its routes.ts and one line here; the shell
 * renders them in tabs, checks their permission and names their tabs and breadcrumbs.
 */
export const featureRoutes: FeatureRoute[] = [
  ...homeRoutes,
  ...accountRoutes,
  ...dictionaryRoutes,
  ...productsRoutes,
  ...skusRoutes,
  ...channelsRoutes,
  ...customersRoutes,
  ...devicesRoutes,
  ...logfilesRoutes,
  ...softwareRoutes,
  ...knowledgeRoutes,
  ...menusRoutes,
  ...rolesRoutes,
  ...usersRoutes,
];
