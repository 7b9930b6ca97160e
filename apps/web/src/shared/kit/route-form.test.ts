import { describe, expect, it } from 'vitest';
import { fillFormPath, formPathMode, routeMode } from './route-form';

describe('routeMode', () => {
  it('reads the form a route asks for', () => {
    expect(routeMode('/produce/softCode')).toBeNull();
    expect(routeMode('/produce/softCode/add')).toBe('add');
    expect(routeMode('/produce/softCode/edit/12')).toBe('edit');
    expect(routeMode('/produce/softCode/detail/12')).toBe('detail');
    expect(routeMode('/mnemonic/add')).toBe('add');
    expect(routeMode('/produce/add/patch')).toBe('add');
    expect(routeMode('/produce/add')).toBe('add');
    expect(routeMode('/produce/edit')).toBe('edit');
    expect(routeMode('/produce/editPage/3')).toBeNull();
    expect(routeMode('/produce/applicationChecklist/index')).toBeNull();
    expect(routeMode('/produce/lastList')).toBeNull();
  });
});

describe("a declaration's own form paths (screen.formPaths)", () => {
  const paths = {
    add: '/sysFunctionManage/funAdd/{type?}',
    edit: '/sn/editCommon/{id}',
    detail: '/configManagement/generalConfig/detail/{id}/{configNo}',
  };

  it('fills a template from the row: the id, other fields, an optional segment dropped when the row has none', () => {
    expect(fillFormPath('/sn/editCommon/{id}', { id: 7 })).toBe('/sn/editCommon/7');
    expect(fillFormPath(paths.detail, { id: 3, configNo: 'GC 01' })).toBe('/configManagement/generalConfig/detail/3/GC%2001');
    expect(fillFormPath(paths.add)).toBe('/sysFunctionManage/funAdd');
    expect(fillFormPath(paths.add, { type: 'software' })).toBe('/sysFunctionManage/funAdd/software');
    expect(fillFormPath('/productConfiguration/edit?id={id}', { id: 12 })).toBe('/productConfiguration/edit?id=12');
  });

  it('reads the form a route asks for from the templates, where routeMode alone would not', () => {
    expect(routeMode('/sn/editCommon/7')).toBeNull();
    expect(formPathMode(paths, '/sn/editCommon/7')).toBe('edit');
    expect(formPathMode(paths, '/sysFunctionManage/funAdd')).toBe('add');
    expect(formPathMode(paths, '/sysFunctionManage/funAdd/function')).toBe('add');
    expect(formPathMode(paths, '/configManagement/generalConfig/detail/3/GC-01')).toBe('detail');
    expect(formPathMode({ edit: '/productConfiguration/edit?id={id}' }, '/productConfiguration/edit')).toBe('edit');
    // the list and other pages: no form (the kit falls back to …/add, …/edit, …/detail)
    expect(formPathMode(paths, '/sn/commonSn/list')).toBeUndefined();
    expect(formPathMode(paths, '/sn/editCommon/7/more')).toBeUndefined();
    expect(formPathMode(paths, '/configManagement/generalConfig/detail/3')).toBeUndefined();
    expect(formPathMode(undefined, '/sn/editCommon/7')).toBeUndefined();
  });
});
