import { assetResource, channelResource, loanResource, motorcycleWireResource, productModelResource } from '@diagops/contracts';
import { describe, expect, it } from 'vitest';
import { searchToFilters } from '../list-view';
import { resourceColumns } from './resource-columns';
import { formFields } from './resource-fields';

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

  it('searches a filter of a field off the list (a brand picked by id) when the page gives its options', () => {
    const without = resourceColumns(motorcycleWireResource, 'en-US', t);
    expect(without.map((c) => c.dataIndex)).not.toContain('brandId');
    const withOptions = resourceColumns(motorcycleWireResource, 'en-US', t, { brandId: { options: [{ value: 7, label: 'Honda' }] } });
    const brand = withOptions.find((c) => c.dataIndex === 'brandId')!;
    expect(brand).toMatchObject({ title: 'Brand', hideInTable: true, search: true });
    expect(searchToFilters(withOptions, { brandId: 7 })).toEqual({ brandId: 7 });
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
    const withLastChange = { ...productModelResource, screen: { ...productModelResource.screen, lastChange: undefined } };
    expect(resourceColumns(withLastChange, 'en-US', t).at(-1)).toMatchObject({ dataIndex: 'updateTime' });
    expect(resourceColumns(withLastChange, 'en-US', t).at(-1)).not.toHaveProperty('sortKey');
  });

  it('takes the declared state width, shows a field with option colours as a tag, a lookup by its options (values kept), and no last change where declared', () => {
    expect(resourceColumns(channelResource, 'en-US', t).find((c) => c.dataIndex === 'enabled')).toMatchObject({ width: 90 });
    const columns = resourceColumns(productModelResource, 'zh-CN', t, { productId: { options: [{ value: 7, label: 'P-7 扫描仪' }] } });
    expect(columns.map((c) => c.dataIndex)).not.toContain('updateTime');
    const row = { id: 1, version: 1, allowedActions: [], createTime: '', updateTime: '', status: 'enabled', productId: 7 };
    const status = columns.find((c) => c.dataIndex === 'status')!;
    const tag = status.render!(null, row, 0, { reload() {}, reloadAndRest() {} }) as { props: { color: string; children: string } };
    expect(tag.props).toMatchObject({ color: 'green', children: '启用' });
    const product = columns.find((c) => c.dataIndex === 'productId')!;
    expect(product).toMatchObject({ valueType: 'select', fieldProps: { options: [{ value: 7, label: 'P-7 扫描仪' }], showSearch: true } });
    expect(product.valueEnum).toBeUndefined();
    expect(searchToFilters(columns, { productId: 7 })).toEqual({ productId: 7 });
  });

  it('orders the form by the declared form order, apart from the columns', () => {
    expect(formFields(channelResource, 'add').map(([n]) => n)).toEqual(['code', 'platform', 'nameZh', 'nameEn', 'site']);
    expect(formFields(productModelResource, 'detail').map(([n]) => n)).toEqual(['productId', 'code', 'nameZh', 'nameEn', 'status', 'sort']);
  });
});
