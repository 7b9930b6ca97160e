import fs from 'node:fs';
import { type Language, type TVinAnalysis, UPLOAD_MAX_BYTES, VIN_BATCH_MAX } from '@diagops/contracts';
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { filePath, fileThenRow, newFile } from '../../platform/kit/files';
import { type JobApi, registerJobHandler, startJob } from '../../platform/kit/jobs';
import { type Localized, writeXlsx, type XlsxColumn } from '../../platform/kit/xlsx';
import { assertUnpackedWithin, UnpackedTooLarge } from '../../platform/kit/zip-bounds';
import { issueTexts, VinAnalyser } from './vin-analyse';

/**
 * Batch decode: an Excel list of VINs (the first column of the first sheet; a header row is skipped)
 * becomes a workbook with one row per VIN — the checks, corgi's decode, our rule's answer and the
 * disagreements — made by a kit job with its progress. At most 10,000 VINs and 10 MB.
 */
export const VIN_BATCH_SUBJECT = 'vinBatchDecode';

const cellText = (v: ExcelJS.CellValue): string => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object' && !(v instanceof Date)) {
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if ('text' in v) return String(v.text);
    if ('result' in v) return cellText(v.result as ExcelJS.CellValue);
    return '';
  }
  return String(v);
};

/** The VINs of a workbook's first column (1006 over 10 MB unpacked, 1001 not a workbook, none, or more than 10,000). */
export async function readVins(buffer: Buffer): Promise<string[]> {
  const refuse = (message: string) => new AppError(1001, { errors: [{ field: 'file', message }] });
  try {
    assertUnpackedWithin(buffer, UPLOAD_MAX_BYTES);
  } catch (err) {
    if (err instanceof UnpackedTooLarge) throw new AppError(1006);
    throw refuse('an xlsx workbook');
  }
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw refuse('an xlsx workbook');
  }
  const ws = wb.worksheets.find((w) => w.state === 'visible') ?? wb.worksheets[0];
  const vins: string[] = [];
  ws?.eachRow({ includeEmpty: false }, (row, n) => {
    const t = cellText(row.getCell(1).value).trim();
    // a header ("VIN", "车架号") is not a VIN: a first row that is not 17 characters of letters and digits
    if (!t || (n === 1 && !/^[A-Za-z0-9\s]{17,}$/.test(t))) return;
    vins.push(t);
  });
  if (vins.length === 0) throw refuse('no VIN in the first column');
  if (vins.length > VIN_BATCH_MAX) throw refuse('at most 10000 VINs');
  return vins;
}

/** Takes the multipart `file`, checks it and queues the job; answers its id. */
export async function receiveVinBatch(ctx: AppContext, req: FastifyRequest): Promise<string> {
  if (!req.isMultipart()) throw new AppError(1001, { errors: [{ field: 'file', message: 'multipart/form-data with a file is required' }] });
  const part = await req.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
  if (!part) throw new AppError(1001, { errors: [{ field: 'file', message: 'required' }] });
  const buffer = await part.toBuffer();
  if (buffer.length > UPLOAD_MAX_BYTES || part.file.truncated) throw new AppError(1006);
  const total = (await readVins(buffer)).length;
  const file = newFile(ctx, 'imports', 'xlsx');
  return fileThenRow(
    file.abs,
    async () => fs.writeFileSync(file.abs, buffer),
    () =>
      startJob(ctx, {
        kind: 'export',
        subject: VIN_BATCH_SUBJECT,
        ownerId: req.auth!.userId,
        params: { lang: requestLanguage(req), username: req.auth!.username },
        inputPath: file.rel,
        total,
      }),
  );
}

type Row = { n: number; input: string; errors: string; a: TVinAnalysis | null };
const L = (zh: string, en: string): Localized => ({ 'zh-CN': zh, 'en-US': en });
const FIELD: Record<string, Localized> = {
  make: L('品牌', 'make'),
  model: L('车系', 'model'),
  modelYear: L('年款', 'model year'),
  vehicleType: L('车辆类型', 'vehicle type'),
};
const yesNo = (b: boolean, lang: Language) => (lang === 'zh-CN' ? (b ? '是' : '否') : b ? 'yes' : 'no');
const cmp = (r: Row, f: string, side: 'decoded' | 'ours') => r.a?.comparison.find((c) => c.field === f)?.[side] ?? null;

