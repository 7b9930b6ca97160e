/** What other features may use from departments. */
export { DEPTS_KEY, useDeptTree } from './api/query-depts';
export { DeptTreePanel } from './components/dept-tree-panel';
export { deptOptions } from './dept-tree';
