import { LEGAL_TYPES, type TLegalSetting, type TLegalType } from '@diagops/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { caller } from '../../platform/http/caller';
import { AppError } from '../../platform/http/errors';
import { mutate } from '../../platform/kit/mutation';
import { softwareCodesByCodes } from '../software';
import { forgetCurrentVersions } from './legal.current';
import { legalTypeApps } from './legal.tables';

/** Each type with the software codes (apps) it applies to; a type never set applies to none. */
export async function listSettings(db: DbOrTx): Promise<TLegalSetting[]> {
  const rows = await db.select({ type: legalTypeApps.type, codes: legalTypeApps.softwareCodes }).from(legalTypeApps);
  const byType = new Map(rows.map((r) => [r.type, r.codes]));
  return LEGAL_TYPES.map((type) => ({ type, softwareCodes: byType.get(type) ?? [] }));
}

/** The types that apply to a software code (case-insensitive). */
export async function typesForApp(db: DbOrTx, code: string): Promise<TLegalType[]> {
  const rows = await db
    .select({ type: legalTypeApps.type })
    .from(legalTypeApps)
    .where(sql`exists (select 1 from unnest(${legalTypeApps.softwareCodes}) c where lower(c) = ${code.toLowerCase()})`);
  return rows.map((r) => r.type as TLegalType);
}

/** Sets the apps of a type: every code must be a live software code (79508 names those that are not); stored as the software area spells them. */
export async function saveSetting(ctx: AppContext, req: FastifyRequest, body: TLegalSetting): Promise<TLegalSetting> {
  const wanted = [...new Set(body.softwareCodes.map((c) => c.toLowerCase()))];
  const found = await softwareCodesByCodes(ctx.db, wanted);
  const known = new Set(found.map((f) => f.code.toLowerCase()));
  const unknown = wanted.filter((c) => !known.has(c));
  if (unknown.length > 0) throw new AppError(79508, { codes: unknown });
  const codes = found.map((f) => f.code);
  const now = new Date(ctx.clock.now());
  await mutate(ctx.db, req, { module: 'legal', action: 'setApps' }, async (tx) => {
    await tx
      .insert(legalTypeApps)
      .values({ type: body.type, softwareCodes: codes, updatedBy: caller(req).userId, updatedAt: now })
      .onConflictDoUpdate({ target: legalTypeApps.type, set: { softwareCodes: codes, updatedBy: caller(req).userId, updatedAt: now } });
    return { result: null, targetId: body.type, after: { type: body.type, softwareCodes: codes } };
  });
  forgetCurrentVersions();
  return { type: body.type, softwareCodes: codes };
}
