import type { TRoleRecord, TRoleSaveRequest, TRoleUpdateRequest } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { postJson } from '../../../shared/kit/kit-api';

/** POST /{svc}-user/role/save: a new role (a taken code answers 10120). */
export const createRole = (b: TRoleSaveRequest) => postJson<TRoleRecord>(svcPath('user', '/role/save'), b);
/** POST /{svc}-user/role/update: the changed fields with roleId and version (stale → 1005). */
export const updateRole = (b: TRoleUpdateRequest) => postJson<TRoleRecord>(svcPath('user', '/role/update'), b);
