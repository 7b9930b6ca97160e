import { KNOWLEDGE_PERMISSION as P } from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

const form = lazy(() => import('./pages/knowledge-form-page'));

export const knowledgeRoutes: FeatureRoute[] = [
  { path: '/knowledge/list', titleKey: 'knowledge.listTitle', permission: P.view, component: lazy(() => import('./pages/knowledge-list-page')) },
  { path: '/knowledge/add', titleKey: 'knowledge.addTitle', permission: P.add, component: form },
  {
    path: '/knowledge/edit/:id/:knowledgeType/:bigClassify/:smallClassify',
    titleKey: 'knowledge.editTitle',
    permission: P.edit,
    component: form,
  },
  { path: '/knowledge/preview', titleKey: 'knowledge.previewTitle', permission: P.view, component: lazy(() => import('./pages/knowledge-preview-page')) },
  {
    path: '/knowledge/classification',
    titleKey: 'knowledge.categoryTitle',
    permission: P.view,
    component: lazy(() => import('./pages/knowledge-classification-page')),
  },
];
