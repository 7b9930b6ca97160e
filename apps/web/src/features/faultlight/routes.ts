import type { FeatureRoute } from '../../shared/routing/feature-route';
import { faultlightIconsRoutes } from './icons/routes';

/** The faultlight area's screens (routes.tsv, area faultlight): each part adds its routes in its own folder. */
export const faultlightRoutes: FeatureRoute[] = [...faultlightIconsRoutes];
