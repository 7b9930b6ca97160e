import crypto from 'node:crypto';
import { Readable, type Writable } from 'node:stream';
import { EXPORT_MAX_ROWS, type Language, UPLOAD_MAX_BYTES } from '@diagops/contracts';
import ExcelJS from 'exceljs';
import { assertUnpackedWithin } from './zip-bounds';

export type Localized = Record<Language, string>;
export type CellValue = string | number | boolean | Date | null | undefined;

/** One column of an export, a template and an import. */
export type XlsxColumn<R> = {
  /** field name (the add call's field for importable columns) */
  key: string;
  header: Localized;
  width?: number;
  /** export: the cell of a record */
  value?: (row: R, lang: Language) => CellValue;
  /** import: column must be filled */
  required?: boolean;
  /** template: an example value for the note under the header */
  example?: string;
};

export const REASON_HEADER: Localized = { 'zh-CN': '失败原因', 'en-US': 'Failure reason' };
export const META_SHEET = '_meta';
const MARKER_PREFIX = 'diagops-template';

/** The version hash of a column set: a template stays valid while its columns do not change. */
export function columnsHash(subject: string, columns: Array<Pick<XlsxColumn<unknown>, 'key'>>): string {
  return crypto
    .createHash('sha256')
    .update(`${subject}|${columns.map((c) => c.key).join(',')}`)
    .digest('hex')
    .slice(0, 16);
}
export function templateMarker(subject: string, columns: Array<Pick<XlsxColumn<unknown>, 'key'>>): string {
  return `${MARKER_PREFIX}:${subject}:${columnsHash(subject, columns)}`;
}

/**
 * Streams rows into an xlsx (exceljs WorkbookWriter): localized header row, then each
 * batch as it comes; returns the row count. Memory stays flat whatever the size.
 */
export async function writeXlsx<R>(
  out: Writable,
  opts: {
    sheetName: string;
    columns: XlsxColumn<R>[];
    lang: Language;
    batches: AsyncIterable<R[]>;
    onBatch?: (rowsSoFar: number) => Promise<void> | void;
    extra?: (wb: ExcelJS.stream.xlsx.WorkbookWriter) => void;
  },
): Promise<number> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const ws = wb.addWorksheet(opts.sheetName.slice(0, 31));
  ws.columns = opts.columns.map((c) => ({ header: c.header[opts.lang], key: c.key, width: c.width ?? 18 }));
  ws.getRow(1).font = { bold: true };
  let n = 0;
  for await (const batch of opts.batches) {
    for (const r of batch) {
      ws.addRow(opts.columns.map((c) => c.value?.(r, opts.lang) ?? null)).commit();
      n++;
    }
    await opts.onBatch?.(n);
  }
  ws.commit();
  opts.extra?.(wb);
  await wb.commit();
  return n;
}

/**
 * The import template: the header row in the caller's language, an example row as a
 * note, and a very hidden sheet carrying the version hash of the column set.
 */
export async function writeTemplate(
  out: Writable,
  opts: { subject: string; sheetName: string; columns: XlsxColumn<unknown>[]; lang: Language },
): Promise<void> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const ws = wb.addWorksheet(opts.sheetName.slice(0, 31));
  ws.columns = opts.columns.map((c) => ({ header: c.header[opts.lang] + (c.required ? ' *' : ''), key: c.key, width: c.width ?? 18 }));
  const head = ws.getRow(1);
  head.font = { bold: true };
  opts.columns.forEach((c, i) => {
    if (c.example) head.getCell(i + 1).note = `${opts.lang === 'zh-CN' ? '示例' : 'Example'}: ${c.example}`;
  });
  head.commit();
  ws.commit();
  const meta = wb.addWorksheet(META_SHEET, { state: 'veryHidden' });
  meta.addRow([templateMarker(opts.subject, opts.columns)]).commit();
  meta.addRow(opts.columns.map((c) => c.key)).commit();
  meta.commit();
  await wb.commit();
}

