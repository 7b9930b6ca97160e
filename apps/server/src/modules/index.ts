import type { App } from '../platform/http/types';
import { kitJobsPlugin } from '../platform/kit/job-routes';
import { accountRoutes } from './account';
import { authRoutes } from './auth';
import { customersRoutes } from './customers';
import { deptsRoutes } from './depts';
import { devicesRoutes } from './devices';
import { dictionaryRoutes } from './dictionary';
import { filesRoutes } from './files';
import { knowledgeRoutes } from './knowledge';
import { logfilesRoutes } from './logfiles';
import { menusRoutes } from './menus';
import { productsRoutes } from './products';
import { rolesRoutes } from './roles';
import { skusRoutes } from './skus';
import { softwareRoutes } from './software';
import { channelsRoutes } from './supply';
import { userAdminRoutes, usersRoutes } from './users';

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
  customersRoutes,
  devicesRoutes,
  logfilesRoutes,
  softwareRoutes,
  knowledgeRoutes,
];
