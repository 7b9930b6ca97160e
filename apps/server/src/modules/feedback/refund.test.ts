import { FEEDBACK_PERMISSIONS as P } from '@diagops/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { readSheet, waitForJob } from '../../../test/kit-helpers';
import { call } from '../../../test/system';
import { seedFeedbackDemo } from './feedback.demo';

// Refund records (/brand/abnormalRecords/list): the list and its export with the same filters.
const PAGE = '/lenkor-user/abnormalRecords/page';
const EXPORT = '/lenkor-user/abnormalRecords/exportExcel';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
  await seedFeedbackDemo(t.ctx);
});
afterAll(async () => t.close());

describe('refund records export', () => {
  it("exports the list's filters and sort as xlsx, headers and statuses in the caller's language", async () => {
    const list = await call(
      t,
      { method: 'POST', url: PAGE, payload: { status: 'refunded', size: 100, sort: { field: 'createTime', order: 'asc' } } },
      admin.headers,
    );
    expect(list.body.data.total).toBeGreaterThan(0);
    const res = await t.app.inject({
      method: 'POST',
      url: EXPORT,
      payload: { status: 'refunded', sort: { field: 'createTime', order: 'asc' } },
      headers: { ...admin.headers, language: 'en-US' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('Refund%20records');
    const rows = await readSheet(res.rawPayload);
    expect(rows[0]).toEqual(['Order no.', 'Customer', 'SN', 'Amount', 'Currency', 'Reason', 'Status', 'Time', 'Card no.', 'Operator']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(list.body.data.records.map((r: { orderNo: string }) => r.orderNo));
    expect(new Set(rows.slice(1).map((r) => r[6]))).toEqual(new Set(['Refunded']));

    const zh = await t.app.inject({ method: 'POST', url: EXPORT, payload: { status: 'pending' }, headers: { ...admin.headers, language: 'zh-CN' } });
    const zhRows = await readSheet(zh.rawPayload);
    expect(zhRows[0]![0]).toBe('订单号');
    expect(zhRows.slice(1).every((r) => r[6] === '待处理')).toBe(true);

    // the console's way: a job with progress, then its file
    const started = await t.app.inject({ method: 'POST', url: EXPORT, payload: { status: 'refunded' }, headers: { ...admin.headers, 'x-async-job': '1' } });
    const job = await waitForJob(t, 'user', started.json().data.jobId, admin.headers);
    expect([job.status, job.total]).toEqual(['completed', list.body.data.total]);
    const file = await t.app.inject({ method: 'GET', url: `/lenkor-user/job/${started.json().data.jobId}/file`, headers: admin.headers });
    expect((await readSheet(file.rawPayload)).length).toBe(list.body.data.total + 1);
  });

  it('refuses unknown fields (1001), callers without the permission (401/403), and more than 10,000 rows (61009)', async () => {
    expect((await call(t, { method: 'POST', url: EXPORT, payload: { current: 1 } }, admin.headers)).body.code).toBe(1001);
    expect((await call(t, { method: 'POST', url: EXPORT, payload: {} })).status).toBe(401);
    const viewer = await userWith(t, [P.view.name]);
    expect((await call(t, { method: 'POST', url: EXPORT, payload: {} }, viewer.headers)).status).toBe(403);
    const reader = await userWith(t, [P.refund.name]);
    expect((await t.app.inject({ method: 'POST', url: EXPORT, payload: {}, headers: reader.headers })).statusCode).toBe(200);

    await t.ctx.db.execute(
      sql`insert into feedback_refund_records (order_no, amount, currency, status) select 'BULK' || g, 1, 'CNY', 'pending' from generate_series(1, 10001) g`,
    );
    const over = await call(t, { method: 'POST', url: EXPORT, payload: {} }, admin.headers);
    expect([over.status, over.body.code]).toEqual([400, 61009]);
    // narrowed by the filters it fits again
    const narrow = await t.app.inject({ method: 'POST', url: EXPORT, payload: { orderNo: 'MO2026' }, headers: admin.headers });
    expect(narrow.statusCode).toBe(200);
  });
});
