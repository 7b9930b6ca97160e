/**
 * The permission names and routes of the dashboards (/datascreen), apart from the schemas: the
 * console's route manifest (in the shell) reads these without loading them.
 */
export const DASHBOARD_PERMISSION = {
  view: 'datascreen_view',
  schedule: 'datascreen_schedule',
  export: 'datascreen_export',
} as const;

export const DASHBOARD_FOLDER = '/datascreen';
export const DASHBOARD_KINDS = ['current', 'product', 'sale', 'user', 'aftersale'] as const;
export type DashboardKind = (typeof DASHBOARD_KINDS)[number];
/** The screen of each dashboard (routes.tsv). */
export const DASHBOARD_ROUTES: Record<DashboardKind, string> = {
  current: '/datascreen/current',
  product: '/datascreen/product/detail',
  sale: '/datascreen/sale/detail',
  user: '/datascreen/user/detail',
  aftersale: '/datascreen/aftersale/detail',
};
