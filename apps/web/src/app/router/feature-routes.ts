import { accountRoutes } from '../../features/account/routes';
import { aiRoutes } from '../../features/ai/routes';
import { approvalsRoutes } from '../../features/approvals/routes';
import { assetsRoutes } from '../../features/assets/routes';
import { channelsRoutes } from '../../features/channels/routes';
import { chatRoutes } from '../../features/chat/routes';
import { configRoutes } from '../../features/config/routes';
import { customersRoutes } from '../../features/customers/routes';
import { dashboardRoutes } from '../../features/dashboard/routes';
import { dealersRoutes } from '../../features/dealers/routes';
import { devicesRoutes } from '../../features/devices/routes';
import { dictionaryRoutes } from '../../features/dictionary/routes';
import { expertsRoutes } from '../../features/experts/routes';
import { faultlightRoutes } from '../../features/faultlight/routes';
import { feedbackRoutes } from '../../features/feedback/routes';
import { financeRoutes } from '../../features/finance/routes';
import { homeRoutes } from '../../features/home/routes';
import { knowledgeRoutes } from '../../features/knowledge/routes';
import { legalRoutes } from '../../features/legal/routes';
import { logfilesRoutes } from '../../features/logfiles/routes';
import { logsRoutes } from '../../features/logs/routes';
import { mailRoutes } from '../../features/mail/routes';
import { mallRoutes } from '../../features/mall/routes';
import { marketingRoutes } from '../../features/marketing/routes';
import { menusRoutes } from '../../features/menus/routes';
import { messagesRoutes } from '../../features/messages/routes';
import { productsRoutes } from '../../features/products/routes';
import { repairRoutes } from '../../features/repair/routes';
import { reportsRoutes } from '../../features/reports/routes';
import { rolesRoutes } from '../../features/roles/routes';
import { skusRoutes } from '../../features/skus/routes';
import { softwareRoutes } from '../../features/software/routes';
import { stockRoutes } from '../../features/stock/routes';
import { supplyRoutes } from '../../features/supply/routes';
import { terminalsRoutes } from '../../features/terminals/routes';
import { trackingRoutes } from '../../features/tracking/routes';
import { usersRoutes } from '../../features/users/routes';
import { vehicleRoutes } from '../../features/vehicle/routes';
import type { FeatureRoute } from '../../shared/routing/feature-route';
import type { AreaKey } from './area-routes';

/** Every area's pages, keyed as AREA_ROUTES is: read by tests (route-index.test.ts checks the index against it), never by the shell. */
export const AREA_ROUTE_LISTS: Record<AreaKey, FeatureRoute[]> = {
  home: homeRoutes,
  account: accountRoutes,
  dictionary: dictionaryRoutes,
  products: productsRoutes,
  skus: skusRoutes,
  channels: channelsRoutes,
  supply: supplyRoutes,
  approvals: approvalsRoutes,
  stock: stockRoutes,
  config: configRoutes,
  vehicle: vehicleRoutes,
  repair: repairRoutes,
  faultlight: faultlightRoutes,
  logs: logsRoutes,
  reports: reportsRoutes,
  customers: customersRoutes,
  devices: devicesRoutes,
  logfiles: logfilesRoutes,
  feedback: feedbackRoutes,
  chat: chatRoutes,
  software: softwareRoutes,
  knowledge: knowledgeRoutes,
  mail: mailRoutes,
  dealers: dealersRoutes,
  experts: expertsRoutes,
  terminals: terminalsRoutes,
  messages: messagesRoutes,
  assets: assetsRoutes,
  menus: menusRoutes,
  roles: rolesRoutes,
  users: usersRoutes,
  tracking: trackingRoutes,
  dashboard: dashboardRoutes,
  legal: legalRoutes,
  ai: aiRoutes,
  marketing: marketingRoutes,
  mall: mallRoutes,
  finance: financeRoutes,
};

export const featureRoutes: FeatureRoute[] = Object.values(AREA_ROUTE_LISTS).flat();
