// What other areas may use of roles: the no-escalation rules and who holds which role.
export { type ActingTarget, assertMayActOn } from './acting-rule';
export { deptRoleIds, type RoleRef, rolesOfUser, rolesOfUsers, setDeptRoles, setUserRoles, type UserRoleRef } from './holders.repository';
export { insertRole, type RoleRow } from './roles.repository';
export { rolesRoutes } from './roles.routes';
export { ensureRole, seedRoles } from './roles.seed';
export { assertRolesWithinCaller, checkRoleIds } from './roles.service';
export { rolesView, userRolesView } from './roles.views';
