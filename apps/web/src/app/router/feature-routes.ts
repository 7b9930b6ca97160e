import { accountRoutes } from '../../features/account/routes';
import { channelsRoutes } from '../../features/channels/routes';
import { dictionaryRoutes } from '../../features/dictionary/routes';
import { homeRoutes } from '../../features/home/routes';
import { knowledgeRoutes } from '../../features/knowledge/routes';
import { menusRoutes } from '../../features/menus/routes';
import { productsRoutes } from '../../features/products/routes';
import { rolesRoutes } from '../../features/roles/routes';
import { skusRoutes } from '../../features/skus/routes';
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
  ...knowledgeRoutes,
  ...menusRoutes,
  ...rolesRoutes,
  ...usersRoutes,
];
