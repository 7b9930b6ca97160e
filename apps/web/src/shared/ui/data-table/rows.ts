import type { Key } from 'react';

/** A row as shown: its record, its key, how deep it sits in a tree and whether it has rows below it. */
export type ShownRow<T> = { record: T; key: Key; depth: number; hasChildren: boolean; index: number };

const childrenOf = <T>(record: T): T[] | undefined => {
  const c = (record as { children?: unknown }).children;
  return Array.isArray(c) && c.length > 0 ? (c as T[]) : undefined;
};

/** The key of a record: a field named by `rowKey`, or what the function returns. */
export function keyOf<T>(record: T, rowKey: string | ((record: T) => Key)): Key {
  return typeof rowKey === 'function' ? rowKey(record) : ((record as Record<string, unknown>)[rowKey] as Key);
}

/** Tree rows (records with `children`) in the order shown: a child follows its parent only while the parent is expanded. */
export function shownRows<T>(data: readonly T[], rowKey: string | ((record: T) => Key), expanded: ReadonlySet<Key>): ShownRow<T>[] {
  const out: ShownRow<T>[] = [];
  const walk = (records: readonly T[], depth: number) => {
    for (const record of records) {
      const key = keyOf(record, rowKey);
      const children = childrenOf(record);
      out.push({ record, key, depth, hasChildren: Boolean(children), index: out.length });
      if (children && expanded.has(key)) walk(children, depth + 1);
    }
  };
  walk(data, 0);
  return out;
}

/** The keys of every record that has children (antd's defaultExpandAllRows). */
export function parentKeys<T>(data: readonly T[], rowKey: string | ((record: T) => Key)): Key[] {
  const out: Key[] = [];
  const walk = (records: readonly T[]) => {
    for (const record of records) {
      const children = childrenOf(record);
      if (children) {
        out.push(keyOf(record, rowKey));
        walk(children);
      }
    }
  };
  walk(data);
  return out;
}

/**
 * The page buttons antd shows: every page up to 9, else the first, the last, two either side of
 * the current one, and a jump of five pages where pages are left out ('prev5' / 'next5').
 */
export function pageItems(current: number, pages: number): (number | 'prev5' | 'next5')[] {
  if (pages <= 9) return Array.from({ length: pages }, (_, i) => i + 1);
  let from = Math.max(2, current - 2);
  let to = Math.min(pages - 1, current + 2);
  if (current - 1 <= 2) to = 5;
  if (pages - current <= 2) from = pages - 4;
  const items: (number | 'prev5' | 'next5')[] = [1];
  if (from > 2) items.push('prev5');
  for (let p = from; p <= to; p++) items.push(p);
  if (to < pages - 1) items.push('next5');
  items.push(pages);
  return items;
}
