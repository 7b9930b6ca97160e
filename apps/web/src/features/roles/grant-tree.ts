import type { TMenuNode } from '@diagops/contracts';

/** parent of every node id (-1 at the top). */
export function parentMap(tree: TMenuNode[]): Map<number, number> {
  const out = new Map<number, number>();
  const walk = (nodes: TMenuNode[], parent: number) => {
    for (const n of nodes) {
      out.set(n.menuId, parent);
      walk(n.children, n.menuId);
    }
  };
  walk(tree, -1);
  return out;
}

function find(tree: TMenuNode[], id: number): TMenuNode | undefined {
  for (const n of tree) {
    if (n.menuId === id) return n;
    const f = find(n.children, id);
    if (f) return f;
  }
  return undefined;
}

const descendants = (n: TMenuNode): number[] => n.children.flatMap((c) => [c.menuId, ...descendants(c)]);

/**
 * The grants after ticking or unticking one node. Ticking grants the node, everything
 * below it and the path above it (a granted node's ancestors are always granted, as the
 * server keeps them); unticking takes the node and everything below it away and leaves the
 * ancestors (a folder may stay granted with nothing under it).
 */
export function toggleGrant(tree: TMenuNode[], granted: ReadonlySet<number>, id: number, on: boolean): Set<number> {
  const next = new Set(granted);
  const node = find(tree, id);
  if (!node) return next;
  const below = descendants(node);
  if (on) {
    next.add(id);
    for (const d of below) next.add(d);
    const parents = parentMap(tree);
    for (let p = parents.get(id); p !== undefined && p !== -1; p = parents.get(p)) next.add(p);
  } else {
    next.delete(id);
    for (const d of below) next.delete(d);
  }
  return next;
}

/** Nodes that are not granted but have something granted below them (shown half-ticked). */
export function partlyGranted(tree: TMenuNode[], granted: ReadonlySet<number>): number[] {
  const out: number[] = [];
  const walk = (n: TMenuNode): boolean => {
    const below = n.children.map(walk).some(Boolean);
    if (!granted.has(n.menuId) && below) out.push(n.menuId);
    return granted.has(n.menuId) || below;
  };
  tree.forEach(walk);
  return out;
}

/** Every node id (select all). */
export const allIds = (tree: TMenuNode[]): number[] => tree.flatMap((n) => [n.menuId, ...allIds(n.children)]);

/** Ids of the nodes that have children (expand all). */
export const branchIds = (tree: TMenuNode[]): number[] => tree.flatMap((n) => (n.children.length > 0 ? [n.menuId, ...branchIds(n.children)] : []));

/** The permission names a set of grants gives (the buttons among them). */
export function grantedPermissions(tree: TMenuNode[], granted: ReadonlySet<number>): string[] {
  const out: string[] = [];
  const walk = (nodes: TMenuNode[]) => {
    for (const n of nodes) {
      if (n.permission && granted.has(n.menuId)) out.push(n.permission);
      walk(n.children);
    }
  };
  walk(tree);
  return out.sort();
}

/** The nodes whose name (either language) or permission contains the text, with the path down to them. */
export function searchTree(tree: TMenuNode[], text: string): TMenuNode[] {
  const q = text.trim().toLowerCase();
  if (!q) return tree;
  const hit = (n: TMenuNode) => [n.name, n.enName, n.permission ?? ''].some((v) => v.toLowerCase().includes(q));
  const walk = (nodes: TMenuNode[]): TMenuNode[] =>
    nodes.flatMap((n) => {
      if (hit(n)) return [n];
      const below = walk(n.children);
      return below.length > 0 ? [{ ...n, children: below }] : [];
    });
  return walk(tree);
}

/** Buttons whose permission the signed-in user lacks: they cannot grant them (the server answers 1000). */
export function blockedIds(tree: TMenuNode[], mine: Readonly<Record<string, true>>): Set<number> {
  const out = new Set<number>();
  const walk = (nodes: TMenuNode[]) => {
    for (const n of nodes) {
      if (n.type === 1 && n.permission && !mine[n.permission]) out.add(n.menuId);
      walk(n.children);
    }
  };
  walk(tree);
  return out;
}
