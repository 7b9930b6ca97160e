import { FINANCE_COLUMNS } from '@diagops/contracts';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { reportOfPath } from '../pages/report-page';
import { formatCell, zoneTime } from './cells';

const t = ((k: string, o?: { defaultValue?: string }) => (k === 'finance.never' ? 'Never' : (o?.defaultValue ?? k))) as unknown as TFunction;
const col = (report: keyof typeof FINANCE_COLUMNS, key: string) => FINANCE_COLUMNS[report].find((c) => c.key === key)!;

describe('finance report cells', () => {
  it('shows a time in the report zone', () => {
    expect(zoneTime('2026-03-31T17:00:00.000Z', 8)).toBe('2026-04-01 01:00:00 UTC+8');
    expect(zoneTime('2026-03-31T17:00:00.000Z', 0)).toBe('2026-03-31 17:00:00 UTC+0');
  });
  it('formats money with two decimals, labels kinds and products, and says "never" for no expiry', () => {
    expect(formatCell(col('cardSaleDetail', 'amount'), -10, 'en-US', 8, t)).toBe('-10.00');
    expect(formatCell(col('cardSaleDetail', 'kind'), 'refund', 'zh-CN', 8, t)).toBe('退款');
    expect(formatCell(col('fullDeclaration', 'product'), 'gateway', 'en-US', 8, t)).toBe('Gateway cards');
    expect(formatCell(col('pointsObtained', 'expiresAt'), null, 'en-US', 8, t)).toBe('Never');
  });
  it('finds the report of a path, the points detail with or without its record', () => {
    expect(reportOfPath('/financialStatistics/pointsReport/detail/42')).toBe('pointsDetail');
    expect(reportOfPath('/financialStatistics/pointsReport/detail')).toBe('pointsDetail');
    expect(reportOfPath('/financialStatistics/giftCardFinancialReport/fullDeclarationReport')).toBe('fullDeclaration');
    expect(reportOfPath('/financialStatistics/nothing')).toBeUndefined();
  });
});
