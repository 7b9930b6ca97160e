import type { Language } from '@diagops/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { attachFiles, detachFiles } from '../files';
import { resolveVehicleItem, vehicleItems } from '../vehicle';

/** Rules repair data shares with the fault lights: a text in at least one language, our brands and models. */
type Values = Record<string, unknown>;
const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';
/** a value after the change: the body's when sent, the stored one otherwise */
export const after = (values: Values, before: Values | null, key: string): unknown => (key in values ? values[key] : before?.[key]);

/** 102080 unless one of the texts (Chinese or English) is filled in after the change; blank texts are kept as null. */
export function needOneLanguage(values: Values, before: Values | null, keys: readonly [string, string]): Values {
  if (!keys.some((k) => filled(after(values, before, k)))) throw new AppError(102080);
  const out = { ...values };
  for (const k of keys) if (k in out && !filled(out[k])) out[k] = null;
  return out;
}

export const fieldError = (field: string, message: string) => new AppError(1001, { errors: [{ field, message }] });

/** 1001 on `toKey` when the last year is before the first. */
export function yearsInOrder(values: Values, before: Values | null): void {
  const from = after(values, before, 'yearFrom') as number | null | undefined;
  const to = after(values, before, 'yearTo') as number | null | undefined;
  if (from != null && to != null && to < from) throw fieldError('yearTo', 'not before the first year');
}

/** The signed-in staff member. */
export const callerId = (req: FastifyRequest): number => req.auth?.userId ?? 0;

type Kind = 'brand' | 'model';
/** Names of brands or models in the caller's language (the other language, then the code, when missing). */
export async function itemNames(db: DbOrTx, kind: Kind, ids: Array<number | null | undefined>, lang: Language): Promise<Map<number, string>> {
  const want = [...new Set(ids.filter((i): i is number => typeof i === 'number'))];
  if (want.length === 0) return new Map();
  const items = await vehicleItems(db, kind, want);
  return new Map(
    want.map((id) => {
      const it = items.get(id);
      return [id, it ? it.names[lang] || Object.values(it.names).find(Boolean) || it.code : `#${id}`];
    }),
  );
}

/** The brand and (optional) model after the change: live ids (merges followed), the model one of the brand's; 1001 otherwise. */
export async function checkBrandModel(tx: DbOrTx, values: Values, before: Values | null): Promise<Values> {
  const out = { ...values };
  if (!('brandId' in values) && !('modelId' in values)) return out;
  const brandId = after(values, before, 'brandId') as number;
  const brand = await resolveVehicleItem(tx, 'brand', brandId);
  if (brand === null) throw fieldError('brandId', 'no such brand');
  out.brandId = brand;
  const modelId = after(values, before, 'modelId') as number | null | undefined;
  if (modelId != null) {
    const model = await resolveVehicleItem(tx, 'model', modelId);
    if (model === null) throw fieldError('modelId', 'no such model');
    const info = (await vehicleItems(tx, 'model', [model])).get(model);
    if (info?.brandId != null && info.brandId !== brand) throw fieldError('modelId', 'not a model of this brand');
    out.modelId = model;
  }
  return out;
}

/**
 * After a save, within its transaction: the row's uploads become the row's (the files service refuses
 * another's upload or another area's with 1002), the ones let go are detached (the cleanup removes them).
 */
export async function keepRowFiles(tx: Tx, req: FastifyRequest, area: string, rowId: number, fileIds: unknown): Promise<void> {
  const ctx = (req.server as unknown as { ctx: AppContext }).ctx;
  const ids = (Array.isArray(fileIds) ? fileIds : typeof fileIds === 'string' ? [fileIds] : []).filter((x): x is string => typeof x === 'string');
  await detachFiles(ctx, tx, { area, ownerId: String(rowId), keep: ids });
  if (ids.length) await attachFiles(ctx, tx, { area, ownerId: String(rowId), fileIds: ids, uploaderId: callerId(req) });
}
