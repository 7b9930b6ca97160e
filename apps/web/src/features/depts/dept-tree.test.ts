import type { TDeptNode } from '@diagops/contracts';
import { describe, expect, it } from 'vitest';
import { deptBranchIds, deptOptions, findDept } from './dept-tree';

const d = (deptId: number, name: string, children: TDeptNode[] = []): TDeptNode => ({
  deptId,
  parentId: 0,
  name,
  sortOrder: 0,
  fromDingtalk: false,
  version: 1,
  children,
});
const tree = [d(1, 'DiagOps', [d(2, 'R&D', [d(3, 'Firmware')]), d(4, 'Sales')])];

describe('department tree', () => {
  it('picker options keep the tree; leaves have no children list', () => {
    expect(deptOptions(tree)).toEqual([
      {
        value: 1,
        title: 'DiagOps',
        children: [
          { value: 2, title: 'R&D', children: [{ value: 3, title: 'Firmware' }] },
          { value: 4, title: 'Sales' },
        ],
      },
    ]);
  });
  it('the department being edited and those below it cannot be its parent', () => {
    const opts = deptOptions(tree, 2);
    expect(opts[0]!.disabled).toBeUndefined();
    expect(opts[0]!.children![0]).toMatchObject({ value: 2, disabled: true, children: [{ value: 3, disabled: true }] });
    expect(opts[0]!.children![1]!.disabled).toBeUndefined();
  });
  it('branches and lookup', () => {
    expect(deptBranchIds(tree)).toEqual([1, 2]);
    expect(findDept(tree, 3)?.name).toBe('Firmware');
    expect(findDept(tree, 9)).toBeUndefined();
  });
});
