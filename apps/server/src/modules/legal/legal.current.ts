import type { TLegalType } from '@diagops/contracts';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { legalTypeApps, legalVersions } from './legal.tables';

/** How long an instance trusts its copy of the current versions and the types' apps (a publish elsewhere reaches it within this time). */
export const LEGAL_REFRESH_MS = 10_000;

export type CurrentVersion = { id: number; seq: number; material: boolean; bodies: Record<string, string>; contentHash: string; effectiveDate: Date };
export type LegalSnapshot = {
  /** the version in effect of each type */
  current: Map<TLegalType, CurrentVersion>;
  /** the latest material version in effect of each type: accepting it (or a later one) is required */
  required: Map<TLegalType, { id: number; seq: number }>;
  /** each type's apps: lower-cased code → the code as set */
  apps: Map<TLegalType, Map<string, string>>;
};

let snapshot: { at: number; value: LegalSnapshot } | null = null;

/** Drops this instance's copy (after a publish or a settings change made here). */
export function forgetCurrentVersions() {
  snapshot = null;
}

/**
 * The published versions in effect and the types' apps, read at most every LEGAL_REFRESH_MS (or
 * when the clock goes back): the acceptance gate costs a customer call no query for them.
 */
export async function legalSnapshot(ctx: AppContext): Promise<LegalSnapshot> {
  const now = ctx.clock.now();
  if (snapshot && now - snapshot.at < LEGAL_REFRESH_MS && now >= snapshot.at) return snapshot.value;
  const [published, settings] = await Promise.all([
    ctx.db
      .select()
      .from(legalVersions)
      .where(and(eq(legalVersions.status, 'published'), lte(legalVersions.effectiveDate, new Date(now))))
      .orderBy(legalVersions.type, desc(legalVersions.seq)),
    ctx.db.select().from(legalTypeApps),
  ]);
  const value: LegalSnapshot = { current: new Map(), required: new Map(), apps: new Map() };
  for (const v of published) {
    const type = v.type as TLegalType;
    if (!value.current.has(type))
      value.current.set(type, {
        id: v.id,
        seq: v.seq,
        material: v.material,
        bodies: v.bodies,
        contentHash: v.contentHash ?? '',
        effectiveDate: v.effectiveDate,
      });
    if (v.material && !value.required.has(type)) value.required.set(type, { id: v.id, seq: v.seq });
  }
  for (const s of settings) value.apps.set(s.type as TLegalType, new Map(s.softwareCodes.map((c) => [c.toLowerCase(), c])));
  snapshot = { at: now, value };
  return value;
}
