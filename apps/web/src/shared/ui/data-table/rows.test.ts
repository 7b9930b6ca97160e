import { describe, expect, it } from 'vitest';
import { pageItems, parentKeys, shownRows } from './rows';

const tree = [
  { id: 1, children: [{ id: 11 }, { id: 12, children: [{ id: 121 }] }] },
  { id: 2, children: [] },
];

describe('shownRows', () => {
  it('shows a child only under an expanded parent, with its depth', () => {
    expect(shownRows(tree, 'id', new Set()).map((r) => r.key)).toEqual([1, 2]);
    const rows = shownRows(tree, 'id', new Set([1, 12]));
    expect(rows.map((r) => [r.key, r.depth, r.hasChildren])).toEqual([
      [1, 0, true],
      [11, 1, false],
      [12, 1, true],
      [121, 2, false],
      [2, 0, false],
    ]);
  });
  it('takes a key function', () => {
    expect(shownRows([{ a: 'x' }], (r) => `k-${r.a}`, new Set()).map((r) => r.key)).toEqual(['k-x']);
  });
  it('finds every parent for expand-all', () => {
    expect(parentKeys(tree, 'id')).toEqual([1, 12]);
  });
});

describe('pageItems', () => {
  it('lists every page up to nine', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
  it('leaves pages out around the current one as antd does', () => {
    expect(pageItems(1, 50)).toEqual([1, 2, 3, 4, 5, 'next5', 50]);
    expect(pageItems(4, 50)).toEqual([1, 2, 3, 4, 5, 6, 'next5', 50]);
    expect(pageItems(5, 50)).toEqual([1, 'prev5', 3, 4, 5, 6, 7, 'next5', 50]);
    expect(pageItems(25, 50)).toEqual([1, 'prev5', 23, 24, 25, 26, 27, 'next5', 50]);
    expect(pageItems(47, 50)).toEqual([1, 'prev5', 45, 46, 47, 48, 49, 50]);
    expect(pageItems(50, 50)).toEqual([1, 'prev5', 46, 47, 48, 49, 50]);
  });
});
