import { assetResource, channelResource, loanResource, productModelResource } from '@diagops/contracts';
import { describe, expect, it } from 'vitest';
import { searchToFilters } from '../list-view';
import { resourceColumns } from './resource-columns';

const t = (k: string) => k;

describe('resourceColumns: a list from a declaration', () => {
  it('has a column per listed field in the current language, the state and the last change', () => {
    const zh = resourceColumns(assetResource, 'zh-CN', t).map((c) => c.title);
    expect(zh.slice(0, 3)).toEqual(['资产编号', '资产名称', '资产类别']);
    expect(zh).not.toContain('备注'); // list: false
    expect(zh.slice(-2)).toEqual(['kit.status', 'kit.updateTime']);
    expect(resourceColumns(assetResource, 'en-US', t)[0]).toMatchObject({ title: 'Asset number', fixed: 'left', sortKey: 'code' });
  });

  it('turns the declared filters into the page query: prefix as typed, a date range into from/to, a switch into a boolean, the state as chosen', () => {
    const columns = resourceColumns(assetResource, 'en-US', t);
    const filters = searchToFilters(columns, {
      code: 'AS-',
      category: 'vehicle',
      purchaseDate: ['2025-01-01', '2025-12-31'],
      overdue: 'true',
      status: 'lent',
      model: 'ignored: no filter declared',
    });
    expect(filters).toEqual({ code: 'AS-', category: 'vehicle', purchaseDateFrom: '2025-01-01', purchaseDateTo: '2025-12-31', overdue: true, status: 'lent' });
  });

  it('shows option values by their label and money with two decimals', () => {
    const columns = resourceColumns(assetResource, 'zh-CN', t);
    const category = columns.find((c) => c.dataIndex === 'category')!;
    const price = columns.find((c) => c.dataIndex === 'price')!;
    const row = { id: 1, version: 1, allowedActions: [], createTime: '', updateTime: '', category: 'vehicle', price: 1299.5 };
    expect(category.render!(null, row, 0, { reload() {}, reloadAndRest() {} })).toBe('车辆');
    expect(price.render!(null, row, 0, { reload() {}, reloadAndRest() {} })).toBe('1,299.50');
    const loans = resourceColumns(loanResource, 'en-US', t).map((c) => c.dataIndex);
    expect(loans).not.toContain('assetId'); // the form's lookup, not a column
  });

  it('searches a filter over several fields before the first of them, asks a boolean state as true / false, sorts by the last change only where the list may', () => {
    const columns = resourceColumns(channelResource, 'en-US', t);
    expect(columns.map((c) => c.dataIndex).slice(0, 3)).toEqual(['code', 'name', 'nameZh']);
    expect(columns.find((c) => c.dataIndex === 'name')).toMatchObject({ title: 'Name', hideInTable: true });
    expect(searchToFilters(columns, { name: 'amaz', enabled: 'false', platform: 'ebay' })).toEqual({ name: 'amaz', enabled: false, platform: 'ebay' });
    const row = { id: 1, version: 1, allowedActions: [], createTime: '', updateTime: '', enabled: false };
    const state = columns.find((c) => c.dataIndex === 'enabled')!;
    expect(JSON.stringify(state.render!(null, row, 0, { reload() {}, reloadAndRest() {} }))).toContain('Disabled');
    expect(columns.at(-1)).toMatchObject({ dataIndex: 'updateTime', sortKey: 'updateTime' });
    expect(resourceColumns(productModelResource, 'en-US', t).at(-1)).not.toHaveProperty('sortKey');
  });
});
