import { TERMINAL_PERMISSIONS as P } from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

export const terminalsRoutes: FeatureRoute[] = [
  {
    path: '/terminal/repairApp/repairAppTerminal',
    titleKey: 'terminals.repairTitle',
    permission: P.repairView.name,
    component: lazy(() => import('./pages/repair-terminal-page')),
  },
  {
    path: '/terminal/newEnery/newEneryTerminal',
    titleKey: 'terminals.newEnergyTitle',
    permission: P.newEnergyView.name,
    component: lazy(() => import('./pages/new-energy-terminal-page')),
  },
  {
    path: '/terminal/remote/remoteTerminal',
    titleKey: 'terminals.remoteTitle',
    permission: P.remoteView.name,
    component: lazy(() => import('./pages/remote-terminal-page')),
  },
];
