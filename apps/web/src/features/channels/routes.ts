import { CHANNEL_PERMISSIONS as P } from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

export const channelsRoutes: FeatureRoute[] = [
  { path: '/supply/channel', titleKey: 'channels.title', permission: P.channelView.name, component: lazy(() => import('./pages/channel-list-page')) },
];
