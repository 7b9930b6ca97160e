import {
  ACTIVITY_CALENDAR_ROUTE,
  ACTIVITY_STATISTICS_ROUTE,
  activityResource,
  advertResource,
  brushConfigResource,
  brushIntroResource,
  resourceMenuSeed,
  sceneResource,
} from '@diagops/contracts';
import type { MenuSeed } from '../menus';

/** The marketing folder: ads, brush-hiding configs and introductions, activities with their calendar and statistics, scenes. */
export const MARKETING_MENU: MenuSeed[] = [
  { path: '/marketing', name: '营销管理', enName: 'Marketing', icon: 'NotificationOutlined', sortOrder: 805 },
  resourceMenuSeed(advertResource),
  resourceMenuSeed(brushConfigResource),
  resourceMenuSeed(brushIntroResource),
  resourceMenuSeed(activityResource),
  { path: ACTIVITY_CALENDAR_ROUTE, name: '活动日历', enName: 'Activity dates', icon: 'CalendarOutlined', parent: '/marketing', sortOrder: 5 },
  { path: ACTIVITY_STATISTICS_ROUTE, name: '活动统计', enName: 'Activity statistics', icon: 'BarChartOutlined', parent: '/marketing', sortOrder: 6 },
  resourceMenuSeed(sceneResource),
];
