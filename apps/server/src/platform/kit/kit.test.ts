import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { fillTemplate } from '../../../test/kit-helpers';
import { AppError } from '../http/errors';
import { explainUsesIndex } from './explain';
import { contentDisposition, fileThenRow, newFile, parsedRowsPath } from './files';
import { commitImport, importReport, registerImport, removeStaleDryRuns } from './import';
import { runJob } from './jobs';
import { jobs } from './kit.tables';
import { defineStateMachine } from './state-machine';
import { readTemplateRows, TemplateMismatch, templateMarker, writeTemplate, type XlsxColumn } from './xlsx';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ JOBS_ENABLED: 'false' });
});
afterAll(() => t.close());

describe('explainUsesIndex', () => {
  // platform knows no area's tables: the products table is named in plain SQL
  it('flags a filter no index can serve and passes one an index serves', async () => {
    const bad = await explainUsesIndex(t.ctx.db, 'products', sql`select * from products where description = 'x'`);
    expect(bad.ok, bad.plan).toBe(false);
    const good = await explainUsesIndex(t.ctx.db, 'products', sql`select * from products where status = 'draft'`);
    expect(good.ok, good.plan).toBe(true);
  });
});

describe('files', () => {
  it('content-disposition carries an ASCII fallback and the UTF-8 name (RFC 5987)', () => {
    expect(contentDisposition('平台SKU-1.xlsx')).toBe(`attachment; filename="__SKU-1.xlsx"; filename*=UTF-8''%E5%B9%B3%E5%8F%B0SKU-1.xlsx`);
    expect(contentDisposition("a b'(1).xlsx")).toBe(`attachment; filename="a b'(1).xlsx"; filename*=UTF-8''a%20b%27%281%29.xlsx`);
  });

  it('removes the file when the row cannot be written, keeps both when it can', async () => {
    const f = newFile(t.ctx, 'test', 'txt');
    await expect(
      fileThenRow(
        f.abs,
        async () => fs.writeFileSync(f.abs, 'x'),
        async () => Promise.reject(new Error('row failed')),
      ),
    ).rejects.toThrow('row failed');
    expect(fs.existsSync(f.abs)).toBe(false);
    const g = newFile(t.ctx, 'test', 'txt');
    await fileThenRow(
      g.abs,
      async () => fs.writeFileSync(g.abs, 'x'),
      async () => 1,
    );
    expect(fs.existsSync(g.abs)).toBe(true);
    expect(g.abs.startsWith(path.join(t.ctx.config.filesDir, 'test'))).toBe(true);
  });
});

describe('state machine', () => {
  const m = defineStateMachine({
    entity: 'thing',
    states: ['a', 'b', 'c'] as const,
    initial: 'a',
    transitions: { go: { from: ['a'], to: 'b', permission: 'p_go' }, stop: { from: ['a', 'b'], to: 'c', permission: 'p_stop', reasonRequired: true } },
  });
  it('lists the actions the state and the caller permissions allow', () => {
    expect(m.allowedActions('a', new Set(['p_go', 'p_stop']))).toEqual(['go', 'stop']);
    expect(m.allowedActions('b', new Set(['p_go', 'p_stop']))).toEqual(['stop']);
    expect(m.allowedActions('a', new Set(['p_stop']))).toEqual(['stop']);
    expect(m.allowedActions('c', new Set(['p_go', 'p_stop']))).toEqual([]);
  });
});

describe('templates', () => {
  const cols: XlsxColumn<unknown>[] = [
    { key: 'code', header: { 'zh-CN': '编码', 'en-US': 'Code' }, required: true },
    { key: 'name', header: { 'zh-CN': '名称', 'en-US': 'Name' } },
  ];
  const template = async (columns: XlsxColumn<unknown>[]) => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c) => chunks.push(c));
    await writeTemplate(out, { subject: 'thing', sheetName: 'Things', columns, lang: 'en-US' });
    return Buffer.concat(chunks);
  };
  it('reads its own template and refuses one written for another column set', async () => {
    expect((await readTemplateRows(await template(cols), { subject: 'thing', columns: cols })).rows).toEqual([]);
    const other = [...cols, { key: 'extra', header: { 'zh-CN': '额外', 'en-US': 'Extra' } }];
    expect(templateMarker('thing', other)).not.toBe(templateMarker('thing', cols));
    await expect(readTemplateRows(await template(other), { subject: 'thing', columns: cols })).rejects.toBeInstanceOf(TemplateMismatch);
    await expect(readTemplateRows(await template(cols), { subject: 'other', columns: cols })).rejects.toBeInstanceOf(TemplateMismatch);
  });
});

