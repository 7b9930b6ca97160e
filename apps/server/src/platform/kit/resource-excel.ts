import { errorMessage, type FieldDef, isRequiredField, type Language, type ResourceDef, resourceXlsxFields, text2 } from '@diagops/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { AppError } from '../http/errors';
import { requestLanguage } from '../http/language';
import { type ExportSpec, registerExport } from './export';
import { type ImportRow, type ImportSpec, type Refusal, registerImport } from './import';
import { importBody, lookupColumn } from './import-values';
import type { JobApi } from './jobs';
import type { ResourceRow, ResourceService } from './resource-service';
import type { Localized, XlsxColumn } from './xlsx';

const localized = (t: readonly [string, string]): Localized => ({ 'zh-CN': t[0], 'en-US': t[1] });
const optionValues = (f: FieldDef) => (f.options && 'values' in f.options ? f.options.values : null);

/** A cell of the export: option values by their label, switches as yes / no, the rest as it is. */
function cellOf(f: FieldDef, v: unknown, lang: Language): string | number | boolean | null {
  if (v === null || v === undefined) return null;
  const values = optionValues(f);
  if (values) return values[String(v)] ? text2(values[String(v)]!, lang) : String(v);
  if (f.kind === 'switch') return v ? (lang === 'zh-CN' ? '是' : 'Yes') : lang === 'zh-CN' ? '否' : 'No';
  if (f.kind === 'dateTime' && typeof v === 'string') return v.replace('T', ' ').slice(0, 19);
  return v as string | number;
}

/** The columns of a declaration's import template: its writable fields, required ones marked, options as examples. */
export function resourceImportColumns(def: ResourceDef): XlsxColumn<unknown>[] {
  return resourceXlsxFields(def, 'import').map(([key, f]) =>
    lookupColumn(
      {
        key,
        header: localized(f.label),
        required: isRequiredField(f),
        width: (f.xlsx && f.xlsx.width) || 18,
        example:
          (f.xlsx && f.xlsx.example) ||
          (optionValues(f)
            ? Object.values(optionValues(f)!)
                .map((l) => l[0])
                .join('/')
            : undefined),
      },
      f,
    ),
  );
}

/** The job runs without a request: it reads and writes with the scope and permissions of no one in particular. */
export const jobRequest = (ownerId: number, username: unknown, lang: Language, jobId: string, ctx?: AppContext) =>
  ({
    auth: { userId: ownerId, username: (username as string) ?? null, permissions: new Set<string>() },
    headers: { language: lang },
    ip: null,
    id: `job:${jobId}`,
    // rules that reach the app through the request (req.server.ctx: attaching files) work in a job too
    server: ctx ? { ctx } : undefined,
  }) as unknown as FastifyRequest;

/**
 * Saves import rows through the declaration's add call (svc.insertMany: together when it has batch
 * rules, else each in a savepoint): a row a rule refuses is in the failure file, nothing of it saved.
 * With `earlier` (a dry run of a declaration with batch rules) the rules only judge them (checkMany).
 */
export async function insertEachRow(
  svc: ResourceService,
  tx: Tx,
  rows: ImportRow<Record<string, unknown>>[],
  api: JobApi,
  earlier?: Map<string, unknown>,
): Promise<Map<number, Refusal>> {
  const lang = api.params.lang;
  const req = jobRequest(api.job.ownerId, api.params.username, lang, api.job.id, api.ctx);
  const refused = new Map<number, Refusal>();
  const bodies = rows.map((r) => r.data);
  const results = earlier ? await svc.checkMany(tx, req, bodies, earlier as never) : await svc.insertMany(tx, req, bodies);
  results.forEach((res, k) => {
    if (!(res instanceof AppError)) return;
    const field = (res.data as { errors?: Array<{ field?: string }> } | null)?.errors?.[0]?.field ?? null;
    refused.set(rows[k]!.rowNumber, { message: errorMessage(res.code, lang), code: res.code, column: field });
  });
  return refused;
}

/** The export and import of a declaration as kit jobs (the same specs the hand-written areas use). */
export function resourceExcel(svc: ResourceService) {
  const def: ResourceDef = svc.def;
  const exportColumns: XlsxColumn<ResourceRow>[] = resourceXlsxFields(def, 'export').map(([key, f]) => ({
    key,
    header: localized(f.label),
    width: (f.xlsx && f.xlsx.width) || (f.kind === 'textarea' ? 30 : 18),
    value: (r, lang) => cellOf(f, r[key], lang),
  }));
  if (def.states) {
    const states = def.states;
    exportColumns.push({
      key: states.field,
      header: { 'zh-CN': '状态', 'en-US': 'Status' },
      width: 12,
      value: (r, lang) => text2(states.values[String(r[states.field])]?.label ?? ['', ''], lang),
    });
  }
  const importColumns = resourceImportColumns(def);
  // an export runs now or later as a job: the query carries who asked (`__owner`), the scope is read for them
  type Owner = { userId: number; username: string | null; lang: Language };
  const split = (q: Record<string, unknown>) => {
    const { __owner, ...filters } = q as { __owner: Owner };
    return { filters, req: jobRequest(__owner.userId, __owner.username, __owner.lang, 'export') };
  };
  const exportSpec: ExportSpec<Record<string, unknown>, ResourceRow> = registerExport({
    subject: def.name,
    fileName: localized(def.label),
    sheetName: localized(def.label),
    columns: exportColumns,
    count: (db, q) => {
      const { filters, req } = split(q);
      return svc.page.count(db, filters as never, req);
    },
    fetch: (_db, q, limit, offset, after) => {
      const { filters, req } = split(q);
      return svc.rowsFor(svc.boundContext(), req, filters, limit, offset, after);
    },
    keyOf: (r) => r.id,
  });
  const exportQuery = (req: FastifyRequest, body: Record<string, unknown>) => ({
    ...body,
    __owner: { userId: req.auth!.userId, username: req.auth!.username, lang: requestLanguage(req) } satisfies Owner,
  });

  const importSpec: ImportSpec<Record<string, unknown>> = registerImport({
    subject: def.name,
    sheetName: localized(def.label),
    failedFileName: { 'zh-CN': `${def.label[0]}导入失败数据`, 'en-US': `${def.label[1]} import failures` },
    columns: importColumns,
    atomic: def.importAtomic === true,
    schema: svc.contracts.ZSave as unknown as z.ZodType<Record<string, unknown>>,
    toRequest: (raw, { db, lang }) => importBody(def, raw, db, lang),
    insert: (tx, rows, api) => insertEachRow(svc, tx, rows, api),
  });
  return { exportSpec, importSpec, exportQuery };
}
