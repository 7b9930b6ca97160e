import { accountRoutes } from '../../features/account/routes';
import { homeRoutes } from '../../features/home/routes';
import type { FeatureRoute } from '../../shared/routing/feature-route';

/**
 * Every feature's pages. A new feature adds its routes.ts and one line here; the shell
 * renders them in tabs, checks their permission and names their tabs and breadcrumbs.
 */
export const featureRoutes: FeatureRoute[] = [...homeRoutes, ...accountRoutes];
