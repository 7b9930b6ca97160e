import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { stateHistory } from '../kit/kit.tables';
import { bulkInsert, bulkInsertReturning } from './bulk-insert';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const entry = (i: number, extra: Record<string, unknown> = {}) => ({
  entityType: 'bulkProbe',
  entityId: String(i),
  action: 'create',
  fromState: null,
  toState: 'new',
  reason: i % 2 ? `reason "${i}" ' \\ 原因` : null,
  userId: i,
  username: null,
  ...extra,
});
const stored = () => t.ctx.db.select().from(stateHistory).where(eq(stateHistory.entityType, 'bulkProbe')).orderBy(asc(stateHistory.id));

describe('bulkInsert', () => {
  it('writes the rows as given (quotes, nulls, Chinese), defaults for the columns left out, in order', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => entry(i));
    const back = await bulkInsertReturning<{ id: number; entityId: string }>(t.ctx.db, stateHistory, rows);
    expect(back.map((r) => r.entityId)).toEqual(rows.map((r) => r.entityId));
    const all = await stored();
    expect(all).toHaveLength(300);
    expect(all[1]).toMatchObject({ entityId: '1', reason: `reason "1" ' \\ 原因`, userId: 1, fromState: null });
    expect(all[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('takes a column some rows leave out as null, or falls back to a plain insert when that column has a default', async () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    await bulkInsert(t.ctx.db, stateHistory, [entry(1000, { userId: undefined }), { ...entry(1001), createdAt: at }]);
    const [a, b] = (await stored()).slice(-2);
    expect(a).toMatchObject({ entityId: '1000', userId: null });
    expect(a!.createdAt.getTime()).not.toBe(at.getTime());
    expect(b!.createdAt.toISOString()).toBe(at.toISOString());
  });
});
