import { PassThrough } from 'node:stream';
import { UPLOAD_MAX_BYTES } from '@diagops/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signInAdmin } from '../../../test/helpers';
import { fillTemplate, multipartFile } from '../../../test/kit-helpers';
import { readTemplateRows, TooManyRows, writeTemplate, type XlsxColumn } from './xlsx';
import { assertUnpackedWithin, UnpackedTooLarge } from './zip-bounds';

const cols: XlsxColumn<unknown>[] = [
  { key: 'code', header: { 'zh-CN': '编码', 'en-US': 'Code' }, required: true },
  { key: 'name', header: { 'zh-CN': '名称', 'en-US': 'Name' } },
];

async function template(): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c) => chunks.push(c));
  await writeTemplate(out, { subject: 'thing', sheetName: 'Things', columns: cols, lang: 'en-US' });
  return Buffer.concat(chunks);
}

/** The template filled with rows of repetitive text: a small file that unpacks to much more. */
async function filled(rows: number, text: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await template()) as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  // each text differs, so the shared-strings table cannot keep one copy
  for (let i = 0; i < rows; i++) ws.addRow([`C${i}`, text ? `${i} ${text}` : '']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('imports count the data, not only the file', () => {
  it('a workbook of a few hundred kB that unpacks past 10M is refused while unpacking', async () => {
    const bomb = await filled(9_000, 'x'.repeat(1_500));
    expect(bomb.length).toBeLessThan(UPLOAD_MAX_BYTES / 10);
    expect(() => assertUnpackedWithin(bomb, UPLOAD_MAX_BYTES)).toThrow(UnpackedTooLarge);
    await expect(readTemplateRows(bomb, { subject: 'thing', columns: cols })).rejects.toBeInstanceOf(UnpackedTooLarge);
  });

  it('an ordinary upload is measured and read', async () => {
    const file = await filled(50, 'name');
    const size = assertUnpackedWithin(file, UPLOAD_MAX_BYTES);
    expect(size).toBeGreaterThan(file.length);
    expect((await readTemplateRows(file, { subject: 'thing', columns: cols })).rows).toHaveLength(50);
  });

  it('a declared size past the limit is refused before anything is inflated', () => {
    // one stored entry whose directory claims 20 MB
    const name = Buffer.from('a.xml');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt32LE(1, 20);
    central.writeUInt32LE(20 * 1024 * 1024, 24);
    central.writeUInt16LE(name.length, 28);
    const eocd = Buffer.alloc(22);
    eocd.writeUInt32LE(0x06054b50, 0);
    eocd.writeUInt16LE(1, 10);
    eocd.writeUInt32LE(local.length + name.length + 1, 16);
    const zip = Buffer.concat([local, name, Buffer.from('x'), central, name, eocd]);
    expect(() => assertUnpackedWithin(zip, UPLOAD_MAX_BYTES)).toThrow(UnpackedTooLarge);
  });

  it('more data rows than an import may hold are refused', async () => {
    const many = await filled(10_001, '');
    await expect(readTemplateRows(many, { subject: 'thing', columns: cols })).rejects.toBeInstanceOf(TooManyRows);
  });
});

describe('importExcel', () => {
  it('answers 1006 (413), as for an oversized file, when the workbook unpacks past 10M', async () => {
    const t = await buildTestApp();
    try {
      const admin = await signInAdmin(t);
      const url = (p: string) => t.ctx.svcPath('product', `/platformsku${p}`);
      const tpl = await t.app.inject({ method: 'GET', url: url('/downloadTemplate'), headers: admin.headers });
      const file = await fillTemplate(
        tpl.rawPayload,
        Array.from({ length: 9_000 }, (_, i) => [`SKU${i}`, `${i} ${'名'.repeat(600)}`]),
      );
      expect(file.length).toBeLessThan(UPLOAD_MAX_BYTES / 10);
      const mp = multipartFile(file);
      const res = await t.app.inject({ method: 'POST', url: url('/importExcel'), headers: { ...admin.headers, ...mp.headers }, payload: mp.payload });
      expect([res.statusCode, res.json().code]).toEqual([413, 1006]);
    } finally {
      await t.close();
    }
  });
});
