import { describe, expect, it } from 'vitest';
import { filterOptions, nextEnabled, splitTokens, treeOptions } from './options';

describe('select options', () => {
  const options = [
    { value: 'cn', label: 'China' },
    { value: 'de', label: 'Germany', disabled: true },
    { value: 7, label: 'Seven' },
  ];

  it('a search looks in the label and the value, in any case, or in the named property alone', () => {
    expect(filterOptions(options, 'GERM').map((o) => o.value)).toEqual(['de']);
    expect(filterOptions(options, 'cn').map((o) => o.value)).toEqual(['cn']);
    expect(filterOptions(options, '7').map((o) => o.value)).toEqual([7]);
    expect(filterOptions(options, 'cn', 'label')).toEqual([]);
    expect(filterOptions(options, '  ')).toBe(options);
  });

  it('the arrows pass over disabled options and wrap', () => {
    expect(nextEnabled(options, 0, 1)).toBe(2);
    expect(nextEnabled(options, 2, 1)).toBe(0);
    expect(nextEnabled(options, 0, -1)).toBe(2);
    expect(nextEnabled(options, -1, 1)).toBe(0);
    expect(nextEnabled([{ value: 1, disabled: true }], -1, 1)).toBe(-1);
  });

  it('typed text splits at the separators into values, blank ones dropped', () => {
    expect(splitTokens('a, b,,c', [','])).toEqual(['a', 'b', 'c']);
    expect(splitTokens('a b,c', [',', ' '])).toEqual(['a', 'b', 'c']);
    expect(splitTokens('abc', [','])).toBeNull();
    expect(splitTokens('a,b', undefined)).toBeNull();
  });

  it('a tree becomes indented options; a search keeps the matches and the nodes above them', () => {
    const tree = [
      {
        value: 1,
        title: 'Head office',
        children: [
          { value: 2, title: 'Sales', children: [{ value: 3, title: 'East team' }] },
          { value: 4, title: 'Support' },
        ],
      },
      { value: 5, title: 'Factory', disabled: true },
    ];
    expect(treeOptions(tree).map((o) => [o.value, o.depth, o.disabled ?? false])).toEqual([
      [1, 0, false],
      [2, 1, false],
      [3, 2, false],
      [4, 1, false],
      [5, 0, true],
    ]);
    expect(treeOptions(tree, 'east').map((o) => o.value)).toEqual([1, 2, 3]);
    expect(treeOptions(tree, 'SUPPORT').map((o) => o.value)).toEqual([1, 4]);
    expect(treeOptions(tree, 'nothing')).toEqual([]);
  });
});
