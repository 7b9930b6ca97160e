import type { FeatureRoute } from '../../shared/routing/feature-route';

/**
 * Each area's pages, loaded when one of them first opens: the shell holds only the route index
 * (route-index.ts: paths and titles), so the manifest does not grow the shell as areas are added.
 */
export const AREA_ROUTES = {
  home: () => import('../../features/home/routes').then((m) => m.homeRoutes),
  account: () => import('../../features/account/routes').then((m) => m.accountRoutes),
  dictionary: () => import('../../features/dictionary/routes').then((m) => m.dictionaryRoutes),
  products: () => import('../../features/products/routes').then((m) => m.productsRoutes),
  skus: () => import('../../features/skus/routes').then((m) => m.skusRoutes),
  channels: () => import('../../features/channels/routes').then((m) => m.channelsRoutes),
  supply: () => import('../../features/supply/routes').then((m) => m.supplyRoutes),
  approvals: () => import('../../features/approvals/routes').then((m) => m.approvalsRoutes),
  stock: () => import('../../features/stock/routes').then((m) => m.stockRoutes),
  config: () => import('../../features/config/routes').then((m) => m.configRoutes),
  vehicle: () => import('../../features/vehicle/routes').then((m) => m.vehicleRoutes),
  repair: () => import('../../features/repair/routes').then((m) => m.repairRoutes),
  faultlight: () => import('../../features/faultlight/routes').then((m) => m.faultlightRoutes),
  logs: () => import('../../features/logs/routes').then((m) => m.logsRoutes),
  reports: () => import('../../features/reports/routes').then((m) => m.reportsRoutes),
  customers: () => import('../../features/customers/routes').then((m) => m.customersRoutes),
  devices: () => import('../../features/devices/routes').then((m) => m.devicesRoutes),
  logfiles: () => import('../../features/logfiles/routes').then((m) => m.logfilesRoutes),
  feedback: () => import('../../features/feedback/routes').then((m) => m.feedbackRoutes),
  chat: () => import('../../features/chat/routes').then((m) => m.chatRoutes),
  software: () => import('../../features/software/routes').then((m) => m.softwareRoutes),
  knowledge: () => import('../../features/knowledge/routes').then((m) => m.knowledgeRoutes),
  mail: () => import('../../features/mail/routes').then((m) => m.mailRoutes),
  dealers: () => import('../../features/dealers/routes').then((m) => m.dealersRoutes),
  experts: () => import('../../features/experts/routes').then((m) => m.expertsRoutes),
  terminals: () => import('../../features/terminals/routes').then((m) => m.terminalsRoutes),
  messages: () => import('../../features/messages/routes').then((m) => m.messagesRoutes),
  assets: () => import('../../features/assets/routes').then((m) => m.assetsRoutes),
  menus: () => import('../../features/menus/routes').then((m) => m.menusRoutes),
  roles: () => import('../../features/roles/routes').then((m) => m.rolesRoutes),
  users: () => import('../../features/users/routes').then((m) => m.usersRoutes),
  tracking: () => import('../../features/tracking/routes').then((m) => m.trackingRoutes),
  dashboard: () => import('../../features/dashboard/routes').then((m) => m.dashboardRoutes),
  legal: () => import('../../features/legal/routes').then((m) => m.legalRoutes),
  ai: () => import('../../features/ai/routes').then((m) => m.aiRoutes),
  marketing: () => import('../../features/marketing/routes').then((m) => m.marketingRoutes),
  mall: () => import('../../features/mall/routes').then((m) => m.mallRoutes),
  finance: () => import('../../features/finance/routes').then((m) => m.financeRoutes),
} satisfies Record<string, () => Promise<FeatureRoute[]>>;

export type AreaKey = keyof typeof AREA_ROUTES;
