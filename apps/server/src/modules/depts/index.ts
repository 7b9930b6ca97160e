// What other areas may use of depts: the tree, lookups, and the check users install.
export { allDepts, type DeptRow, deptRoleIds, deptSubtreeIds, findDept, findDeptByDingtalkId, insertDept, updateDept } from './depts.repository';
export { deptsRoutes } from './depts.routes';
export { seedDepartments, topDeptId } from './depts.seed';
export { deptDetail } from './depts.service';
export { deptNamesView } from './depts.views';
export { installMembersCheck, type MembersCheck } from './members';
