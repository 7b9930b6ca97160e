import { INVALID_TOKEN_MARKER, SCROLL_RESET_FROM_MENU, SUB_APPS } from '../../../shared/config/app-config';
import type { MenuNode } from '../../../shared/menu/menu-tree';
import { removeStore } from '../../../shared/storage/storage';
import { forgetScroll } from '../content/scroll-memory';
import { openTab } from '../tabs/tabs-store';

type Navigate = (to: string) => void;

const isExternal = (href: string) => /^https?:\/\//i.test(href);

/** Where a menu entry leads: a console route, a sub-application, or an embedded page. */
export function entryTarget(n: Pick<MenuNode, 'path' | 'platformType' | 'href' | 'query'>): { kind: 'route' | 'subApp'; to: string } | null {
  const sub = SUB_APPS[n.platformType];
  if (sub && n.path) return { kind: 'subApp', to: `${sub}${n.path}` };
  if (n.href && isExternal(n.href)) {
    const name = (n.path ?? n.href).replace(/^\/+/, '').replace(/[^\w-]+/g, '-');
    return { kind: 'route', to: `/myiframe/${name}?src=${encodeURIComponent(n.href)}` };
  }
  if (!n.path) return null;
  const query = n.query && Object.keys(n.query).length > 0 ? `?${new URLSearchParams(n.query).toString()}` : '';
  return { kind: 'route', to: n.path + query };
}

/**
 * Opens a menu entry. platformType 3 and 4 open /evcharge/#{path} and /factory/#{path}
 * on the same host, clearing the invalid-token page marker; /question and /brand/fileLog
 * start at the top when opened from the menu.
 */
export function openEntry(n: MenuNode, navigate: Navigate, openWindow: (url: string) => void = (u) => window.open(u, '_blank')): void {
  const target = entryTarget(n);
  if (!target) return;
  if (target.kind === 'subApp') {
    removeStore(INVALID_TOKEN_MARKER);
    openWindow(target.to);
    return;
  }
  if (n.path && SCROLL_RESET_FROM_MENU.includes(n.path)) forgetScroll(n.path);
  // the tab opens with the click: a page still loading when the next entry is clicked is
  // never rendered (the router skips to the newer navigation), yet the user asked for it
  const url = new URL(target.to, window.location.origin);
  openTab(url.pathname, url.search);
  navigate(target.to);
}
