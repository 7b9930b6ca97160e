import {
  adasBasicResource,
  adasDataResource,
  EXTRAS_FILE_AREAS,
  motorcycleWireResource,
  operationManualResource,
  shortCodeResource,
  type TTopologyNode,
  topologyBasicResource,
  topologyMapResource,
  vehicleServiceResource,
} from '@diagops/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { registerImportLookup } from '../../platform/kit/import-values';
import { resourceService } from '../../platform/kit/resource-service';
import { productModelNamesView } from '../products';
import { itemNames, liveBrand, liveModel } from './catalog-refs';
import { after, inOrder, needOneLanguage } from './catalog-rules';
import { adasBasics, adasData, motorcycleWires, operationManuals, shortCodes, topologyBasics, topologyMaps, vehicleServices } from './extras.tables';
import { keepExtrasFile } from './extras-files';

type Values = Record<string, unknown>;
type Row = Values & { id: number };

/** brandName / modelName of a page of rows, in the caller's language */
async function namesOf(db: DbOrTx, rows: Row[], req: FastifyRequest, withModel = true) {
  const lang = requestLanguage(req);
  const brands = await itemNames(
    db,
    'brand',
    rows.map((r) => r.brandId as number),
    lang,
  );
  const models = withModel
    ? await itemNames(
        db,
        'model',
        rows.map((r) => r.modelId as number | null),
        lang,
      )
    : new Map<number, string>();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        brandName: brands.get(r.brandId as number) ?? null,
        ...(withModel ? { modelName: r.modelId == null ? null : (models.get(r.modelId as number) ?? null) } : {}),
      },
    ]),
  );
}

/** the live brand and (optional) model after the change (merges followed, the model of the brand), the years in order */
async function brandModel(tx: DbOrTx, values: Values, before: Values | null, withModel = true): Promise<Values> {
  inOrder(values, before, 'yearFrom', 'yearTo', 'not before the first year');
  const out = { ...values };
  const brandId = after(values, before, 'brandId') as number | null;
  if ('brandId' in values && brandId != null) out.brandId = await liveBrand(tx, brandId);
  const modelId = withModel ? (after(values, before, 'modelId') as number | null) : null;
  if (withModel && ('modelId' in values || 'brandId' in values) && modelId != null)
    out.modelId = await liveModel(tx, modelId, (out.brandId as number | undefined) ?? brandId ?? null);
  return out;
}

export const vehicleServiceService = resourceService(vehicleServiceResource, {
  table: vehicleServices,
  computed: (db, rows, _ctx, req) => namesOf(db, rows, req),
  rules: {
    beforeSave: async (tx, _req, values, before) => {
      needOneLanguage(values, before, ['nameZh', 'nameEn']);
      return brandModel(tx, values, before);
    },
  },
});

export const motorcycleWireService = resourceService(motorcycleWireResource, {
  table: motorcycleWires,
  computed: (db, rows, _ctx, req) => namesOf(db, rows, req),
  rules: {
    beforeSave: (tx, _req, values, before) => brandModel(tx, values, before),
    afterSave: (tx, req, row) => keepExtrasFile(tx, req, EXTRAS_FILE_AREAS.wire, row.id as number, row.fileId),
  },
});

export const operationManualService = resourceService(operationManualResource, {
  table: operationManuals,
  rules: {
    beforeSave: async (tx, _req, values) => {
      if ('productModel' in values) {
        const [pm] = await tx
          .select({ code: productModelNamesView.code })
          .from(productModelNamesView)
          .where(eq(productModelNamesView.code, values.productModel as string));
        if (!pm) throw new AppError(1001, { errors: [{ field: 'productModel', message: 'no such product model' }] });
      }
      return values;
    },
    afterSave: (tx, req, row) => keepExtrasFile(tx, req, EXTRAS_FILE_AREAS.manual, row.id as number, row.fileId),
  },
});

export const shortCodeService = resourceService(shortCodeResource, {
  table: shortCodes,
  computed: (db, rows, _ctx, req) => namesOf(db, rows, req, false),
  rules: { beforeSave: (tx, _req, values, before) => brandModel(tx, values, before, false) },
});

export const adasBasicService = resourceService(adasBasicResource, {
  table: adasBasics,
  rules: {
    beforeSave: (_tx, _req, values, before) => {
      needOneLanguage(values, before, ['nameZh', 'nameEn']);
      return values;
    },
    // ADAS data naming it keeps it (102048)
    canDelete: async (tx, row) => {
      const [hit] = await tx
        .select({ id: adasData.id })
        .from(adasData)
        .where(and(eq(adasData.delFlag, false), sql`(${adasData.systemTypeId} = ${row.id} or ${adasData.calibrationTypeId} = ${row.id})`))
        .limit(1);
      return !hit;
    },
  },
});

