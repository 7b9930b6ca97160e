import { supplierResource } from '@diagops/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { AppError } from '../../platform/http/errors';
import { jobRequest } from '../../platform/kit/resource-excel';
import { resourceService } from '../../platform/kit/resource-service';
import { supplierService } from './suppliers.service';
import { suppliers } from './supply.tables';

// the kit's insertMany (an import's batch) on a declaration of ours: suppliers have no batch rules of their own
let t: TestApp;
const req = jobRequest(1, 'admin', 'en-US', 'test');
const supplier = (code: string) => ({ code, nameZh: `供应商${code}`, nameEn: `Supplier ${code}` });
const codesOf = (results: unknown[]) => results.map((r) => (r instanceof AppError ? r.code : (r as { code: string }).code));

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('insertMany', () => {
  it('without batch rules saves row by row: a repeated code is refused on its row, the others saved', async () => {
    const results = await t.ctx.db.transaction((tx) => supplierService.insertMany(tx, req, [supplier('IM-1'), supplier('im-1'), supplier('IM-2')]));
    expect(codesOf(results)).toEqual(['IM-1', 10120, 'IM-2']);
    const history = await t.ctx.db.execute(sql`select count(*)::int as n from state_history where entity_type = 'supplier'`);
    expect(JSON.stringify(history)).toContain('"n":2');
  });

  it('with batch rules that miss a collision, undoes the multi-row insert and saves row by row', async () => {
    let batches = 0;
    const lenient = resourceService(supplierResource, {
      table: suppliers,
      rules: {
        beforeSaveMany: async (_tx, _req, values) => {
          batches++;
          return values;
        },
      },
    });
    const results = await t.ctx.db.transaction((tx) => lenient.insertMany(tx, req, [supplier('IM-3'), supplier('IM-1'), supplier('IM-4')]));
    expect(batches).toBe(1);
    expect(codesOf(results)).toEqual(['IM-3', 10120, 'IM-4']);
    const rows = await t.ctx.db.select({ code: suppliers.code }).from(suppliers);
    expect(rows.map((r) => r.code).sort()).toEqual(['IM-1', 'IM-2', 'IM-3', 'IM-4']);
  });

  it('with batch rules writes the rows it lets through together and hands back its refusals', async () => {
    const picky = resourceService(supplierResource, {
      table: suppliers,
      rules: { beforeSaveMany: async (_tx, _req, values) => values.map((v) => (String(v.code).endsWith('X') ? new AppError(73222) : v)) },
    });
    const results = await t.ctx.db.transaction((tx) => picky.insertMany(tx, req, [supplier('IM-5'), supplier('IM-6X'), supplier('IM-7')]));
    expect(codesOf(results)).toEqual(['IM-5', 73222, 'IM-7']);
    expect((results[2] as unknown as { enabled: boolean }).enabled).toBe(true);
  });
});
