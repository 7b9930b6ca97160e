import type { TUserRecord } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { fetchPage } from '../../../shared/kit/kit-api';

/** POST /{svc}-user/user/getUserPage: staff users; deptId includes sub-departments; phones masked without sys_user_phone_view. */
export const getUserPage = (q: Record<string, unknown>) => fetchPage<TUserRecord>(svcPath('user', '/user/getUserPage'), q);
