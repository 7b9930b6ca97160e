import type { TDeptNode } from '@diagops/contracts';

export type DeptOption = { value: number; title: string; disabled?: boolean; children?: DeptOption[] };

/** The department picker's tree; the department being edited and those below it are disabled (no moving under itself). */
export function deptOptions(tree: TDeptNode[], blocked?: number): DeptOption[] {
  const walk = (nodes: TDeptNode[], off: boolean): DeptOption[] =>
    nodes.map((n) => {
      const here = off || n.deptId === blocked;
      const children = walk(n.children, here);
      return { value: n.deptId, title: n.name, ...(here ? { disabled: true } : {}), ...(children.length > 0 ? { children } : {}) };
    });
  return walk(tree, false);
}

/** Ids of departments that have sub-departments (to expand the tree). */
export const deptBranchIds = (tree: TDeptNode[]): number[] => tree.flatMap((n) => (n.children.length > 0 ? [n.deptId, ...deptBranchIds(n.children)] : []));

export function findDept(tree: TDeptNode[], id: number): TDeptNode | undefined {
  for (const n of tree) {
    if (n.deptId === id) return n;
    const f = findDept(n.children, id);
    if (f) return f;
  }
  return undefined;
}
