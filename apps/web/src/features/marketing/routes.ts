import {
  ACTIVITIES_ROUTE,
  ACTIVITY_CALENDAR_ROUTE,
  ACTIVITY_STATISTICS_ROUTE,
  ADVERT_PERMISSION as AD,
  ADVERTS_ROUTE,
  ACTIVITY_PERMISSION as AP,
  BRUSH_CONFIG_PERMISSION as BC,
  BRUSH_INTRO_PERMISSION as BI,
  BRUSH_CONFIG_ROUTE,
  BRUSH_INTRO_ROUTE,
  SCENES_ROUTE,
  SCENE_PERMISSION as SP,
} from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

const adverts = lazy(() => import('./pages/advert-page'));
const intros = lazy(() => import('./pages/brush-intro-page'));
const activities = lazy(() => import('./pages/activity-page'));
const scenes = lazy(() => import('./pages/scene-page'));

/** routes.tsv area `marketing` (18): ads, brush-hiding, user activities with their dates and statistics, recommendation scenes. */
export const marketingRoutes: FeatureRoute[] = [
  { path: ADVERTS_ROUTE, titleKey: 'marketing.titles.adverts', permission: AD.view, component: adverts },
  { path: '/advertisingSettings/add', titleKey: 'marketing.titles.advertAdd', permission: AD.add, component: adverts },
  { path: '/advertisingSettings/edit/:id', titleKey: 'marketing.titles.advertEdit', permission: AD.edit, component: adverts },
  { path: '/advertisingSettings/detail/:id', titleKey: 'marketing.titles.advertDetail', permission: AD.view, component: adverts },
  { path: BRUSH_CONFIG_ROUTE, titleKey: 'marketing.titles.brushConfigs', permission: BC.view, component: lazy(() => import('./pages/brush-config-page')) },
  { path: BRUSH_INTRO_ROUTE, titleKey: 'marketing.titles.brushIntros', permission: BI.view, component: intros },
  { path: '/brushHidingIntroduction/addOrEdit', titleKey: 'marketing.titles.brushIntroEdit', permission: BI.edit, component: intros },
  { path: '/brushHidingIntroduction/detail', titleKey: 'marketing.titles.brushIntroDetail', permission: BI.view, component: intros },
  { path: ACTIVITIES_ROUTE, titleKey: 'marketing.titles.activities', permission: AP.view, component: activities },
  { path: '/activitiesManagement/userActivities/add', titleKey: 'marketing.titles.activityAdd', permission: AP.add, component: activities },
  { path: '/activitiesManagement/userActivities/edit/:id?/:type?', titleKey: 'marketing.titles.activityEdit', permission: AP.edit, component: activities },
  { path: '/activitiesManagement/userActivities/detail/:id?/:type?', titleKey: 'marketing.titles.activityDetail', permission: AP.view, component: activities },
  {
    path: ACTIVITY_CALENDAR_ROUTE,
    titleKey: 'marketing.titles.calendar',
    permission: AP.view,
    component: lazy(() => import('./pages/activity-calendar-page')),
  },
  {
    path: ACTIVITY_STATISTICS_ROUTE,
    titleKey: 'marketing.titles.statistics',
    permission: AP.view,
    component: lazy(() => import('./pages/activity-statistics-page')),
  },
  { path: SCENES_ROUTE, titleKey: 'marketing.titles.scenes', permission: SP.view, component: scenes },
  { path: '/personalizedRecommend/sceneManagement/add', titleKey: 'marketing.titles.sceneAdd', permission: SP.add, component: scenes },
  { path: '/personalizedRecommend/sceneManagement/edit/:id?', titleKey: 'marketing.titles.sceneEdit', permission: SP.edit, component: scenes },
  { path: '/personalizedRecommend/sceneManagement/detail/:id?', titleKey: 'marketing.titles.sceneDetail', permission: SP.view, component: scenes },
];