/** the ADAS basic data row of that kind, live (102076 otherwise) */
async function liveBasic(tx: DbOrTx, id: unknown, kind: 'systemType' | 'calibrationType') {
  const [hit] = await tx
    .select({ id: adasBasics.id })
    .from(adasBasics)
    .where(and(eq(adasBasics.id, id as number), eq(adasBasics.kind, kind), eq(adasBasics.delFlag, false)));
  if (!hit)
    throw new AppError(102076, { errors: [{ field: kind === 'systemType' ? 'systemTypeId' : 'calibrationTypeId', message: 'no such ADAS basic data' }] });
}

/** Imports name ADAS system and calibration types by code (the batch import's template). */
export function registerAdasImportLookups(): void {
  const byCode = (kind: 'systemType' | 'calibrationType') => async (db: DbOrTx, code: string) => {
    const [hit] = await db
      .select({ id: adasBasics.id })
      .from(adasBasics)
      .where(and(eq(adasBasics.kind, kind), sql`lower(${adasBasics.code}) = ${code.toLowerCase()}`, eq(adasBasics.delFlag, false)));
    return hit?.id ?? null;
  };
  const suffix = { 'zh-CN': '编码', 'en-US': ' code' };
  registerImportLookup(['adasSystemTypes'], { suffix, resolve: byCode('systemType') });
  registerImportLookup(['adasCalibrationTypes'], { suffix, resolve: byCode('calibrationType') });
}

/** names of ADAS basic data rows in the caller's language */
export async function adasBasicNames(db: DbOrTx, ids: number[], lang: string): Promise<Map<number, string>> {
  const want = [...new Set(ids)];
  if (want.length === 0) return new Map();
  const rows = await db.select().from(adasBasics).where(inArray(adasBasics.id, want));
  return new Map(rows.map((r) => [r.id, (lang === 'en-US' ? r.nameEn || r.nameZh : r.nameZh || r.nameEn) || r.code]));
}

export const adasDataService = resourceService(adasDataResource, {
  table: adasData,
  computed: async (db, rows, _ctx, req) => {
    const names = await namesOf(db, rows, req);
    const basics = await adasBasicNames(
      db,
      rows.flatMap((r) => [r.systemTypeId as number, r.calibrationTypeId as number]),
      requestLanguage(req),
    );
    return new Map(
      rows.map((r) => [
        r.id,
        {
          ...names.get(r.id),
          systemName: basics.get(r.systemTypeId as number) ?? null,
          calibrationName: basics.get(r.calibrationTypeId as number) ?? null,
        },
      ]),
    );
  },
  rules: {
    beforeSave: async (tx, _req, values, before) => {
      if ('systemTypeId' in values) await liveBasic(tx, values.systemTypeId, 'systemType');
      if ('calibrationTypeId' in values) await liveBasic(tx, values.calibrationTypeId, 'calibrationType');
      return brandModel(tx, values, before);
    },
    afterSave: (tx, req, row) => keepExtrasFile(tx, req, EXTRAS_FILE_AREAS.adas, row.id as number, row.fileId),
  },
});

/** a topology module named by a live map keeps it (102048) */
async function moduleOnMap(tx: DbOrTx, code: string): Promise<boolean> {
  const [hit] = await tx
    .select({ id: topologyMaps.id })
    .from(topologyMaps)
    .where(
      and(
        eq(topologyMaps.delFlag, false),
        sql`exists (select 1 from jsonb_array_elements(${topologyMaps.nodes}) n where lower(n->>'module') = lower(${code}))`,
      ),
    )
    .limit(1);
  return Boolean(hit);
}

export const topologyBasicService = resourceService(topologyBasicResource, {
  table: topologyBasics,
  rules: {
    beforeSave: (_tx, _req, values, before) => {
      needOneLanguage(values, before, ['nameZh', 'nameEn']);
      return values;
    },
    canDelete: async (tx, row) => !(await moduleOnMap(tx, row.code as string)),
  },
});

export const topologyMapService = resourceService(topologyMapResource, {
  table: topologyMaps,
  computed: async (db, rows, _ctx, req) => {
    const names = await namesOf(db, rows, req);
    return new Map(rows.map((r) => [r.id, { ...names.get(r.id), nodeCount: (r.nodes as TTopologyNode[]).length }]));
  },
  rules: {
    beforeSave: async (tx, _req, values, before) => {
      if ('nodes' in values) {
        const nodes = values.nodes as TTopologyNode[];
        const codes = nodes.map((n) => n.module.toLowerCase());
        if (new Set(codes).size !== codes.length) throw new AppError(102077, { errors: [{ field: 'nodes', message: 'a module twice' }] });
        const known = await tx
          .select({ code: topologyBasics.code })
          .from(topologyBasics)
          .where(and(eq(topologyBasics.delFlag, false), inArray(sql`lower(${topologyBasics.code})`, codes)));
        if (known.length !== codes.length) throw new AppError(102075, { errors: [{ field: 'nodes', message: 'unknown module' }] });
      }
      return brandModel(tx, values, before);
    },
  },
});

export const EXTRAS_SERVICES = [
  vehicleServiceService,
  motorcycleWireService,
  operationManualService,
  shortCodeService,
  adasBasicService,
  adasDataService,
  topologyBasicService,
  topologyMapService,
] as const;
