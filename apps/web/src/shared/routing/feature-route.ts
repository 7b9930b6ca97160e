import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * One page of a feature (ARCHITECTURE.md "Web console"). Each feature exports a list of
 * these from its routes.ts; the app registers them inside the shell. The server's menu
 * decides what shows in the sidebar; this manifest decides what renders.
 */
export type FeatureRoute = {
  /** react-router pattern: '/user/userlist', '/produce/add/:operationType?' */
  path: string;
  /** i18n key of the tab and breadcrumb title */
  titleKey: string;
  /** shown only to users holding one of these (absent: any signed-in user) */
  permission?: string | readonly string[];
  component: LazyExoticComponent<ComponentType>;
  /** remember the page's scroll position (platform.md §2) */
  rememberScroll?: boolean;
};
