import { FEEDBACK_PERMISSIONS as P } from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

export const feedbackRoutes: FeatureRoute[] = [
  // NAV-12: opened from the menu, the queue starts at the top again (SCROLL_RESET_FROM_MENU in app-config)
  { path: '/question', titleKey: 'feedback.title', permission: P.view.name, rememberScroll: true, component: lazy(() => import('./pages/question-list-page')) },
  {
    path: '/question/detail/:serialNumber/:currentPCLanguageId/:id/:timeStamp/:fromPage?',
    titleKey: 'feedback.detailTitle',
    permission: P.view.name,
    component: lazy(() => import('./pages/question-detail-page')),
  },
  { path: '/question/answerUser/:id', titleKey: 'feedback.answerTitle', permission: P.reply.name, component: lazy(() => import('./pages/answer-user-page')) },
  { path: '/question/batchAnswerUser', titleKey: 'feedback.batchReply', permission: P.reply.name, component: lazy(() => import('./pages/batch-answer-page')) },
  {
    path: '/question/batchResearchDevelopRes/:ids',
    titleKey: 'feedback.batchRd',
    permission: P.rdAnswer.name,
    component: lazy(() => import('./pages/batch-rd-page')),
  },
  {
    path: '/brand/problemType/list',
    titleKey: 'feedback.pt.title',
    permission: P.problemType.name,
    component: lazy(() => import('./pages/problem-type-list-page')),
  },
  {
    path: '/brand/problemType/add/:id?',
    titleKey: 'feedback.pt.addTitle',
    permission: P.problemType.name,
    component: lazy(() => import('./pages/problem-type-add-page')),
  },
  {
    path: '/brand/problemType/edit/:id',
    titleKey: 'feedback.pt.editTitle',
    permission: P.problemType.name,
    component: lazy(() => import('./pages/problem-type-edit-page')),
  },
  {
    path: '/brand/problemType/detail/:id',
    titleKey: 'feedback.pt.detailTitle',
    permission: P.problemType.name,
    component: lazy(() => import('./pages/problem-type-detail-page')),
  },
  {
    path: '/brand/abnormalRecords/list',
    titleKey: 'feedback.refund.title',
    permission: P.refund.name,
    component: lazy(() => import('./pages/refund-list-page')),
  },
  {
    path: '/brand/rephrasing/list',
    titleKey: 'feedback.rs.title',
    permission: P.rephrasing.name,
    component: lazy(() => import('./pages/rephrasing-list-page')),
  },
  {
    path: '/brand/rephrasing/addOrEdit/:id?',
    titleKey: 'feedback.rs.formTitle',
    permission: P.rephrasing.name,
    component: lazy(() => import('./pages/rephrasing-form-page')),
  },
  {
    path: '/brand/rephrasing/sceneList',
    titleKey: 'feedback.rs.sceneList',
    permission: [P.rephrasing.name, P.reply.name],
    component: lazy(() => import('./pages/scene-list-page')),
  },
  // PERM-03: no route permission here: the page itself says "no permission to access"
  { path: '/productFeedback/list', titleKey: 'feedback.pf.listTitle', component: lazy(() => import('./pages/product-feedback-list-page')) },
  { path: '/productFeedback/add', titleKey: 'feedback.pf.addTitle', component: lazy(() => import('./pages/product-feedback-add-page')) },
  {
    path: '/productFeedback/append/:id/:serialNumber/:currentPCLanguageId/:timeStamp',
    titleKey: 'feedback.pf.appendTitle',
    component: lazy(() => import('./pages/product-feedback-append-page')),
  },
];
