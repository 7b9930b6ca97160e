import { ERROR_CATALOGUE, specialConfigResource, type ZSpecialSetResult } from '@diagops/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { mutate } from '../../platform/kit/mutation';
import { resourceService } from '../../platform/kit/resource-service';
import { deviceTraceBySns } from '../devices';
import { snFacts, snFactsMany } from '../stock';
import { specialConfigs } from './config.tables';
import { channelOptions, labelsOf } from './lookups';
import { specialWindow } from './special-window';

const DAY_MS = 86_400_000;
type TSpecialSetResult = z.infer<typeof ZSpecialSetResult>;
const now = () => new Date(specialConfigService.boundContext().clock.now());

/** CFG-04, CFG-05 and the end: the effect time is not in the past (when set or changed), the end follows from the duration. */
function timed(values: Record<string, unknown>, before: Record<string, unknown> | null) {
  const effectAt = new Date(String(values.effectAt));
  const changedEffect = !before || (before.effectAt as Date).getTime() !== effectAt.getTime();
  if (changedEffect && effectAt.getTime() < now().getTime()) throw new AppError(102050);
  return { effectAt, endAt: new Date(effectAt.getTime() + Number(values.durationDays) * DAY_MS) };
}

/** CFG-04…07 and 102053: the SN exists and is boxed, the effect time is not in the past, the end follows from the duration. */
async function checkSpecial(tx: Tx, req: FastifyRequest, values: Record<string, unknown>, before: Record<string, unknown> | null) {
  const out = { ...values };
  if (!before) {
    const facts = await snFacts(tx, String(values.sn), requestLanguage(req));
    if (!facts?.boxNo) throw new AppError(102053, { sn: values.sn });
    out.sn = facts.sn;
    out.createdBy = req.auth?.userId ?? null;
  }
  Object.assign(out, timed(values, before));
  if (values.channelId != null && (await channelOptions(tx, req, undefined, [Number(values.channelId)])).length === 0)
    throw new AppError(1002, { channelId: values.channelId });
  return out;
}

/** The same rules for a batch of new special configs (an import, an SN list): one query for the SNs, one for the channels. */
async function checkSpecials(tx: Tx, req: FastifyRequest, batch: Record<string, unknown>[]): Promise<Array<Record<string, unknown> | AppError>> {
  const facts = await snFactsMany(
    tx,
    batch.map((v) => String(v.sn)),
    requestLanguage(req),
  );
  const channelIds = [...new Set(batch.flatMap((v) => (v.channelId == null ? [] : [Number(v.channelId)])))];
  const channels = new Set((channelIds.length ? await channelOptions(tx, req, undefined, channelIds) : []).map((c) => c.id));
  return batch.map((values) => {
    try {
      const found = facts.get(String(values.sn).toLowerCase());
      if (!found?.boxNo) throw new AppError(102053, { sn: values.sn });
      if (values.channelId != null && !channels.has(Number(values.channelId))) throw new AppError(1002, { channelId: values.channelId });
      return { ...values, sn: found.sn, createdBy: req.auth?.userId ?? null, ...timed(values, null) };
    } catch (err) {
      if (err instanceof AppError) return err;
      throw err;
    }
  });
}

export const specialConfigService = resourceService(specialConfigResource, {
  table: specialConfigs,
  rules: { beforeSave: checkSpecial, beforeSaveMany: (tx, req, batch) => checkSpecials(tx, req, batch) },
  computed: async (db, rows, ctx, req) => {
    const channels = await labelsOf(
      channelOptions,
      db,
      req,
      rows.flatMap((r) => (r.channelId == null ? [] : [Number(r.channelId)])),
    );
    const devices = await deviceTraceBySns(db, [...new Set(rows.map((r) => String(r.sn)))]);
    const at = new Date(ctx.clock.now());
    return new Map(
      rows.map((r) => {
        const w = specialWindow(r as never, devices.get(String(r.sn))?.activationTime ?? null, at);
        return [r.id, { channel: r.channelId == null ? null : (channels.get(Number(r.channelId)) ?? null), phase: w.phase }];
      }),
    );
  },
});

/**
 * CFG-02: a selection of special configs enabled or disabled together. Every item must be able to
 * take the step (enable: new or disabled; disable: new or confirmed); otherwise nothing changes and
 * each refused item is named with its code and message in the caller's language.
 */
export async function changeSpecialSet(ctx: AppContext, req: FastifyRequest, ids: number[], action: 'enable' | 'disable') {
  const want = [...new Set(ids)];
  const from = action === 'enable' ? ['new', 'disabled'] : ['new', 'confirmed'];
  const to = action === 'enable' ? 'confirmed' : 'disabled';
  const lang = requestLanguage(req);
  return mutate<TSpecialSetResult>(ctx.db, req, { module: 'specialConfig', action: `${action}Set` }, async (tx) => {
    const rows = await tx.select().from(specialConfigs).where(inArray(specialConfigs.id, want)).orderBy(specialConfigs.id).for('update');
    const found = new Map(rows.map((r) => [r.id, r]));
    const refused = want
      .filter((id) => !found.has(id) || !from.includes(found.get(id)!.status))
      .map((id) => {
        const code = found.has(id) ? (1017 as const) : (1002 as const);
        return { id, sn: found.get(id)?.sn ?? '', code, message: ERROR_CATALOGUE[code][lang] };
      });
    if (refused.length > 0) return { result: { done: [], refused }, targetId: null };
    for (const r of rows) await specialConfigService.setState(tx, req, r.id, action, to);
    return { result: { done: want, refused: [] }, targetId: null, after: { ids: want, status: to } };
  });
}

/** The special configs of one SN, oldest effect first (the effective configuration reads them). */
export async function specialsOfSn(db: Tx | AppContext['db'], sn: string) {
  return db
    .select()
    .from(specialConfigs)
    .where(and(sql`lower(${specialConfigs.sn}) = ${sn.toLowerCase()}`, eq(specialConfigs.status, 'confirmed')))
    .orderBy(specialConfigs.effectAt, specialConfigs.id);
}
