import type { Language } from '@diagops/contracts';
import { type MenuNode, menuTitle } from '../../shared/menu/menu-tree';

export type ScreenHit = { path: string; title: string; trail: string };

/** The menu's console pages (entries without sub-pages; not buttons, links or sub-applications) whose name, in the language in use, holds the query. */
export function screenHits(menu: MenuNode[], query: string, lang: Language, limit = 5): ScreenHit[] {
  const q = query.trim().toLowerCase();
  const hits: ScreenHit[] = [];
  const walk = (nodes: MenuNode[], trail: string[]) => {
    for (const node of nodes.filter((n) => n.type === 0 && n.enabled !== false)) {
      const title = menuTitle(node, lang);
      const pages = node.children.filter((c) => c.type === 0);
      if (pages.length > 0) walk(pages, [...trail, title]);
      else if (node.path && !node.href && node.platformType === 1 && title.toLowerCase().includes(q))
        hits.push({ path: node.path, title, trail: trail.join(' / ') });
    }
  };
  walk(menu, []);
  return hits.slice(0, limit);
}
