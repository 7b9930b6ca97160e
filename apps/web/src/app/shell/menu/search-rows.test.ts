import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../../shared/menu/menu-tree';
import { searchRows } from './search-rows';

let id = 0;
const node = (name: string, children: MenuNode[] = []) => ({ menuId: ++id, name, enName: name, children }) as unknown as MenuNode;

const tree = [node('Home'), node('Users', [node('User list'), node('Roles', [node('Post permissions')])]), node('Supply', [node('Platform SKUs')])];
const titles = (q: string) => searchRows(tree, q, (n) => n.name).map((r) => `${'  '.repeat(r.depth)}${r.title}${r.page ? '' : '/'}`);

describe('menu search rows', () => {
  it('lists the whole tree depth first without a query, folders apart from pages', () => {
    expect(titles('')).toEqual(['Home', 'Users/', '  User list', '  Roles/', '    Post permissions', 'Supply/', '  Platform SKUs']);
  });

  it('keeps matching entries with the folders above them, ignoring case', () => {
    expect(titles('post PERM')).toEqual(['Users/', '  Roles/', '    Post permissions']);
    expect(titles('sku')).toEqual(['Supply/', '  Platform SKUs']);
  });

  it('keeps every page below a matching folder', () => {
    expect(titles('roles')).toEqual(['Users/', '  Roles/', '    Post permissions']);
    expect(titles('nothing')).toEqual([]);
  });
});
