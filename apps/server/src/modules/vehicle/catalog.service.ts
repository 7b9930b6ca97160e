import {
  batteryResource,
  batteryStandardResource,
  CATALOG_FILE_AREAS,
  dlcResource,
  marketingAdResource,
  testableCarResource,
  tsbResource,
  vehicleCarResource,
} from '@diagops/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { resourceService } from '../../platform/kit/resource-service';
import { productModelNamesView } from '../products';
import { batteryStandards, marketingAds, testableCars, vehicleBatteries, vehicleCars, vehicleDlcs, vehicleTsbs } from './catalog.tables';
import { keepRowFile } from './catalog-files';
import { itemNames, liveBrand, liveModel } from './catalog-refs';
import { after, inOrder, needOneLanguage } from './catalog-rules';

type Values = Record<string, unknown>;
type Row = Values & { id: number };

/** brandName / modelName of a page of rows, in the caller's language */
async function namesOf(db: DbOrTx, rows: Row[], req: FastifyRequest, fields: { brand?: boolean; model?: boolean }) {
  const lang = requestLanguage(req);
  const brands = fields.brand
    ? await itemNames(
        db,
        'brand',
        rows.map((r) => r.brandId as number),
        lang,
      )
    : new Map();
  const models = fields.model
    ? await itemNames(
        db,
        'model',
        rows.map((r) => r.modelId as number | null),
        lang,
      )
    : new Map();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        ...(fields.brand ? { brandName: brands.get(r.brandId as number) ?? null } : {}),
        ...(fields.model ? { modelName: r.modelId == null ? null : (models.get(r.modelId as number) ?? null) } : {}),
      },
    ]),
  );
}

/** the brand and (optional) model after the change: live ids (merges followed), the model of the brand */
async function checkBrandModel(tx: DbOrTx, values: Values, before: Values | null, withModel: boolean): Promise<Values> {
  const out = { ...values };
  const brandId = after(values, before, 'brandId') as number | null;
  if ('brandId' in values && brandId != null) out.brandId = await liveBrand(tx, brandId);
  const modelId = withModel ? (after(values, before, 'modelId') as number | null) : null;
  if (withModel && ('modelId' in values || 'brandId' in values) && modelId != null)
    out.modelId = await liveModel(tx, modelId, (out.brandId as number | undefined) ?? brandId ?? null);
  return out;
}

export const vehicleCarService = resourceService(vehicleCarResource, {
  table: vehicleCars,
  computed: (db, rows, _ctx, req) => namesOf(db, rows, req, { brand: true, model: true }),
  rules: {
    beforeSave: async (tx, _req, values, before) => {
      inOrder(values, before, 'yearFrom', 'yearTo', 'not before the first year');
      return checkBrandModel(tx, values, before, true);
    },
  },
});

export const tsbService = resourceService(tsbResource, {
  table: vehicleTsbs,
  computed: async (db, rows, _ctx, req) => {
    const lang = requestLanguage(req);
    const brands = await itemNames(
      db,
      'brand',
      rows.map((r) => r.brandId as number),
      lang,
    );
    const models = await itemNames(
      db,
      'model',
      rows.flatMap((r) => (r.modelIds as number[] | null) ?? []),
      lang,
    );
    return new Map(
      rows.map((r) => [
        r.id,
        {
          brandName: brands.get(r.brandId as number) ?? null,
          modelNames: ((r.modelIds as number[] | null) ?? []).map((m) => models.get(m) ?? `#${m}`).join(', '),
        },
      ]),
    );
  },
  rules: {
    beforeSave: async (tx, _req, values, before) => {
      needOneLanguage(values, before, ['titleZh', 'titleEn']);
      inOrder(values, before, 'yearFrom', 'yearTo', 'not before the first year');
      const out = await checkBrandModel(tx, values, before, false);
      const modelIds = values.modelIds as number[] | null | undefined;
      if (modelIds) {
        const brandId = after(out, before, 'brandId') as number;
        out.modelIds = [...new Set(await Promise.all(modelIds.map((m) => liveModel(tx, m, brandId, 'modelIds'))))];
      }
      return out;
    },
    afterSave: (tx, req, row) => keepRowFile(tx, req, CATALOG_FILE_AREAS.tsb, row.id, row.attachmentId),
  },
});

