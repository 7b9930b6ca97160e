import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { explainUsesIndex } from './explain';
import { contentDisposition, fileThenRow, newFile } from './files';
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
