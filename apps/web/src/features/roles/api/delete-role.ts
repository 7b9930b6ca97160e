import { svcPath } from '../../../shared/config/app-config';
import { postJson } from '../../../shared/kit/kit-api';

/** POST /{svc}-user/role/delete: refused while users hold the role (1015); never the administrator role (1000). */
export const deleteRole = (roleId: number) => postJson<boolean>(svcPath('user', '/role/delete'), { roleId });
