import type { TMenuNode } from '@diagops/contracts';
import { describe, expect, it } from 'vitest';
import { changedFields, filterMenu, formatQuery, parentIds, parentOptions, parseQuery, subtreeIds, toRows } from './menu-tree';

let seq = 0;
function node(name: string, enName: string, extra: Partial<TMenuNode> = {}, children: TMenuNode[] = []): TMenuNode {
  seq++;
  return {
    menuId: extra.menuId ?? seq,
    parentId: -1,
    name,
    enName,
    path: null,
    icon: null,
    permission: null,
    type: 0,
    sortOrder: 0,
    platformType: 1,
    href: null,
    query: null,
    group: [],
    meta: { roles: [] },
    keepAlive: true,
    enabled: true,
    version: 1,
    ...extra,
    children,
  };
}

const tree = [
  node('用户管理', 'User administration', { menuId: 1, path: '/user' }, [
    node('菜单管理', 'Menu management', { menuId: 2, path: '/user/menu' }, [node('新增菜单', 'Add menus', { menuId: 3, type: 1, permission: 'sys_menu_add' })]),
    node('部门用户管理', 'Department and user management', { menuId: 4, path: '/user/userlist' }),
  ]),
  node('首页', 'Homepage', { menuId: 5, path: '/homePage' }),
];

describe('menu tree', () => {
  it('toRows drops empty children so leaves have no expander', () => {
    const rows = toRows(tree);
    expect(rows[0]!.children![0]!.children![0]).not.toHaveProperty('children');
    expect(rows[1]).not.toHaveProperty('children');
    expect(rows[0]!.children).toHaveLength(2);
  });

  it('filterMenu keeps matches (either language, any case) with the path down to them', () => {
    const r = filterMenu(tree, { name: 'menu MAN' });
    expect(r.map((n) => n.menuId)).toEqual([1]);
    expect(r[0]!.children.map((n) => n.menuId)).toEqual([2]);
    // a matching node keeps its whole subtree
    expect(r[0]!.children[0]!.children.map((n) => n.menuId)).toEqual([3]);
    expect(filterMenu(tree, { name: '部门' })[0]!.children.map((n) => n.menuId)).toEqual([4]);
  });

  it('filterMenu by path, by both, and with nothing to search', () => {
    expect(filterMenu(tree, { path: 'userlist' })[0]!.children.map((n) => n.menuId)).toEqual([4]);
    expect(filterMenu(tree, { name: 'Homepage', path: '/user' })).toEqual([]);
    expect(filterMenu(tree, { name: '  ' })).toBe(tree);
    expect(filterMenu(tree, { name: 'nothing like it' })).toEqual([]);
  });

  it('parentIds and subtreeIds', () => {
    expect(parentIds(tree)).toEqual([1, 2]);
    expect(subtreeIds(tree[0]!)).toEqual([1, 2, 3, 4]);
  });

  it('parentOptions lists pages only and blocks the edited node and what is below it', () => {
    const opts = parentOptions(tree, 'en-US', 2);
    expect(opts.map((o) => o.title)).toEqual(['User administration', 'Homepage']);
    const menu = opts[0]!.children![0]!;
    expect(menu).toMatchObject({ value: 2, disabled: true });
    expect(menu.children).toBeUndefined(); // the button below is no parent
    expect(opts[0]!.children![1]).toEqual({ value: 4, title: 'Department and user management' });
    expect(parentOptions(tree, 'zh-CN')[0]!.title).toBe('用户管理');
  });

  it('query text round trip', () => {
    expect(parseQuery('?tab=1&type=a%20b')).toEqual({ tab: '1', type: 'a b' });
    expect(parseQuery('  ')).toBeNull();
    expect(parseQuery(undefined)).toBeNull();
    expect(formatQuery({ tab: '1', type: 'a b' })).toBe('tab=1&type=a+b');
    expect(parseQuery(formatQuery({ x: 'y&z' }))).toEqual({ x: 'y&z' });
    expect(formatQuery(null)).toBe('');
  });

  it('changedFields sends only what changed (null clears)', () => {
    const before: Record<string, unknown> = { name: 'a', icon: 'X', group: ['/a'], meta: { roles: [] } };
    expect(changedFields(before, { name: 'a', icon: null, group: ['/a'], meta: { roles: ['R'] } })).toEqual({ icon: null, meta: { roles: ['R'] } });
    expect(changedFields(before, { ...before })).toEqual({});
  });
});
