import type { Language } from '@diagops/contracts';
import { matchRoutes } from 'react-router';
import { entryFor, type MenuNode, menuTitle } from '../../../shared/menu/menu-tree';
import type { AreaKey } from '../../router/area-routes';
import { ROUTE_INDEX } from '../../router/route-index';

/** A page of an area as the shell knows it before the area loads: its path pattern, title and area. */
export type IndexedRoute = { path: string; titleKey: string; area: AreaKey };

const INDEXED: Array<{ path: string; route: IndexedRoute }> = (
  Object.entries(ROUTE_INDEX) as Array<[AreaKey, ReadonlyArray<readonly [string, string]>]>
).flatMap(([area, routes]) => routes.map(([path, titleKey]) => ({ path, route: { path, titleKey, area } })));

export type ResolvedPage = { kind: 'feature'; route: IndexedRoute } | { kind: 'menu'; node: MenuNode } | { kind: 'iframe'; name: string };

export const IFRAME_PREFIX = '/myiframe/';

/** What renders at a path: a feature page, a menu page not built yet, or an embedded page; null → 404. */
export function resolvePage(pathname: string, menu: MenuNode[]): ResolvedPage | null {
  if (pathname.startsWith(IFRAME_PREFIX) && pathname.length > IFRAME_PREFIX.length)
    return { kind: 'iframe', name: decodeURIComponent(pathname.slice(IFRAME_PREFIX.length)) };
  const match = matchRoutes(INDEXED, pathname);
  const hit = match?.[match.length - 1]?.route as { route: IndexedRoute } | undefined;
  if (hit) return { kind: 'feature', route: hit.route };
  const node = entryFor(menu, pathname);
  return node ? { kind: 'menu', node } : null;
}

/** The page's name for its tab and breadcrumb: the server menu's name, else the feature's title. */
export function pageTitle(pathname: string, page: ResolvedPage | null, menu: MenuNode[], lang: Language, t: (k: string) => string): string {
  const node = entryFor(menu, pathname);
  if (node) return menuTitle(node, lang);
  if (page?.kind === 'feature') return t(page.route.titleKey);
  if (page?.kind === 'iframe') return page.name;
  return pathname;
}
