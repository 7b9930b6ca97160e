import {
  envelope,
  errorMessage,
  type Language,
  TOOL_LANGUAGE_CODES,
  TOOL_LANGUAGES,
  VEHICLE_MODEL_CONTRACTS,
  VEHICLE_MODEL_PERMISSION,
  ZCode,
  ZJobIdParam,
  ZJobStarted,
} from '@diagops/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { XLSX_REPLY } from '../../platform/kit/files';
import { type ImportRow, type ImportSpec, type Refusal, receiveImport, registerImport, registerUploads } from '../../platform/kit/import';
import { dryRunRoutes, registerJobRoutes, sendJobFile, sendTemplate } from '../../platform/kit/job-routes';
import type { JobApi } from '../../platform/kit/jobs';
import { jobRequest } from '../../platform/kit/resource-excel';
import type { BatchMemory } from '../../platform/kit/resource-service';
import { vehicleModelService } from './basic-data.resources';
import { resolveVehicleItem, VEHICLE_ITEM_TABLES } from './basic-data.service';

/**
 * The model import (kit import job, template and failure file): a row names its brand (and type)
 * by code — an old code of a merged brand leads to the brand it was merged into — and one name
 * column per tool language.
 */
const nameKey = (lang: string) => `name_${lang}`;
const MSG = {
  brand: ['品牌编码不存在', 'no such brand code'],
  type: ['车型编码不存在', 'no such vehicle type code'],
} as const;
const say = (m: readonly [string, string], lang: Language) => (lang === 'zh-CN' ? m[0] : m[1]);
/** the column a refusal points at: the names (first filled language column), the brand, the type, or none */
const columnOf = (err: AppError): string | null => {
  const d = (err.data ?? {}) as Record<string, unknown>;
  if (d.field === 'names') return nameKey(typeof d.lang === 'string' ? d.lang : TOOL_LANGUAGE_CODES[0]);
  if ('brandId' in d) return 'brandCode';
  if ('typeId' in d) return 'typeCode';
  if (d.field === 'code') return 'code';
  return null;
};

export const modelImportSpec: ImportSpec<Record<string, unknown>> = registerImport({
  // not the declaration's name: its export registers the kit's own import spec under that subject
  subject: 'vehicleModelImport',
  // a batch's checks and writes are a query each: bigger batches, fewer of them (10,000 rows at most: 5)
  batchSize: 2000,
  sheetName: { 'zh-CN': '车系', 'en-US': 'Models' },
  failedFileName: { 'zh-CN': '车系导入失败数据', 'en-US': 'Model import failures' },
  columns: [
    { key: 'code', header: { 'zh-CN': '车系编码', 'en-US': 'Model code' }, required: true, width: 18, example: 'X5' },
    { key: 'brandCode', header: { 'zh-CN': '品牌编码', 'en-US': 'Brand code' }, required: true, width: 18, example: 'BMW' },
    { key: 'typeCode', header: { 'zh-CN': '车型编码', 'en-US': 'Type code' }, width: 18, example: 'SUV' },
    ...TOOL_LANGUAGE_CODES.map((lang) => ({
      key: nameKey(lang),
      header: { 'zh-CN': `名称（${TOOL_LANGUAGES[lang][0]}）`, 'en-US': `Name (${TOOL_LANGUAGES[lang][1]})` },
      width: 20,
    })),
  ],
  // codes are looked up in insert, inside the import's transaction (a dry run reads nothing outside it)
  schema: VEHICLE_MODEL_CONTRACTS.ZSave.omit({ brandId: true, typeId: true }).extend({
    brandCode: ZCode,
    typeCode: ZCode.optional(),
  }) as unknown as z.ZodType<Record<string, unknown>>,
  toRequest(raw) {
    const text = (k: string) => raw[k]?.trim() ?? '';
    return {
      code: text('code'),
      brandCode: text('brandCode'),
      ...(text('typeCode') ? { typeCode: text('typeCode') } : {}),
      names: TOOL_LANGUAGE_CODES.filter((l) => text(nameKey(l)) !== '').map((l) => ({ lang: l, name: text(nameKey(l)) })),
    };
  },
  // the rows of a batch are checked and saved together (vehicleModelService.insertMany): a query per batch, not per row
  async insert(tx, rows, api) {
    return saveOrCheck(tx, rows, api, null);
  },
  // a dry run: the same checks, nothing written
  async check(tx, rows, api, earlier) {
    return saveOrCheck(tx, rows, api, earlier);
  },
});

