import type { MenuNode } from '../../../shared/menu/menu-tree';

export type SearchRow = { node: MenuNode; title: string; depth: number; page: boolean };

/**
 * The menu search's rows, depth first: pages (entries without children) and the folders above
 * them. With a query (case-insensitive, anywhere in the name), an entry shows when its name
 * matches, when a folder above it matches, or when an entry below it matches.
 */
export function searchRows(menu: MenuNode[], query: string, titleOf: (n: MenuNode) => string): SearchRow[] {
  const q = query.trim().toLowerCase();
  const rows: SearchRow[] = [];
  const walk = (nodes: MenuNode[], depth: number, shown: boolean): boolean => {
    let any = false;
    for (const node of nodes) {
      const title = titleOf(node);
      const self = shown || !q || title.toLowerCase().includes(q);
      const at = rows.length;
      const below = node.children.length > 0 && walk(node.children, depth + 1, self);
      if (self || below) {
        rows.splice(at, 0, { node, title, depth, page: node.children.length === 0 });
        any = true;
      }
    }
    return any;
  };
  walk(menu, 0, false);
  return rows;
}
