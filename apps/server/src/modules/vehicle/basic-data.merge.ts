import {
  MERGE_OTHER_KIND_CODE,
  MERGE_SELF_CODE,
  MERGE_TARGET_NOT_LIVE_CODE,
  nameIn,
  type TLangName,
  type TVehicleMergeRequest,
  type VehicleItemKind,
} from '@diagops/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { mutate } from '../../platform/kit/mutation';
import { startsWith } from '../../platform/kit/page';
import { lockVersion, updateVersioned } from '../../platform/kit/versioned';
import { syncNames } from './basic-data.resources';
import { resolvePath, runMergeMoves, VEHICLE_ITEM_TABLES, vehicleItemIdByCode, vehicleItems } from './basic-data.service';
import { vehicleItemVersions, vehicleModels, vehicleNames } from './basic-data.tables';
import { versionTime, writeVersion } from './basic-data.versions';

/**
 * A merge of two duplicates: the source's references move to the target (a brand's or type's
 * models here, other parts' through onVehicleItemMerged), the source keeps its row and code with
 * `mergedInto` (old identifiers resolve to the target), and both get a version.
 */
export async function mergeVehicleItems(ctx: AppContext, req: FastifyRequest, kind: VehicleItemKind, body: TVehicleMergeRequest) {
  if (body.toKind && body.toKind !== kind) throw new AppError(MERGE_OTHER_KIND_CODE);
  if (body.fromId === body.toId) throw new AppError(MERGE_SELF_CODE);
  const t = VEHICLE_ITEM_TABLES[kind];
  await mutate(ctx.db, req, { module: `vehicle${kind[0]!.toUpperCase()}${kind.slice(1)}`, action: 'merge' }, async (tx) => {
    const source = await lockVersion(tx, t, body.fromId, body.version);
    if (source.mergedInto !== null) throw new AppError(1017, { state: 'merged', allowedActions: [] });
    const [target] = await tx
      .select()
      .from(t)
      .where(and(eq(t.id, body.toId), eq(t.delFlag, false)))
      .for('update');
    if (!target) throw new AppError(1002, { toId: body.toId });
    if (target.mergedInto !== null || !target.enabled) throw new AppError(MERGE_TARGET_NOT_LIVE_CODE);
    const { before, after } = await updateVersioned(tx, t, body.fromId, body.version, { mergedInto: body.toId } as never);
    // items merged into the source before now lead straight to the target
    await tx
      .update(t)
      .set({ mergedInto: body.toId } as never)
      .where(eq(t.mergedInto, body.fromId));
    await syncNames(tx, kind, body.fromId, null);
    await writeVersion(tx, req, kind, 'merge', after as never, before as never);
    const [bumped] = await tx
      .update(t)
      .set({ version: sql`${t.version} + 1`, updatedAt: sql`now()` } as never)
      .where(eq(t.id, body.toId))
      .returning();
    await writeVersion(tx, req, kind, 'absorb', { ...(bumped as Record<string, unknown>), absorbed: body.fromId } as never, target as never);
    if (kind === 'brand' || kind === 'type') await moveModels(tx, req, kind, body.fromId, body.toId);
    await runMergeMoves(tx, kind, body.fromId, body.toId);
    return { result: null, targetId: body.fromId, before, after };
  });
  return (await resolved(ctx.db, req, kind, body.fromId))!;
}

/** The models of a merged brand or type move to the target, each with a new version. */
async function moveModels(tx: DbOrTx, req: FastifyRequest, kind: 'brand' | 'type', fromId: number, toId: number) {
  const m = vehicleModels;
  const col = kind === 'brand' ? m.brandId : m.typeId;
  const moved = await tx
    .update(m)
    .set({ [kind === 'brand' ? 'brandId' : 'typeId']: toId, version: sql`${m.version} + 1`, updatedAt: sql`now()` } as never)
    .where(and(eq(col, fromId), eq(m.delFlag, false)))
    .returning({ id: m.id });
  if (moved.length === 0) return;
  const field = kind === 'brand' ? 'brand_id' : 'type_id';
  await tx.execute(sql`
    insert into ${vehicleItemVersions} (kind, item_id, version, action, author_id, author_name, snapshot, changed, created_at)
    select 'model', m.id, m.version, 'moved', ${req.auth?.userId ?? null}, ${(req.auth?.username as string | null) ?? null},
      jsonb_build_object('code', m.code, 'names', m.names, 'enabled', m.enabled, 'mergedInto', m.merged_into, 'brandId', m.brand_id, 'typeId', m.type_id),
      ${JSON.stringify([kind === 'brand' ? 'brandId' : 'typeId'])}::jsonb, ${versionTime().toISOString()}::timestamptz
    from ${m} m where m.${sql.raw(field)} = ${toId} and m.id in (${sql.join(
      moved.map((r) => sql`${r.id}`),
      sql`, `,
    )})`);
}

/** The live item an old id leads to, with the path followed (null when unknown). */
export async function resolved(db: DbOrTx, req: FastifyRequest, kind: VehicleItemKind, id: number) {
  const path = await resolvePath(db, kind, id);
  if (!path) return null;
  const item = (await vehicleItems(db, kind, [path.at(-1)!])).get(path.at(-1)!)!;
  const names = Object.entries(item.names).map(([lang, name]) => ({ lang, name }));
  return { id: item.id, code: item.code, name: nameIn(names, requestLanguage(req)), enabled: item.enabled, path };
}

/** GET …/resolve?id= or ?code=: the live item (1002 when neither names one). */
export async function resolveRequest(db: DbOrTx, req: FastifyRequest, kind: VehicleItemKind, q: { id?: number; code?: string }) {
  const id = q.id ?? (q.code ? await vehicleItemIdByCode(db, kind, q.code) : null);
  const out = id ? await resolved(db, req, kind, id) : null;
  if (!out) throw new AppError(1002);
  return out;
}

const LOOKUP_SIZE = 50;
/** Options for other parts' forms: live items by a prefix of a name in any language or of the code, labelled in the caller's language. */
export async function vehicleOptions(
  db: DbOrTx,
  req: FastifyRequest,
  kind: VehicleItemKind,
  q: { keyword?: string; ids?: string; brandId?: number; all?: 'true' | 'false' },
) {
  const t = VEHICLE_ITEM_TABLES[kind];
  const ids = q.ids?.split(',').map(Number);
  const conds = [eq(t.delFlag, false), isNull(t.mergedInto)];
  if (ids) conds.push(inArray(t.id, ids));
  else if (q.all !== 'true') conds.push(eq(t.enabled, true));
  if (q.keyword && !ids)
    conds.push(
      sql`(${startsWith(t.code, q.keyword)} or ${t.id} in (select ${vehicleNames.itemId} from ${vehicleNames} where ${vehicleNames.kind} = ${kind} and ${startsWith(vehicleNames.name, q.keyword)}))`,
    );
  if (kind === 'model' && q.brandId) conds.push(eq(vehicleModels.brandId, q.brandId));
  const rows = await db
    .select({ id: t.id, code: t.code, names: t.names, enabled: t.enabled })
    .from(t)
    .where(and(...conds))
    .orderBy(t.code)
    .limit(ids ? ids.length : LOOKUP_SIZE);
  const lang = requestLanguage(req);
  return rows.map((r) => ({ id: r.id, code: r.code, label: nameIn(r.names as TLangName[], lang) || r.code, enabled: r.enabled }));
}
