/** What other features may use from roles. */
export { ROLE_LIST_KEY, useRoleOptions } from './api/get-role-list';