describe('import dry run', () => {
  const cols: XlsxColumn<unknown>[] = [
    { key: 'code', header: { 'zh-CN': '编码', 'en-US': 'Code' }, required: true },
    { key: 'name', header: { 'zh-CN': '名称', 'en-US': 'Name' } },
  ];
  const spec = registerImport<{ code: string; name?: string }>({
    subject: 'kitdryrun',
    sheetName: { 'zh-CN': '东西', 'en-US': 'Things' },
    failedFileName: { 'zh-CN': '东西导入失败', 'en-US': 'Thing import failures' },
    columns: cols,
    schema: z.object({ code: z.string().min(1), name: z.string().optional() }).strict(),
    toRequest: (raw) => ({ code: raw.code || undefined, name: raw.name || undefined }),
    async insert(tx, rows) {
      const refused = new Map<number, { message: string; code: number; column: string }>();
      for (const r of rows) {
        if (r.data.code === 'BAD') refused.set(r.rowNumber, { message: 'bad name', code: 1017, column: 'name' });
        else if (((await tx.execute(sql`select 1 from kit_dry_run where code = ${r.data.code}`)) as unknown as { rows: unknown[] }).rows.length > 0) {
          await tx.execute(sql`update kit_dry_run set name = ${r.data.name ?? null} where code = ${r.data.code}`);
          r.action = 'update';
        } else await tx.execute(sql`insert into kit_dry_run (code, name) values (${r.data.code}, ${r.data.name ?? null})`);
      }
      return refused;
    },
  });
  const req = (userId: number) => ({ auth: { userId, username: 'u' }, headers: { language: 'en-US' } }) as unknown as FastifyRequest;
  const table = async () => ((await t.ctx.db.execute(sql`select code, name from kit_dry_run order by code`)) as unknown as { rows: unknown[] }).rows;

  it('reports what would be created, updated and refused, saves nothing, then commits once', async () => {
    await t.ctx.db.execute(sql`create table kit_dry_run (code text primary key, name text)`);
    await t.ctx.db.execute(sql`insert into kit_dry_run values ('A1', 'old')`);
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c) => chunks.push(c));
    await writeTemplate(out, { subject: 'kitdryrun', sheetName: 'Things', columns: cols, lang: 'en-US' });
    const upload = await fillTemplate(Buffer.concat(chunks), [
      ['A1', 'new'],
      ['B1', 'b'],
      ['', 'x'],
      ['BAD', 'y'],
    ]);
    const f = newFile(t.ctx, 'imports', 'xlsx');
    fs.writeFileSync(f.abs, upload);
    const [dry] = await t.ctx.db
      .insert(jobs)
      .values({ kind: 'import', subject: 'kitdryrun', ownerId: 1, params: JSON.stringify({ lang: 'en-US', dryRun: true }), inputPath: f.rel })
      .returning();
    await runJob(t.ctx, dry!.id);
    const [done] = await t.ctx.db.select().from(jobs).where(eq(jobs.id, dry!.id));
    expect(done).toMatchObject({ status: 'completed', total: 4, successCount: 2, failedCount: 2, resultPath: null });
    expect(await table()).toEqual([{ code: 'A1', name: 'old' }]);
    expect(fs.existsSync(f.abs)).toBe(true);
    const report = await importReport(t.ctx, req(1), spec, dry!.id);
    expect(report).toMatchObject({ total: 4, create: 1, update: 1, refuse: 2, truncated: false, commitJobId: null });
    expect(report.refused.map(({ column, columnLabel, code, message }) => ({ column, columnLabel, code, message }))).toEqual([
      { column: 'code', columnLabel: 'Code', code: 1001, message: expect.any(String) },
      { column: 'name', columnLabel: 'Name', code: 1017, message: 'bad name' },
    ]);
    // someone else's dry run is not there; a wrong subject neither
    await expect(importReport(t.ctx, req(2), spec, dry!.id)).rejects.toMatchObject({ code: 1002 });
    await expect(commitImport(t.ctx, req(1), { subject: 'other' }, dry!.id)).rejects.toMatchObject({ code: 1002 });
    const commitId = await commitImport(t.ctx, req(1), spec, dry!.id);
    await expect(commitImport(t.ctx, req(1), spec, dry!.id)).rejects.toBeInstanceOf(AppError);
    expect((await importReport(t.ctx, req(1), spec, dry!.id)).commitJobId).toBe(commitId);
    await runJob(t.ctx, commitId);
    const [real] = await t.ctx.db.select().from(jobs).where(eq(jobs.id, commitId));
    expect(real).toMatchObject({ status: 'completed', successCount: 2, failedCount: 2 });
    expect(real!.resultPath).toBeTruthy();
    expect(await table()).toEqual([
      { code: 'A1', name: 'new' },
      { code: 'B1', name: 'b' },
    ]);
    expect(fs.existsSync(f.abs)).toBe(false);
  });

  it('takes the rows read on upload, kept beside the file, and removes both once committed', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c) => chunks.push(c));
    await writeTemplate(out, { subject: 'kitdryrun', sheetName: 'Things', columns: cols, lang: 'en-US' });
    const f = newFile(t.ctx, 'imports', 'xlsx');
    fs.writeFileSync(f.abs, await fillTemplate(Buffer.concat(chunks), [['C1', 'from the file']]));
    // what receiveImport keeps: the file is not read again by the dry run or its commit
    fs.writeFileSync(parsedRowsPath(f.abs), JSON.stringify([{ rowNumber: 2, raw: { code: 'C2', name: 'kept' } }]));
    const [dry] = await t.ctx.db
      .insert(jobs)
      .values({ kind: 'import', subject: 'kitdryrun', ownerId: 1, params: JSON.stringify({ lang: 'en-US', dryRun: true }), inputPath: f.rel })
      .returning();
    await runJob(t.ctx, dry!.id);
    expect(await importReport(t.ctx, req(1), spec, dry!.id)).toMatchObject({ total: 1, create: 1, refuse: 0 });
    const commitId = await commitImport(t.ctx, req(1), spec, dry!.id);
    await runJob(t.ctx, commitId);
    expect((await table()).filter((r) => String((r as { code: string }).code).startsWith('C'))).toEqual([{ code: 'C2', name: 'kept' }]);
    expect(fs.existsSync(f.abs)).toBe(false);
    expect(fs.existsSync(parsedRowsPath(f.abs))).toBe(false);
  });

  it('removes the uploads of dry runs never committed a day after they ran, not of others', async () => {
    const now = t.ctx.clock.now();
    const upload = () => {
      const f = newFile(t.ctx, 'imports', 'xlsx');
      fs.writeFileSync(f.abs, 'x');
      fs.writeFileSync(parsedRowsPath(f.abs), '[]');
      return f;
    };
    const dryRunJob = async (hoursAgo: number, extra: Record<string, unknown>) => {
      const f = upload();
      const zip = upload();
      const [row] = await t.ctx.db
        .insert(jobs)
        .values({
          kind: 'import',
          subject: 'kitdryrun',
          ownerId: 1,
          status: 'completed',
          params: JSON.stringify({
            lang: 'en-US',
            dryRun: true,
            report: { total: 1, create: 1, update: 0, refuse: 0, refused: [], truncated: false },
            keptFiles: [zip.rel],
            ...extra,
          }),
          inputPath: f.rel,
          createdAt: new Date(now - hoursAgo * 3600_000),
        })
        .returning();
      return { id: row!.id, files: [f.abs, parsedRowsPath(f.abs), zip.abs] };
    };
    const stale = await dryRunJob(25, {});
    const fresh = await dryRunJob(23, {});
    const committed = await dryRunJob(48, { committing: true });
    expect(await removeStaleDryRuns(t.ctx)).toBe(1);
    expect(stale.files.map((f) => fs.existsSync(f))).toEqual([false, false, false]);
    for (const kept of [fresh, committed]) expect(kept.files.map((f) => fs.existsSync(f))).toEqual([true, true, true]);
    // a late commit finds nothing to import
    await expect(commitImport(t.ctx, req(1), spec, stale.id)).rejects.toMatchObject({ code: 1017 });
    expect(await removeStaleDryRuns(t.ctx)).toBe(0);
  });

  it('refuses the report of a real import and of a dry run still running', async () => {
    const [real] = await t.ctx.db
      .insert(jobs)
      .values({ kind: 'import', subject: 'kitdryrun', ownerId: 1, params: JSON.stringify({ lang: 'en-US' }) })
      .returning();
    await expect(importReport(t.ctx, req(1), spec, real!.id)).rejects.toMatchObject({ code: 1002 });
    const [queued] = await t.ctx.db
      .insert(jobs)
      .values({ kind: 'import', subject: 'kitdryrun', ownerId: 1, params: JSON.stringify({ lang: 'en-US', dryRun: true }) })
      .returning();
    await expect(importReport(t.ctx, req(1), spec, queued!.id)).rejects.toMatchObject({ code: 1017 });
    await expect(commitImport(t.ctx, req(1), spec, queued!.id)).rejects.toMatchObject({ code: 1017 });
  });
});