export const dlcService = resourceService(dlcResource, {
  table: vehicleDlcs,
  computed: (db, rows, _ctx, req) => namesOf(db, rows, req, { brand: true, model: true }),
  rules: {
    beforeSave: async (tx, _req, values, before) => {
      needOneLanguage(values, before, ['locationZh', 'locationEn']);
      inOrder(values, before, 'yearFrom', 'yearTo', 'not before the first year');
      return checkBrandModel(tx, values, before, true);
    },
    afterSave: (tx, req, row) => keepRowFile(tx, req, CATALOG_FILE_AREAS.dlc, row.id, row.imageId),
  },
});

export const batteryStandardService = resourceService(batteryStandardResource, {
  table: batteryStandards,
  rules: {
    // a standard batteries name stays (102048)
    canDelete: async (tx, row) =>
      (
        await tx
          .select({ id: vehicleBatteries.id })
          .from(vehicleBatteries)
          .where(and(eq(vehicleBatteries.standardId, row.id), eq(vehicleBatteries.delFlag, false)))
          .limit(1)
      ).length === 0,
  },
});

export const batteryService = resourceService(batteryResource, {
  table: vehicleBatteries,
  computed: async (db, rows) => {
    const ids = [...new Set(rows.map((r) => r.standardId as number))];
    const found = ids.length
      ? await db.select({ id: batteryStandards.id, code: batteryStandards.code }).from(batteryStandards).where(inArray(batteryStandards.id, ids))
      : [];
    const codes = new Map(found.map((s) => [s.id, s.code]));
    return new Map(rows.map((r) => [r.id, { standardCode: codes.get(r.standardId as number) ?? null }]));
  },
  rules: {
    beforeSave: async (tx, _req, values) => {
      if (!('standardId' in values)) return values;
      const [s] = await tx
        .select({ id: batteryStandards.id })
        .from(batteryStandards)
        .where(and(eq(batteryStandards.id, values.standardId as number), eq(batteryStandards.delFlag, false)));
      if (!s) throw new AppError(1001, { errors: [{ field: 'standardId', message: 'no such standard' }] });
      return values;
    },
  },
});

export const marketingAdService = resourceService(marketingAdResource, {
  table: marketingAds,
  rules: {
    beforeSave: (_tx, _req, values, before) => {
      needOneLanguage(values, before, ['titleZh', 'titleEn']);
      inOrder(values, before, 'startDate', 'endDate', 'not before the start date');
      return values;
    },
    afterSave: (tx, req, row) => keepRowFile(tx, req, CATALOG_FILE_AREAS.ad, row.id, row.imageId),
  },
});

export const testableCarService = resourceService(testableCarResource, {
  table: testableCars,
  computed: (db, rows, _ctx, req) => namesOf(db, rows, req, { model: true }),
  rules: {
    beforeSave: async (tx, _req, values, before) => {
      inOrder(values, before, 'yearFrom', 'yearTo', 'not before the first year');
      const out = { ...values };
      if ('productModel' in values) {
        const [pm] = await tx
          .select({ code: productModelNamesView.code })
          .from(productModelNamesView)
          .where(eq(productModelNamesView.code, values.productModel as string));
        if (!pm) throw new AppError(1001, { errors: [{ field: 'productModel', message: 'no such product model' }] });
      }
      if ('modelId' in values) out.modelId = await liveModel(tx, values.modelId as number, null);
      return out;
    },
  },
});

export const CATALOG_SERVICES = [
  vehicleCarService,
  tsbService,
  dlcService,
  batteryStandardService,
  batteryService,
  marketingAdService,
  testableCarService,
] as const;
