import { ZCustomerPageQuery } from '@diagops/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { BOUND_SN_FILTERS, boundSnRange } from './bound-sn-filter';

describe('customer list: bound SN filter (USER-10)', () => {
  it('asks the server for a count range the page query accepts', () => {
    expect(boundSnRange('none')).toEqual({ boundSnMax: 0 });
    expect(boundSnRange('any')).toEqual({ boundSnMin: 1 });
    expect(boundSnRange('several')).toEqual({ boundSnMin: 2 });
    expect(boundSnRange(undefined)).toEqual({});
    for (const c of BOUND_SN_FILTERS) expect(ZCustomerPageQuery.safeParse({ current: 1, size: 10, ...boundSnRange(c) }).success).toBe(true);
    expect(ZCustomerPageQuery.safeParse({ current: 1, size: 10, sort: { field: 'boundSnCount', order: 'desc' } }).success).toBe(true);
  });

  it('names each choice in both languages', () => {
    for (const lng of ['zh-CN', 'en-US']) {
      for (const c of BOUND_SN_FILTERS) expect(i18n.getFixedT(lng)(`customers.boundSnFilter.${c}`)).not.toBe(`customers.boundSnFilter.${c}`);
    }
  });
});
