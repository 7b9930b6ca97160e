import type { App } from '../platform/http/types';
import { kitJobsPlugin } from '../platform/kit/job-routes';
import { accountRoutes } from './account/account.routes';
import { authRoutes } from './auth/auth.routes';
import { deptsRoutes } from './depts/depts.routes';
import { dictionaryRoutes } from './dictionary/dictionary.routes';
import { menusRoutes } from './menus/menus.routes';
import { productsRoutes } from './products/products.routes';
import { rolesRoutes } from './roles/roles.routes';
import { skusRoutes } from './skus/skus.routes';
import { channelsRoutes } from './supply/channels.routes';
import { userAdminRoutes } from './users/user-admin.routes';
import { usersRoutes } from './users/users.routes';

/** Every area's routes. A new area adds one line. */
export const moduleRoutes: Array<(app: App) => Promise<void>> = [
  authRoutes,
  accountRoutes,
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
];
