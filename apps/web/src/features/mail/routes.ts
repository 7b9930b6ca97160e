import { MAIL_PERMISSION as P } from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

const providers = () => import('./pages/provider-page');
const scenes = () => import('./pages/scene-page');
const editor = () => import('./pages/template-editor-page');
const messageScenes = () => import('./pages/message-scene-page');

/** The mail area's 17 routes of /messageCenter (routes.tsv); the messages area adds the task, send and push routes. */
export const mailRoutes: FeatureRoute[] = [
  { path: '/messageCenter/email/supplierList', titleKey: 'mail.providersTitle', permission: P.providerView, component: lazy(providers) },
  { path: '/messageCenter/email/supplierDetail/:id', titleKey: 'mail.providerDetailTitle', permission: P.providerView, component: lazy(providers) },
  { path: '/messageCenter/email/sceneList', titleKey: 'mail.scenesTitle', permission: P.sceneView, component: lazy(scenes) },
  { path: '/messageCenter/email/sceneAdd', titleKey: 'mail.sceneAddTitle', permission: P.sceneEdit, component: lazy(scenes) },
  { path: '/messageCenter/email/sceneEdit/:id', titleKey: 'mail.sceneEditTitle', permission: P.sceneEdit, component: lazy(scenes) },
  {
    path: '/messageCenter/email/templateList',
    titleKey: 'mail.templatesTitle',
    permission: P.templateView,
    component: lazy(() => import('./pages/template-list-page')),
  },
  { path: '/messageCenter/email/templateAdd', titleKey: 'mail.templateAddTitle', permission: P.templateEdit, component: lazy(editor) },
  { path: '/messageCenter/email/templateDetail/:id', titleKey: 'mail.templateDetailTitle', permission: P.templateView, component: lazy(editor) },
  { path: '/messageCenter/messageScene/list', titleKey: 'mail.messageScenesTitle', permission: P.messageSceneView, component: lazy(messageScenes) },
  { path: '/messageCenter/messageScene/add', titleKey: 'mail.messageSceneAddTitle', permission: P.messageSceneEdit, component: lazy(messageScenes) },
  { path: '/messageCenter/messageScene/edit/:id', titleKey: 'mail.messageSceneEditTitle', permission: P.messageSceneEdit, component: lazy(messageScenes) },
  {
    path: '/messageCenter/messageScene/detail/:id',
    titleKey: 'mail.messageSceneDetailTitle',
    permission: P.messageSceneView,
    component: lazy(messageScenes),
  },
  {
    path: '/messageCenter/subscription/user',
    titleKey: 'mail.subscribersTitle',
    permission: P.subscriptionView,
    component: lazy(() => import('./pages/subscription-page')),
  },
  { path: '/messageCenter/subscription/templateAdd', titleKey: 'mail.subscriptionTemplateAddTitle', permission: P.templateEdit, component: lazy(editor) },
  {
    path: '/messageCenter/subscription/templateEdit/:id',
    titleKey: 'mail.subscriptionTemplateEditTitle',
    permission: P.templateView,
    component: lazy(editor),
  },
  {
    path: '/messageCenter/templateConfig',
    titleKey: 'mail.templateConfigTitle',
    permission: P.templateConfigView,
    component: lazy(() => import('./pages/template-config-page')),
  },
  {
    path: '/messageCenter/receivingTerminal',
    titleKey: 'mail.terminalsTitle',
    permission: P.terminalView,
    component: lazy(() => import('./pages/terminal-page')),
  },
];
