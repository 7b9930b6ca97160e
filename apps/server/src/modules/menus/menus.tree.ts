import { MENU_ROOT_ID, type TMenuFields, type TMenuNode } from '@diagops/contracts';
import type { MenuRow } from './menus.repository';

/** The client shape of a node (platform.md §3 "Menu node"). */
export function presentMenu(m: MenuRow): TMenuFields {
  return {
    menuId: m.id,
    parentId: m.parentId,
    name: m.name,
    enName: m.enName,
    path: m.path,
    icon: m.icon,
    permission: m.permission,
    type: m.type === 1 ? 1 : 0,
    sortOrder: m.sortOrder,
    platformType: m.platformType,
    href: m.href,
    query: m.query ?? null,
    group: m.group ?? [],
    meta: { roles: m.metaRoles ?? [] },
    keepAlive: m.keepAlive,
    enabled: m.enabled,
    version: m.version,
  };
}

/**
 * Builds the tree from rows already sorted by (sortOrder, id). A node whose parent is not
 * among the rows is dropped with its subtree when `dropOrphans` (a user's menu: a hidden
 * folder hides what is inside it), or shown at the top level otherwise (the admin view
 * never loses a node).
 */
export function buildTree(rows: MenuRow[], opts: { dropOrphans: boolean }): TMenuNode[] {
  const nodes = new Map<number, TMenuNode>();
  for (const r of rows) nodes.set(r.id, { ...presentMenu(r), children: [] });
  const roots: TMenuNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId === MENU_ROOT_ID ? undefined : nodes.get(r.parentId);
    if (parent) parent.children.push(node);
    else if (r.parentId === MENU_ROOT_ID || !opts.dropOrphans) roots.push(node);
  }
  return roots;
}

/** Finds a node anywhere in a tree. */
export function findInTree(tree: TMenuNode[], id: number): TMenuNode | undefined {
  for (const n of tree) {
    if (n.menuId === id) return n;
    const hit = findInTree(n.children, id);
    if (hit) return hit;
  }
  return undefined;
}

/**
 * meta.roles (platform.md §2): an entry whose role list is non-empty and names none of the
 * user's role codes is hidden.
 */
export function visibleToRoles(m: MenuRow, roleCodes: readonly string[]): boolean {
  const wanted = m.metaRoles ?? [];
  return wanted.length === 0 || wanted.some((code) => roleCodes.includes(code));
}
