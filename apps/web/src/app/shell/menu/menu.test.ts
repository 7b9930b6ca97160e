import { describe, expect, it, vi } from 'vitest';
import { entryFor, type MenuNode, menuTitle, trailOf, visibleMenu } from '../../../shared/menu/menu-tree';
import { getStore, setStore } from '../../../shared/storage/storage';
import { resolvePage } from '../content/resolve-page';
import { recallScroll, rememberScroll } from '../content/scroll-memory';
import { entryTarget, openEntry } from './open-entry';

let id = 0;
const node = (p: Partial<MenuNode> & { path: string | null }): MenuNode => ({
  menuId: ++id,
  parentId: -1,
  name: `名${id}`,
  enName: `Name ${id}`,
  icon: null,
  permission: null,
  type: 0,
  sortOrder: id,
  platformType: 1,
  href: null,
  query: null,
  group: [],
  meta: { roles: [] },
  keepAlive: false,
  enabled: true,
  version: 1,
  children: [],
  ...p,
});

describe('menu', () => {
  const users = node({
    path: '/user',
    children: [node({ path: '/user/userlist', group: ['/user/detail'] }), node({ path: '/user/menu', meta: { roles: ['ROLE_ADMIN'] } })],
  });
  const tree = [node({ path: '/homePage' }), users, node({ path: null, type: 1, permission: 'x' })];

  it('hides buttons, and entries whose meta.roles names none of the user roles', () => {
    const seen = visibleMenu(tree, ['ROLE_OPERATOR']);
    expect(seen.map((n) => n.path)).toEqual(['/homePage', '/user']);
    expect(seen[1]!.children.map((n) => n.path)).toEqual(['/user/userlist']);
    expect(visibleMenu(tree, ['ROLE_ADMIN'])[1]!.children).toHaveLength(2);
  });

  it('finds the trail of a path, sub-paths of the group included', () => {
    expect(trailOf(tree, '/user/userlist').map((n) => n.path)).toEqual(['/user', '/user/userlist']);
    expect(trailOf(tree, '/user/detail/5').map((n) => n.path)).toEqual(['/user', '/user/userlist']);
    expect(trailOf(tree, '/nowhere')).toEqual([]);
  });

  it('names entries in the user language', () => {
    expect(menuTitle({ name: '首页', enName: 'Homepage' }, 'zh-CN')).toBe('首页');
    expect(menuTitle({ name: '首页', enName: 'Homepage' }, 'en-US')).toBe('Homepage');
  });

  it('opens platformType 3 and 4 as sub-applications and clears the invalid-token marker', () => {
    setStore('invalid-token-page', true, 'session');
    const opened = vi.fn();
    const navigate = vi.fn();
    openEntry(node({ path: '/station/list', platformType: 3 }), navigate, opened);
    expect(opened).toHaveBeenCalledWith('/evcharge/#/station/list');
    expect(getStore('invalid-token-page')).toBeUndefined();
    openEntry(node({ path: '/line', platformType: 4 }), navigate, opened);
    expect(opened).toHaveBeenLastCalledWith('/factory/#/line');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('opens console entries with their query, and http(s) links embedded', () => {
    expect(entryTarget(node({ path: '/question', query: { status: '1' } }))).toEqual({ kind: 'route', to: '/question?status=1' });
    expect(entryTarget(node({ path: '/docs', href: 'https://example.com/a' }))).toEqual({
      kind: 'route',
      to: '/myiframe/docs?src=https%3A%2F%2Fexample.com%2Fa',
    });
    expect(entryTarget(node({ path: '/x', href: 'javascript:alert(1)' }))).toEqual({ kind: 'route', to: '/x' });
  });

  it('resets the remembered scroll of /question and /brand/fileLog when opened from the menu, not of others', () => {
    rememberScroll('/question', 400);
    rememberScroll('/user/userlist', 300);
    const navigate = vi.fn();
    openEntry(node({ path: '/question' }), navigate);
    openEntry(node({ path: '/user/userlist' }), navigate);
    expect(recallScroll('/question')).toBe(0);
    expect(recallScroll('/user/userlist')).toBe(300);
    expect(navigate).toHaveBeenCalledWith('/question');
  });

  it('resolves a path to a feature page (from the route index), a menu page, an embedded page or nothing (404)', () => {
    const menuOnly = [...tree, node({ path: '/not/built/yet' })];
    expect(resolvePage('/homePage', menuOnly)).toMatchObject({ kind: 'feature', route: { area: 'home', titleKey: 'home.title' } });
    expect(resolvePage('/sysFunctionManage/funAdd', menuOnly)).toMatchObject({ kind: 'feature', route: { area: 'config' } });
    expect(resolvePage('/sysFunctionManage/funAdd/2', menuOnly)).toMatchObject({ kind: 'feature', route: { area: 'config' } });
    expect(resolvePage('/not/built/yet', menuOnly)?.kind).toBe('menu');
    expect(resolvePage('/myiframe/docs', menuOnly)).toEqual({ kind: 'iframe', name: 'docs' });
    expect(resolvePage('/no/such', menuOnly)).toBeNull();
    expect(entryFor(tree, '/user/menu')?.path).toBe('/user/menu');
  });
});