export const VIN_BATCH_COLUMNS: XlsxColumn<Row>[] = [
  { key: 'n', header: L('行号', 'Row'), width: 8, value: (r) => r.n },
  { key: 'vin', header: L('车架号', 'VIN'), width: 22, value: (r) => r.a?.vin ?? r.input },
  { key: 'valid', header: L('校验通过', 'Valid'), width: 10, value: (r, lang) => yesNo(!r.errors, lang) },
  { key: 'errors', header: L('错误', 'Errors'), width: 40, value: (r) => r.errors || null },
  { key: 'warnings', header: L('警告', 'Warnings'), width: 40, value: (r) => r.a?.warnings.map((w) => w.message).join('; ') || null },
  { key: 'year565', header: L('年款（第10位）', 'Model year (position 10)'), width: 14, value: (r) => r.a?.modelYear ?? null },
  { key: 'dMake', header: L('解析品牌', 'Decoded make'), value: (r) => cmp(r, 'make', 'decoded') },
  { key: 'dModel', header: L('解析车系', 'Decoded model'), value: (r) => cmp(r, 'model', 'decoded') },
  { key: 'dYear', header: L('解析年款', 'Decoded model year'), width: 12, value: (r) => cmp(r, 'modelYear', 'decoded') },
  { key: 'dType', header: L('解析车辆类型', 'Decoded vehicle type'), value: (r) => cmp(r, 'vehicleType', 'decoded') },
  { key: 'dMaker', header: L('制造商', 'Manufacturer'), width: 28, value: (r) => r.a?.decoded.manufacturer ?? null },
  { key: 'dCountry', header: L('国家', 'Country'), value: (r) => r.a?.decoded.country ?? null },
  { key: 'oBrand', header: L('我方品牌', 'Our brand'), value: (r) => cmp(r, 'make', 'ours') },
  { key: 'oModel', header: L('我方车系', 'Our model'), value: (r) => cmp(r, 'model', 'ours') },
  { key: 'oYear', header: L('我方年款', 'Our model year'), width: 12, value: (r) => cmp(r, 'modelYear', 'ours') },
  { key: 'oType', header: L('我方车辆类型', 'Our vehicle type'), value: (r) => cmp(r, 'vehicleType', 'ours') },
  { key: 'rule', header: L('匹配规则', 'Matched rule'), width: 16, value: (r) => (r.a?.ours ? `${r.a.ours.wmi}${r.a.ours.vdsPattern ?? ''}` : null) },
  {
    key: 'disagree',
    header: L('不一致字段', 'Disagreements'),
    width: 30,
    value: (r, lang) =>
      r.a?.comparison
        .filter((c) => c.agree === false)
        .map((c) => FIELD[c.field]![lang])
        .join(lang === 'zh-CN' ? '、' : ', ') || null,
  },
  { key: 'decodeNotes', header: L('解析说明', 'Decoder notes'), width: 30, value: (r) => r.a?.decoded.messages.join('; ') || null },
];

const FILE_NAME = L('VIN批量解析结果', 'VIN batch decode');

async function* analysed(api: JobApi, vins: string[], analyser: VinAnalyser): AsyncIterable<Row[]> {
  const lang = api.params.lang;
  for (let i = 0; i < vins.length; i += 200) {
    const batch: Row[] = [];
    for (const [j, input] of vins.slice(i, i + 200).entries()) {
      const check = analyser.check(input);
      const errors = issueTexts(check.errors, lang)
        .map((e) => e.message)
        .join('; ');
      batch.push({ n: i + j + 1, input, errors, a: errors ? null : await analyser.analyseChecked(check) });
    }
    yield batch;
  }
}

registerJobHandler('export', VIN_BATCH_SUBJECT, async (api) => {
  const { ctx, params, job } = api;
  const vins = await readVins(fs.readFileSync(filePath(ctx, job.inputPath!)));
  await api.progress(0, vins.length);
  const analyser = new VinAnalyser(ctx, ctx.db, params.lang);
  const file = newFile(ctx, 'exports', 'xlsx');
  let n = 0;
  let failed = 0;
  await fileThenRow(
    file.abs,
    async () => {
      const out = fs.createWriteStream(file.abs);
      const done = new Promise<void>((resolve, reject) => {
        out.on('finish', resolve);
        out.on('error', reject);
      });
      n = await writeXlsx(out, {
        sheetName: FILE_NAME[params.lang],
        columns: VIN_BATCH_COLUMNS,
        lang: params.lang,
        batches: (async function* () {
          for await (const b of analysed(api, vins, analyser)) {
            failed += b.filter((r) => r.errors).length;
            yield b;
          }
        })(),
        onBatch: (d) => api.progress(d),
      });
      await done;
    },
    async () => undefined,
  );
  return { total: n, successCount: n - failed, failedCount: failed, resultPath: file.rel, resultName: `${FILE_NAME[params.lang]}.xlsx` };
});
