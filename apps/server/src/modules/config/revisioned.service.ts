import { configPackResource, generalConfigResource, maskConfigResource, productConfigResource } from '@diagops/contracts';
import { getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../platform/db/client';
import { resourceService } from '../../platform/kit/resource-service';
import { configPacks, generalConfigs, maskConfigs, productConfigs } from './config.tables';
import { checkProductModels, labelsOf, productModelOptions } from './lookups';
import { type RevisionKind, revisionEngine } from './revisions';

/**
 * The four revisioned configurations: each a declaration served by the kit (list, detail, export,
 * enable / disable) and a revision engine (every change reviewed before it applies).
 */
const ids = (v: unknown) => (Array.isArray(v) ? (v as number[]) : []);
const joined = (v: unknown) => (Array.isArray(v) ? (v as string[]).join(', ') : '');
type Row = Record<string, unknown> & { id: number };

/** The product models a row reaches: its list (productModelIds) or its one model (productModelId). */
const modelsOf = (r: Record<string, unknown>) => (r.productModelId != null ? [Number(r.productModelId)] : ids(r.productModelIds));

/** The names of the models each of a page of rows reaches, joined (the list's column). */
async function modelColumn(db: DbOrTx, req: FastifyRequest, rows: Row[]): Promise<Map<number, string>> {
  const names = await labelsOf(productModelOptions, db, req, rows.flatMap(modelsOf));
  return new Map(
    rows.map((r) => [
      r.id,
      modelsOf(r)
        .map((i) => names.get(i) ?? String(i))
        .join(', '),
    ]),
  );
}

type Kind = Pick<RevisionKind, 'kind' | 'numberField' | 'prefix'> & {
  /** the read-only column with the models' names */
  modelsField: string;
  /** more read-only columns of a row */
  more?: (r: Row) => Record<string, unknown>;
  skuCodes?: (d: Record<string, unknown>) => string[];
};

/** A revisioned configuration: its kit service (list columns computed) and its revision engine. */
function revisioned<const D extends RevisionKind['def']>(def: D, table: PgTable, k: Kind) {
  const service = resourceService(def, {
    table: table as never,
    computed: async (db, rows, _ctx, req) => {
      const models = await modelColumn(db, req, rows as Row[]);
      return new Map(rows.map((r) => [r.id, { [k.modelsField]: models.get(r.id) ?? null, ...k.more?.(r as Row) }]));
    },
  });
  const engine = revisionEngine({
    ...k,
    tableName: getTableName(table),
    def,
    service: service as never,
    table: table as unknown as PgTable & Record<string, PgColumn>,
    audience: (d) => ({ productModelIds: modelsOf(d), ...(k.skuCodes ? { skuCodes: k.skuCodes(d) } : {}) }),
    check: (tx, d) => checkProductModels(tx, modelsOf(d)),
  });
  return { service, engine };
}

export const { service: generalConfigService, engine: generalRevisions } = revisioned(generalConfigResource, generalConfigs, {
  kind: 'general',
  numberField: 'configNo',
  prefix: 'GC',
  modelsField: 'productModels',
  more: (r) => ({ skuList: joined(r.skuCodes) }),
  skuCodes: (d) => (d.skuCodes as string[] | null) ?? [],
});
export const { service: productConfigService, engine: productRevisions } = revisioned(productConfigResource, productConfigs, {
  kind: 'product',
  numberField: 'packageNo',
  prefix: 'PC',
  modelsField: 'productModel',
});
export const { service: maskConfigService, engine: maskRevisions } = revisioned(maskConfigResource, maskConfigs, {
  kind: 'mask',
  numberField: 'maskNo',
  prefix: 'FM',
  modelsField: 'productModels',
  more: (r) => ({ functions: joined(r.functionCodes) }),
});
export const { service: configPackService, engine: packRevisions } = revisioned(configPackResource, configPacks, {
  kind: 'pack',
  numberField: 'packNo',
  prefix: 'CP',
  modelsField: 'productModels',
});