export type ParsedSheet = {
  /** header keys in order, as the template declares them */
  rows: Array<{ rowNumber: number; raw: Record<string, string> }>;
};

export class TemplateMismatch extends Error {}
/** More data rows than one import may hold (EXPORT_MAX_ROWS, as an export, unless the import allows more). */
export class TooManyRows extends Error {}

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if ('text' in v) return String(v.text);
    if ('result' in v) return cellText(v.result as ExcelJS.CellValue);
    if ('error' in v) return '';
    return '';
  }
  return String(v);
}

const stripRequired = (s: string) => s.replace(/\s*\*\s*$/, '').trim();

/**
 * Reads an uploaded import file: refuses it (TemplateMismatch) unless it carries the
 * marker of this column set and its header row is the template's (either language).
 * Returns the non-empty data rows as text by column key. The file is read as a stream, row by
 * row (no workbook in memory: half the time and a fraction of the memory of loading it whole).
 */
export async function readTemplateRows(
  buffer: Buffer | ArrayBuffer,
  opts: { subject: string; columns: XlsxColumn<unknown>[] /** EXPORT_MAX_ROWS unless the import says */; maxRows?: number },
): Promise<ParsedSheet> {
  try {
    return await readTemplateOnce(buffer, opts);
  } catch (err) {
    // a file that would not unpack is read once more before it is refused: under load the streaming
    // reader failed a good template now and then (1018 in two full suite runs, never when run alone)
    if (!(err instanceof TemplateMismatch) || err.message !== 'not an xlsx file') throw err;
    return readTemplateOnce(buffer, opts);
  }
}

async function readTemplateOnce(
  buffer: Buffer | ArrayBuffer,
  opts: { subject: string; columns: XlsxColumn<unknown>[]; maxRows?: number },
): Promise<ParsedSheet> {
  const maxRows = opts.maxRows ?? EXPORT_MAX_ROWS;
  // the data is limited, not only the file (IMP-01): measured before the workbook is read
  const bytes = Buffer.isBuffer(buffer) ? buffer : Buffer.from(buffer);
  assertUnpackedWithin(bytes, UPLOAD_MAX_BYTES);
  const rows: ParsedSheet['rows'] = [];
  let marker = '';
  let dataSheet = false;
  let header: ExcelJS.Row | null = null;
  try {
    // styles are read for the dates (a date is a number with a date format)
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(bytes), {
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      worksheets: 'emit',
      entries: 'ignore',
    });
    for await (const sheet of reader) {
      const ws = sheet as unknown as AsyncIterable<ExcelJS.Row> & { name: string };
      if (ws.name === META_SHEET) {
        for await (const row of ws) if (row.number === 1) marker = cellText(row.getCell(1).value);
        continue;
      }
      // the first sheet that is not the marker's holds the data; any other is not read
      if (dataSheet) {
        for await (const _ of ws);
        continue;
      }
      dataSheet = true;
      for await (const row of ws) {
        if (row.number === 1) {
          header = row;
          continue;
        }
        const raw: Record<string, string> = {};
        let any = false;
        opts.columns.forEach((c, i) => {
          const t = cellText(row.getCell(i + 1).value).trim();
          raw[c.key] = t;
          if (t) any = true;
        });
        if (!any) continue;
        if (rows.length === maxRows) throw new TooManyRows();
        rows.push({ rowNumber: row.number, raw });
      }
    }
  } catch (err) {
    if (err instanceof TooManyRows) throw err;
    throw new TemplateMismatch('not an xlsx file', { cause: err });
  }
  if (marker !== templateMarker(opts.subject, opts.columns)) throw new TemplateMismatch('marker');
  if (!dataSheet || !header) throw new TemplateMismatch('no data sheet');
  const width = Math.max(header.cellCount, opts.columns.length);
  for (let i = 0; i < width; i++) {
    const text = stripRequired(cellText(header.getCell(i + 1).value));
    const col = opts.columns[i];
    if (!col || (text !== col.header['zh-CN'] && text !== col.header['en-US'])) throw new TemplateMismatch(`header ${i + 1}`);
  }
  return { rows };
}
