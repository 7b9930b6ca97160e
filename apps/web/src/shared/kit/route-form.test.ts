import { describe, expect, it } from 'vitest';
import { routeMode } from './route-form';

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
