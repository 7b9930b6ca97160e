import type { Language, TMenuNode } from '@diagops/contracts';

export type MenuNode = TMenuNode;

export const menuTitle = (n: Pick<MenuNode, 'name' | 'enName'>, lang: Language) => (lang === 'en-US' ? n.enName || n.name : n.name || n.enName);

/**
 * Pages and folders the user's roles may see: entries whose meta.roles names none of the
 * user's role codes are hidden (without codes, the server's filtering stands).
 */
export function visibleMenu(tree: MenuNode[], roleCodes: readonly string[] | undefined): MenuNode[] {
  return tree
    .filter((n) => n.type === 0 && n.enabled !== false)
    .filter((n) => !roleCodes || (n.meta?.roles ?? []).length === 0 || n.meta.roles.some((r) => roleCodes.includes(r)))
    .map((n) => ({ ...n, children: visibleMenu(n.children ?? [], roleCodes) }));
}

/** Does this entry own the path (its own path, or one of its group's sub-paths)? */
export function ownsPath(n: MenuNode, pathname: string): boolean {
  if (n.path && (n.path === pathname || pathname.startsWith(`${n.path}/`))) return true;
  return (n.group ?? []).some((g) => g && (g === pathname || pathname.startsWith(`${g}/`)));
}

/** The chain of entries from the top down to the deepest one owning the path (breadcrumb, open keys). */
export function trailOf(tree: MenuNode[], pathname: string): MenuNode[] {
  for (const n of tree) {
    const below = trailOf(n.children, pathname);
    if (below.length > 0) return [n, ...below];
    if (ownsPath(n, pathname)) return [n];
  }
  return [];
}

/** Every node, depth first. */
export function flatten(tree: MenuNode[]): MenuNode[] {
  return tree.flatMap((n) => [n, ...flatten(n.children)]);
}

/** The leaf entry with exactly this path, if any. */
export function entryFor(tree: MenuNode[], pathname: string): MenuNode | undefined {
  return flatten(tree).find((n) => n.path === pathname);
}
