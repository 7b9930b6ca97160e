import { MESSAGE_PERMISSION as P } from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

const list = lazy(() => import('./pages/message-list-page'));
const page = lazy(() => import('./pages/message-page'));
const history = lazy(() => import('./pages/send-history-page'));
const view = P.messageView;
const edit = P.messageEdit;

/** The message centre's messages and delivery (issue 14): the 20 routes of area `messages` the mail feature does not serve. */
export const messagesRoutes: FeatureRoute[] = [
  { path: '/messageCenter/stationMessage/list', titleKey: 'messages.routes.stationList', permission: view, component: list },
  { path: '/messageCenter/stationMessage/add/:id?', titleKey: 'messages.routes.stationAdd', permission: edit, component: page },
  { path: '/messageCenter/stationMessage/edit/:id', titleKey: 'messages.routes.stationEdit', permission: view, component: page },
  { path: '/messageCenter/stationMessage/history', titleKey: 'messages.routes.stationHistory', permission: P.recordView, component: history },
  {
    path: '/messageCenter/push/serviceList',
    titleKey: 'messages.routes.pushServices',
    permission: P.pushProviderManage,
    component: lazy(() => import('./pages/push-provider-page')),
  },
  { path: '/messageCenter/push/pushList', titleKey: 'messages.routes.pushList', permission: view, component: list },
  { path: '/messageCenter/push/pushHistory', titleKey: 'messages.routes.pushHistory', permission: P.recordView, component: history },
  { path: '/messageCenter/push/add', titleKey: 'messages.routes.pushAdd', permission: edit, component: page },
  { path: '/messageCenter/push/detail/:id?', titleKey: 'messages.routes.pushDetail', permission: view, component: page },
  { path: '/messageCenter/email/taskList', titleKey: 'messages.routes.mailTasks', permission: view, component: list },
  { path: '/messageCenter/email/taskAdd', titleKey: 'messages.routes.mailTaskAdd', permission: edit, component: page },
  { path: '/messageCenter/email/taskEdit/:id', titleKey: 'messages.routes.mailTaskEdit', permission: view, component: page },
  { path: '/messageCenter/email/sendDetail/:id', titleKey: 'messages.routes.mailSendDetail', permission: view, component: page },
  { path: '/messageCenter/subscription/taskAdd', titleKey: 'messages.routes.subTaskAdd', permission: edit, component: page },
  { path: '/messageCenter/subscription/taskEdit/:id', titleKey: 'messages.routes.subTaskEdit', permission: view, component: page },
  { path: '/messageCenter/subscription/sendDetail/:id', titleKey: 'messages.routes.subSendDetail', permission: view, component: page },
  { path: '/messageCenter/messageManage/messageSendNew/list', titleKey: 'messages.routes.sendNewList', permission: view, component: list },
  { path: '/messageCenter/messageManage/messageSendNew/add', titleKey: 'messages.routes.sendNewAdd', permission: edit, component: page },
  { path: '/messageCenter/messageManage/messageSendNew/edit/:id', titleKey: 'messages.routes.sendNewEdit', permission: view, component: page },
  {
    path: '/messageCenter/sendRecord',
    titleKey: 'messages.routes.sendRecord',
    permission: P.recordView,
    component: lazy(() => import('./pages/send-record-page')),
    rememberScroll: true,
  },
];
