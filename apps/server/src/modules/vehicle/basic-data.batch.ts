import { checkAttrValues, checkNames, filledNames, NAME_REPEATED_CODE, type TAttrValue, type TLangName, type VehicleItemKind } from '@diagops/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { bulkInsert } from '../../platform/db/bulk-insert';
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import type { BatchMemory } from '../../platform/kit/resource-service';
import { VEHICLE_ITEM_TABLES, vehicleItems } from './basic-data.service';
import { vehicleNames } from './basic-data.tables';
import { writeVersions } from './basic-data.versions';

/**
 * The basic-data rules for a batch of new items (an import's rows through the kit's insertMany):
 * the checks of a single save, each done with one query for the batch. Rows refused by one check
 * skip the later ones, and repeats inside the batch are judged last, among the rows still accepted,
 * so the first of two equal rows is kept as it would be one save after another.
 */

type Values = Record<string, unknown>;
type Checked = Array<Values | AppError>;

/** The checks that read nothing: names in at least one language, none repeated (VEH-01/02), attribute values. */
export function ownValues(kind: VehicleItemKind, values: Values): Values {
  const out = { ...values };
  if ('names' in values) {
    const p = checkNames(kind, (values.names as TLangName[]) ?? []);
    if (p) throw new AppError(p.code, { field: p.field, index: p.index });
    out.names = filledNames((values.names as TLangName[]) ?? []);
  }
  if (kind === 'attr' && 'attrValues' in values) {
    const vals = (values.attrValues as TAttrValue[]) ?? [];
    const p = checkAttrValues(vals);
    if (p) throw new AppError(p.code, { field: p.field, index: p.index });
    out.attrValues = vals.map((v) => ({ names: filledNames(v.names) }));
  }
  return out;
}

const keyOf = (lang: string, name: string) => `${lang}\u0000${name.toLowerCase()}`;
const accepted = (list: Checked) => list.flatMap((v, i) => (v instanceof AppError ? [] : [{ i, v }]));

/** Names another live item of the kind already has in the same language (one query, the batch's names as one parameter). */
async function refuseTakenNames(tx: Tx, kind: VehicleItemKind, list: Checked): Promise<void> {
  const rows = accepted(list);
  const wanted = rows.flatMap(({ v }) => ((v.names as TLangName[] | undefined) ?? []).map((x) => ({ lang: x.lang, name: x.name })));
  if (wanted.length === 0) return;
  const n = vehicleNames;
  const taken = await tx
    .select({ lang: n.lang, name: n.name })
    .from(n)
    .innerJoin(
      sql`jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) as w(lang text, name text)`,
      sql`${n.kind} = ${kind} and ${n.lang} = w.lang and lower(${n.name}) = lower(w.name)`,
    );
  const hit = new Map(taken.map((t) => [keyOf(t.lang, t.name), t]));
  for (const { i, v } of rows) {
    const h = ((v.names as TLangName[] | undefined) ?? []).map((x) => hit.get(keyOf(x.lang, x.name))).find(Boolean);
    if (h) list[i] = new AppError(NAME_REPEATED_CODE[kind], { field: 'names', lang: h.lang, name: h.name });
  }
}

/** A model's brand or type that is missing or merged away: 1002 naming the field (one query a kind). */
async function refuseDeadRefs(tx: Tx, kind: 'brand' | 'type', field: string, list: Checked): Promise<void> {
  const rows = accepted(list).filter(({ v }) => v[field] != null);
  const items = await vehicleItems(
    tx,
    kind,
    rows.map(({ v }) => v[field] as number),
  );
  for (const { i, v } of rows) {
    const item = items.get(v[field] as number);
    if (!item || item.mergedInto !== null) list[i] = new AppError(1002, { [field]: v[field] });
  }
}

/** Codes a live item of the kind already has (one query): 10120 on the code. */
async function refuseTakenCodes(tx: Tx, kind: VehicleItemKind, list: Checked): Promise<void> {
  const rows = accepted(list).filter(({ v }) => typeof v.code === 'string');
  if (rows.length === 0) return;
  const t = VEHICLE_ITEM_TABLES[kind];
  const codes = [...new Set(rows.map(({ v }) => (v.code as string).toLowerCase()))];
  const taken = await tx
    .select({ code: sql<string>`lower(${t.code})` })
    .from(t)
    .where(
      and(
        eq(t.delFlag, false),
        // the codes as one parameter: a list of thousands of parameters costs more to plan than to run
        sql`lower(${t.code}) in (select jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))`,
      ),
    );
  const set = new Set(taken.map((x) => x.code));
  for (const { i, v } of rows) if (set.has((v.code as string).toLowerCase())) list[i] = new AppError(10120, { field: 'code' });
}

/** Repeats inside the import: a row with the code or a name of a row accepted before it (in this batch or an earlier one) is refused. */
function refuseRepeatsWithin(kind: VehicleItemKind, list: Checked, earlier: BatchMemory): void {
  const remembered = <T>(key: string) => {
    if (!earlier.has(key)) earlier.set(key, new Set<T>());
    return earlier.get(key) as Set<T>;
  };
  const codes = remembered<string>(`${kind}:codes`);
  const names = remembered<string>(`${kind}:names`);
  for (const { i, v } of accepted(list)) {
    const code = typeof v.code === 'string' ? v.code.toLowerCase() : null;
    const own = ((v.names as TLangName[] | undefined) ?? []).map((x) => ({ ...x, key: keyOf(x.lang, x.name) }));
    const repeated = own.find((x) => names.has(x.key));
    if (code && codes.has(code)) list[i] = new AppError(10120, { field: 'code' });
    else if (repeated) list[i] = new AppError(NAME_REPEATED_CODE[kind], { field: 'names', lang: repeated.lang, name: repeated.name });
    else {
      if (code) codes.add(code);
      for (const x of own) names.add(x.key);
    }
  }
}

export function batchRules(kind: VehicleItemKind) {
  return {
    async beforeSaveMany(tx: Tx, _req: FastifyRequest, values: Values[], earlier: BatchMemory): Promise<Checked> {
      const list: Checked = values.map((v) => {
        try {
          return ownValues(kind, v);
        } catch (err) {
          if (err instanceof AppError) return err;
          throw err;
        }
      });
      await refuseTakenNames(tx, kind, list);
      if (kind === 'model') {
        await refuseDeadRefs(tx, 'brand', 'brandId', list);
        await refuseDeadRefs(tx, 'type', 'typeId', list);
      }
      await refuseTakenCodes(tx, kind, list);
      refuseRepeatsWithin(kind, list, earlier);
      return list;
    },
    async afterSaveMany(tx: Tx, req: FastifyRequest, rows: Array<Values & { id: number; version: number }>): Promise<void> {
      const names = rows.flatMap((r) => ((r.names as TLangName[] | null) ?? []).map((x) => ({ kind, itemId: r.id, lang: x.lang, name: x.name })));
      await bulkInsert(tx, vehicleNames, names);
      await writeVersions(
        tx,
        req,
        kind,
        'create',
        rows.map((after) => ({ after, before: null })),
      );
    },
  };
}
