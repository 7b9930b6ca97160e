import type { App } from '../platform/http/types';
import { kitJobsPlugin } from '../platform/kit/job-routes';
import { accountRoutes } from './account';
import { aiRoutes } from './ai';
import { approvalsRoutes } from './approvals';
import { assetsRoutes } from './assets';
import { authRoutes } from './auth';
import { chatRoutes } from './chat';
import { configRoutes } from './config';
import { customersRoutes } from './customers';
import { dashboardRoutes } from './dashboard';
import { dealersRoutes } from './dealers';
import { deptsRoutes } from './depts';
import { devicesRoutes } from './devices';
import { dictionaryRoutes } from './dictionary';
import { expertsRoutes } from './experts';
import { faultlightRoutes } from './faultlight';
import { feedbackRoutes } from './feedback';
import { filesRoutes } from './files';
import { financeRoutes } from './finance';
import { knowledgeRoutes } from './knowledge';
import { legalRoutes } from './legal';
import { logfilesRoutes } from './logfiles';
import { logsRoutes } from './logs';
import { mailRoutes } from './mail';
import { mallRoutes } from './mall';
import { marketingRoutes } from './marketing';
import { menusRoutes } from './menus';
import { messagesRoutes } from './messages';
import { productsRoutes } from './products';
import { repairRoutes } from './repair';
import { reportsRoutes } from './reports';
import { rolesRoutes } from './roles';
import { searchRoutes } from './search';
import { skusRoutes } from './skus';
import { softwareRoutes } from './software';
import { stockRoutes } from './stock';
import { channelsRoutes, supplyReferenceRoutes } from './supply';
import { terminalsRoutes } from './terminals';
import { trackingRoutes } from './tracking';
import { userAdminRoutes, usersRoutes } from './users';
import { vehicleRoutes } from './vehicle';
import { viewsRoutes } from './views';

/** Every area's routes, each from the area's index.ts. A new area adds one line. */
export const moduleRoutes: Array<(app: App) => Promise<void>> = [
  authRoutes,
  accountRoutes,
  filesRoutes,
  usersRoutes,
  menusRoutes,
  userAdminRoutes,
  deptsRoutes,
  rolesRoutes,
  productsRoutes,
  kitJobsPlugin,
  dictionaryRoutes,
  skusRoutes,
  channelsRoutes,
  supplyReferenceRoutes,
  customersRoutes,
  devicesRoutes,
  logfilesRoutes,
  feedbackRoutes,
  softwareRoutes,
  knowledgeRoutes,
  chatRoutes,
  mailRoutes,
  dealersRoutes,
  expertsRoutes,
  terminalsRoutes,
  messagesRoutes,
  assetsRoutes,
  approvalsRoutes,
  stockRoutes,
  configRoutes,
  vehicleRoutes,
  repairRoutes,
  faultlightRoutes,
  logsRoutes,
  reportsRoutes,
  trackingRoutes,
  dashboardRoutes,
  legalRoutes,
  aiRoutes,
  marketingRoutes,
  mallRoutes,
  financeRoutes,
  searchRoutes,
  viewsRoutes,
];