/** A batch's brand and type codes looked up, then its rows saved through insertMany, or only checked (checkMany) when `earlier` is given. */
async function saveOrCheck(tx: Tx, rows: ImportRow<Record<string, unknown>>[], api: JobApi, earlier: BatchMemory | null): Promise<Map<number, Refusal>> {
  const lang = api.params.lang;
  const req = jobRequest(api.job.ownerId, api.params.username, lang, api.job.id, api.ctx);
  const refused = new Map<number, Refusal>();
  const data = rows.map((r) => r.data as { brandCode: string; typeCode?: string });
  const brands = await idsByCode(
    tx,
    'brand',
    data.map((d) => d.brandCode),
  );
  const types = await idsByCode(
    tx,
    'type',
    data.flatMap((d) => (d.typeCode ? [d.typeCode] : [])),
  );
  const saving: { rowNumber: number; body: Record<string, unknown> }[] = [];
  for (const [k, r] of rows.entries()) {
    const { brandCode, typeCode, ...rest } = data[k]!;
    const brandId = brands.get(brandCode.toLowerCase());
    const typeId = typeCode ? types.get(typeCode.toLowerCase()) : null;
    if (!brandId || (typeCode && !typeId)) {
      const kind = brandId ? 'type' : 'brand';
      refused.set(r.rowNumber, { message: say(MSG[kind], lang), code: 1002, column: `${kind}Code` });
    } else saving.push({ rowNumber: r.rowNumber, body: { ...rest, brandId, ...(typeId ? { typeId } : {}) } });
  }
  const bodies = saving.map((s) => s.body);
  const results = earlier ? await vehicleModelService.checkMany(tx, req, bodies, earlier) : await vehicleModelService.insertMany(tx, req, bodies);
  results.forEach((res, k) => {
    if (res instanceof AppError) refused.set(saving[k]!.rowNumber, { message: errorMessage(res.code, lang), code: res.code, column: columnOf(res) });
  });
  return refused;
}

/** The live items named by codes, by lowered code (an old code of a merged item leads to the item kept). */
async function idsByCode(tx: Tx, kind: 'brand' | 'type', codes: string[]): Promise<Map<string, number>> {
  const want = [...new Set(codes.map((c) => c.toLowerCase()))];
  const out = new Map<string, number>();
  if (want.length === 0) return out;
  const t = VEHICLE_ITEM_TABLES[kind];
  const found = await tx
    .select({ id: t.id, code: sql<string>`lower(${t.code})`, mergedInto: t.mergedInto })
    .from(t)
    .where(and(eq(t.delFlag, false), inArray(sql`lower(${t.code})`, want)));
  for (const f of found) {
    const id = f.mergedInto === null ? f.id : await resolveVehicleItem(tx, kind, f.id);
    if (id) out.set(f.code, id);
  }
  return out;
}

/** GET /vehicleModel/template, POST /vehicleModel/importExcel, GET /vehicleModel/failedFile?jobId= */
export async function modelImportRoutes(parent: App, base: string, tags: string[]) {
  registerJobRoutes(parent, 'vehicle');
  // in a context of its own: other parts of the area register the multipart parser in theirs
  await parent.register(async (app: App) => {
    await importRoutesIn(app, base, tags);
  });
}

async function importRoutesIn(app: App, base: string, tags: string[]) {
  const { ctx } = app;
  await registerUploads(app);
  const permission = VEHICLE_MODEL_PERMISSION.import;
  app.get(
    ctx.svcPath('vehicle', `${base}/template`),
    { config: { permission, reply: XLSX_REPLY }, schema: { summary: 'Download the model import template', tags } },
    async (req, reply) => sendTemplate(req, reply, modelImportSpec as never, { 'zh-CN': '车系导入模板', 'en-US': 'Model import template' }),
  );
  app.post(
    ctx.svcPath('vehicle', `${base}/importExcel`),
    {
      config: { permission },
      schema: { summary: 'Dry-run an import of model rows from the template (starts a job)', tags, response: { 200: envelope(ZJobStarted) } },
    },
    async (req) => ok(req, { jobId: await receiveImport(ctx, req, modelImportSpec as never, { dryRun: true }) }),
  );
  dryRunRoutes(app, { path: (op) => ctx.svcPath('vehicle', `${base}/${op}`), permission, subject: modelImportSpec.subject, label: 'model', tags });
  app.get(
    ctx.svcPath('vehicle', `${base}/failedFile`),
    {
      config: { permission, reply: XLSX_REPLY },
      schema: { summary: 'Download the failed rows of a model import', tags, querystring: z.object({ jobId: ZJobIdParam.shape.id }).strict() },
    },
    async (req, reply) => sendJobFile(ctx, req, reply, req.query.jobId, 'import'),
  );
}
