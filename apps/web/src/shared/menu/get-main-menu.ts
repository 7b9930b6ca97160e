import { svcPath } from '../config/app-config';
import { request } from '../http/client';
import type { MenuNode } from './menu-tree';

/** POST /{svc}-user/menu/getMainMenu: the signed-in user's menu tree. */
export async function getMainMenu(): Promise<MenuNode[]> {
  const r = await request<MenuNode[]>({ url: svcPath('user', '/menu/getMainMenu'), method: 'post', data: {}, silent: true });
  return r.data ?? [];
}

/** POST /{svc}-user/menu/getMenu/{id}: sub-menus of an entry; -1 is the full menu. */
export async function getSubMenu(id: number): Promise<MenuNode[]> {
  const r = await request<MenuNode[]>({ url: svcPath('user', `/menu/getMenu/${id}`), method: 'post', data: {}, silent: true });
  return r.data ?? [];
}
