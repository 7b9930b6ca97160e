import { AI_ASK_PATHS, AI_ASK_ROUTE, AI_MODEL_PATHS, AI_MODEL_ROUTE, AI_MODEL_PERMISSION as M, AI_ASK_PERMISSION as Q } from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

const models = lazy(() => import('./pages/model-list-page'));
const ask = lazy(() => import('./pages/ask-form-page'));
const param = (p: string) => p.replace(/\{(\w+)\}/g, ':$1');

/** The seven routes of /ai (routes.tsv): the model settings (their forms are routes of the list page) and the ask settings. */
export const aiRoutes: FeatureRoute[] = [
  { path: AI_MODEL_ROUTE, titleKey: 'ai.titles.models', permission: M.view, component: models },
  { path: AI_MODEL_PATHS.add, titleKey: 'ai.titles.modelAdd', permission: M.add, component: models },
  { path: param(AI_MODEL_PATHS.edit), titleKey: 'ai.titles.modelEdit', permission: M.edit, component: models },
  { path: param(AI_MODEL_PATHS.detail), titleKey: 'ai.titles.modelDetail', permission: M.view, component: models },
  { path: AI_ASK_ROUTE, titleKey: 'ai.titles.ask', permission: Q.view, component: lazy(() => import('./pages/ask-list-page')) },
  { path: AI_ASK_PATHS.add, titleKey: 'ai.titles.askAdd', permission: Q.add, component: ask },
  { path: param(AI_ASK_PATHS.edit), titleKey: 'ai.titles.askEdit', permission: Q.view, component: ask },
];
