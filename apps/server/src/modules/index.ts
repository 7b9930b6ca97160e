import type { App } from '../platform/http/types';
import { authRoutes } from './auth/auth.routes';
import { menusRoutes } from './menus/menus.routes';
import { usersRoutes } from './users/users.routes';

/** Every area's routes. A new area adds one line. */
export const moduleRoutes: Array<(app: App) => Promise<void>> = [authRoutes, usersRoutes, menusRoutes];
