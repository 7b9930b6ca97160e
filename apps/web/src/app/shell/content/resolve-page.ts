import type { Language } from '@diagops/contracts';
import { matchRoutes } from 'react-router';
import { entryFor, type MenuNode, menuTitle } from '../../../shared/menu/menu-tree';
import type { FeatureRoute } from '../../../shared/routing/feature-route';

export type ResolvedPage = { kind: 'feature'; route: FeatureRoute } | { kind: 'menu'; node: MenuNode } | { kind: 'iframe'; name: string };

export const IFRAME_PREFIX = '/myiframe/';

/** What renders at a path: a feature page, a menu page not built yet, or an embedded page; null → 404. */
export function resolvePage(pathname: string, routes: FeatureRoute[], menu: MenuNode[]): ResolvedPage | null {
  if (pathname.startsWith(IFRAME_PREFIX) && pathname.length > IFRAME_PREFIX.length)
    return { kind: 'iframe', name: decodeURIComponent(pathname.slice(IFRAME_PREFIX.length)) };
  const match = matchRoutes(
    routes.map((r) => ({ path: r.path, route: r })),
    pathname,
  );
  const hit = match?.[match.length - 1]?.route as { route: FeatureRoute } | undefined;
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
