import type { TMenuNode } from '@diagops/contracts';
import { describe, expect, it } from 'vitest';
import { allIds, blockedIds, branchIds, grantedPermissions, partlyGranted, searchTree, toggleGrant } from './grant-tree';

const n = (menuId: number, name: string, children: TMenuNode[] = [], permission: string | null = null): TMenuNode => ({
  menuId,
  parentId: -1,
  name,
  enName: name.toUpperCase(),
  path: permission ? null : `/${name}`,
  icon: null,
  permission,
  type: permission ? 1 : 0,
  sortOrder: 0,
  platformType: 1,
  href: null,
  query: null,
  group: [],
  meta: { roles: [] },
  keepAlive: true,
  enabled: true,
  version: 1,
  children,
});

// user (1) → menu page (2) → add (3), del (4); users page (5) → view (6); home (7)
const tree = [
  n(1, 'user', [n(2, 'menu', [n(3, 'add', [], 'sys_menu_add'), n(4, 'del', [], 'sys_menu_del')]), n(5, 'users', [n(6, 'view', [], 'sys_user_view')])]),
  n(7, 'home'),
];
const set = (...ids: number[]) => new Set(ids);
const sorted = (s: Set<number>) => [...s].sort((a, b) => a - b);

describe('grant tree', () => {
  it('ticking a button grants it and the path above it', () => {
    expect(sorted(toggleGrant(tree, set(), 3, true))).toEqual([1, 2, 3]);
  });
  it('ticking a page grants everything below it too', () => {
    expect(sorted(toggleGrant(tree, set(7), 2, true))).toEqual([1, 2, 3, 4, 7]);
  });
  it('unticking takes the node and what is below it, and leaves the ancestors', () => {
    expect(sorted(toggleGrant(tree, set(1, 2, 3, 4, 5, 6), 2, false))).toEqual([1, 5, 6]);
    expect(sorted(toggleGrant(tree, set(1, 2, 3), 3, false))).toEqual([1, 2]);
  });
  it('unknown ids change nothing and the input is not mutated', () => {
    const before = set(7);
    expect(sorted(toggleGrant(tree, before, 99, true))).toEqual([7]);
    toggleGrant(tree, before, 1, true);
    expect(sorted(before)).toEqual([7]);
  });
  it('half-ticked: not granted but something below is', () => {
    expect(partlyGranted(tree, set(3)).sort()).toEqual([1, 2]);
    expect(partlyGranted(tree, set(1, 2, 3))).toEqual([]);
  });
  it('permissions, ids, branches', () => {
    expect(grantedPermissions(tree, set(1, 2, 3, 5, 6))).toEqual(['sys_menu_add', 'sys_user_view']);
    expect(allIds(tree)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(branchIds(tree)).toEqual([1, 2, 5]);
  });
  it('blocked: buttons whose permission the user lacks', () => {
    expect(sorted(blockedIds(tree, { sys_menu_add: true }))).toEqual([4, 6]);
  });
  it('search keeps matches (name, English name, permission) with their path', () => {
    const r = searchTree(tree, 'USER_view');
    expect(r.map((x) => x.menuId)).toEqual([1]);
    expect(r[0]!.children.map((x) => x.menuId)).toEqual([5]);
    expect(searchTree(tree, 'MENU')[0]!.children[0]!.children).toHaveLength(2);
    expect(searchTree(tree, '')).toBe(tree);
  });
});
