import type { Language, TMenuNode } from '@diagops/contracts';

/** A node as the tree table shows it: leaves carry no `children` (no expander). */
export type MenuRow = Omit<TMenuNode, 'children'> & { children?: MenuRow[] };

/** The tree table's rows: empty children lists dropped so leaves show no expander. */
export function toRows(tree: TMenuNode[]): MenuRow[] {
  return tree.map(({ children, ...n }) => (children.length > 0 ? { ...n, children: toRows(children) } : n));
}

const contains = (value: string | null | undefined, needle: string) => Boolean(value?.toLowerCase().includes(needle));

/**
 * The nodes matching the search (name or English name, and path; both must match when both
 * are given), with the path down to them; a matching node keeps all its children.
 */
export function filterMenu(tree: TMenuNode[], search: { name?: string; path?: string }): TMenuNode[] {
  const name = search.name?.trim().toLowerCase() ?? '';
  const path = search.path?.trim().toLowerCase() ?? '';
  if (!name && !path) return tree;
  const hit = (n: TMenuNode) => (!name || contains(n.name, name) || contains(n.enName, name)) && (!path || contains(n.path, path));
  const walk = (nodes: TMenuNode[]): TMenuNode[] =>
    nodes.flatMap((n) => {
      if (hit(n)) return [n];
      const below = walk(n.children);
      return below.length > 0 ? [{ ...n, children: below }] : [];
    });
  return walk(tree);
}

/** Ids of every node that has children (to expand the whole table). */
export function parentIds(tree: TMenuNode[]): number[] {
  return tree.flatMap((n) => (n.children.length > 0 ? [n.menuId, ...parentIds(n.children)] : []));
}

/** The node and all its descendants' ids. */
export function subtreeIds(node: TMenuNode): number[] {
  return [node.menuId, ...node.children.flatMap(subtreeIds)];
}

export type ParentOption = { value: number; title: string; disabled?: boolean; children?: ParentOption[] };

/**
 * The parent picker: pages and folders only (buttons hold no children); the node being
 * edited and its descendants are disabled (a node cannot move under itself).
 */
export function parentOptions(tree: TMenuNode[], lang: Language, editing?: number): ParentOption[] {
  const walk = (nodes: TMenuNode[], blocked: boolean): ParentOption[] =>
    nodes
      .filter((n) => n.type === 0)
      .map((n) => {
        const off = blocked || n.menuId === editing;
        const children = walk(n.children, off);
        return {
          value: n.menuId,
          title: lang === 'en-US' ? n.enName || n.name : n.name || n.enName,
          ...(off ? { disabled: true } : {}),
          ...(children.length > 0 ? { children } : {}),
        };
      });
  return walk(tree, false);
}

/** The menu's `query` as the form edits it: `a=1&b=two`. */
export function formatQuery(query: Record<string, string> | null | undefined): string {
  if (!query) return '';
  return new URLSearchParams(query).toString();
}

/** `a=1&b=two` (or with a leading ?) → { a: '1', b: 'two' }; empty → null. */
export function parseQuery(text: string | null | undefined): Record<string, string> | null {
  const s = (text ?? '').trim().replace(/^\?/, '');
  if (!s) return null;
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(s)) if (k) out[k] = v;
  return Object.keys(out).length > 0 ? out : null;
}

/** The fields whose value differs (compared as JSON): what an edit sends besides menuId and version. */
export function changedFields<T extends Record<string, unknown>>(before: Partial<T>, after: T): Partial<T> {
  const out: Partial<T> = {};
  for (const k of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(after[k] ?? null) !== JSON.stringify(before[k] ?? null)) out[k] = after[k];
  }
  return out;
}

export function findMenuNode(tree: TMenuNode[], id: number): TMenuNode | undefined {
  for (const n of tree) {
    if (n.menuId === id) return n;
    const below = findMenuNode(n.children, id);
    if (below) return below;
  }
  return undefined;
}
