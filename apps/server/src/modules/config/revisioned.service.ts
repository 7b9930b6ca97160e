import { configPackResource, generalConfigResource, maskConfigResource, productConfigResource } from '@diagops/contracts';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { resourceService } from '../../platform/kit/resource-service';
import { configPacks, generalConfigs, maskConfigs, productConfigs } from './config.tables';
import { checkProductModels, labelsOf, productModelOptions } from './lookups';
import { revisionEngine } from './revisions';

/**
 * The four revisioned configurations: each a declaration served by the kit (list, detail, export,
 * enable / disable) and a revision engine (every change reviewed before it applies).
 */
const ids = (v: unknown) => (Array.isArray(v) ? (v as number[]) : []);
const joined = (v: unknown) => (Array.isArray(v) ? (v as string[]).join(', ') : '');
type Db = Parameters<typeof labelsOf>[1];
type Req = Parameters<typeof labelsOf>[2];
/** The names of the product models a page of rows names (the list's column). */
const modelNames = (db: Db, req: Req, rows: Array<Record<string, unknown>>) =>
  labelsOf(
    productModelOptions,
    db,
    req,
    rows.flatMap((r) => ids(r.productModelIds)),
  );

export const generalConfigService = resourceService(generalConfigResource, {
  table: generalConfigs,
  computed: async (db, rows, _ctx, req) => {
    const names = await modelNames(db, req, rows);
    return new Map(
      rows.map((r) => [
        r.id,
        {
          productModels: ids(r.productModelIds)
            .map((i) => names.get(i) ?? String(i))
            .join(', '),
          skuList: joined(r.skuCodes),
        },
      ]),
    );
  },
});

export const productConfigService = resourceService(productConfigResource, {
  table: productConfigs,
  computed: async (db, rows, _ctx, req) => {
    const names = await labelsOf(
      productModelOptions,
      db,
      req,
      rows.map((r) => Number(r.productModelId)),
    );
    return new Map(rows.map((r) => [r.id, { productModel: names.get(Number(r.productModelId)) ?? null }]));
  },
});

export const maskConfigService = resourceService(maskConfigResource, {
  table: maskConfigs,
  computed: async (db, rows, _ctx, req) => {
    const names = await modelNames(db, req, rows);
    return new Map(
      rows.map((r) => [
        r.id,
        {
          productModels: ids(r.productModelIds)
            .map((i) => names.get(i) ?? String(i))
            .join(', '),
          functions: joined(r.functionCodes),
        },
      ]),
    );
  },
});

type AnyTable = PgTable & Record<string, PgColumn>;

export const generalRevisions = revisionEngine({
  kind: 'general',
  tableName: 'config_general',
  def: generalConfigResource,
  service: generalConfigService as never,
  table: generalConfigs as unknown as AnyTable,
  numberField: 'configNo',
  prefix: 'GC',
  audience: (d) => ({ productModelIds: ids(d.productModelIds), skuCodes: (d.skuCodes as string[] | null) ?? [] }),
  check: (tx, d) => checkProductModels(tx, ids(d.productModelIds)),
});

export const productRevisions = revisionEngine({
  kind: 'product',
  tableName: 'config_product',
  def: productConfigResource,
  service: productConfigService as never,
  table: productConfigs as unknown as AnyTable,
  numberField: 'packageNo',
  prefix: 'PC',
  audience: (d) => ({ productModelIds: [Number(d.productModelId)] }),
  check: (tx, d) => checkProductModels(tx, [Number(d.productModelId)]),
});

export const maskRevisions = revisionEngine({
  kind: 'mask',
  tableName: 'config_mask',
  def: maskConfigResource,
  service: maskConfigService as never,
  table: maskConfigs as unknown as AnyTable,
  numberField: 'maskNo',
  prefix: 'FM',
  audience: (d) => ({ productModelIds: ids(d.productModelIds) }),
  check: (tx, d) => checkProductModels(tx, ids(d.productModelIds)),
});

export const configPackService = resourceService(configPackResource, {
  table: configPacks,
  computed: async (db, rows, _ctx, req) => {
    const names = await modelNames(db, req, rows);
    return new Map(
      rows.map((r) => [
        r.id,
        {
          productModels: ids(r.productModelIds)
            .map((i) => names.get(i) ?? String(i))
            .join(', '),
        },
      ]),
    );
  },
});

export const packRevisions = revisionEngine({
  kind: 'pack',
  tableName: 'config_pack',
  def: configPackResource,
  service: configPackService as never,
  table: configPacks as unknown as AnyTable,
  numberField: 'packNo',
  prefix: 'CP',
  audience: (d) => ({ productModelIds: ids(d.productModelIds) }),
  check: (tx, d) => checkProductModels(tx, ids(d.productModelIds)),
});
