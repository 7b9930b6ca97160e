import type { TRoleRecord } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { fetchPage } from '../../../shared/kit/kit-api';

/** POST /{svc}-user/role/page: { current, size, roleName?, roleCode?, sort? } → roles with their user counts. */
export const getRolePage = (q: Record<string, unknown>) => fetchPage<TRoleRecord>(svcPath('user', '/role/page'), q);
