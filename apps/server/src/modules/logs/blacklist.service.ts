import { isIP } from 'node:net';
import { blacklistResource } from '@diagops/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { resourceService } from '../../platform/kit/resource-service';
import type { TerminalCaller } from '../terminals';
import { gatewayBlacklist } from './logs.tables';

/** How long an instance trusts its copy of the listed entries: another instance's change reaches it within this time. */
export const BLACKLIST_REFRESH_MS = 10_000;

type Listed = { id: number; kind: string; value: string };
let snapshot: { at: number; byKey: Map<string, number> } | null = null;
const key = (kind: string, value: string) => `${kind}:${value.toLowerCase()}`;

/** Drops this instance's copy: the next device call reads the list again (after a change made here). */
export function forgetBlacklist() {
  snapshot = null;
}

async function listed(ctx: AppContext): Promise<Map<string, number>> {
  const now = ctx.clock.now();
  if (snapshot && now - snapshot.at < BLACKLIST_REFRESH_MS && now >= snapshot.at) return snapshot.byKey;
  const rows: Listed[] = await ctx.db
    .select({ id: gatewayBlacklist.id, kind: gatewayBlacklist.kind, value: gatewayBlacklist.value })
    .from(gatewayBlacklist)
    .where(eq(gatewayBlacklist.status, 'listed'));
  snapshot = { at: now, byKey: new Map(rows.map((r) => [key(r.kind, r.value), r.id])) };
  return snapshot.byKey;
}

/**
 * The device API's gate (installed into terminals): a listed SN, terminal or address is refused
 * with 79101 before the call does anything, and the entry counts the refusal. The list is read
 * from memory, refreshed every BLACKLIST_REFRESH_MS, so the gate costs a device call no query.
 */
export async function blacklistGate(ctx: AppContext, caller: TerminalCaller): Promise<void> {
  const byKey = await listed(ctx);
  if (byKey.size === 0) return;
  const hit = byKey.get(key('ip', caller.ip)) ?? byKey.get(key('terminal', caller.terminalKey)) ?? (caller.sn ? byKey.get(key('sn', caller.sn)) : undefined);
  if (hit === undefined) return;
  ctx.db
    .update(gatewayBlacklist)
    .set({ refusedCount: sql`${gatewayBlacklist.refusedCount} + 1` })
    .where(and(eq(gatewayBlacklist.id, hit), eq(gatewayBlacklist.status, 'listed')))
    .catch(() => undefined);
  throw new AppError(79101);
}

/** The blacklist's entries: added with a reason, removed (or listed again) with one; each change reaches the gate at once here. */
export const blacklistService = resourceService(blacklistResource, {
  table: gatewayBlacklist,
  rules: {
    beforeSave: (_tx, _req, values) => {
      if (values.kind === 'ip' && !isIP(String(values.value))) throw new AppError(1001, { errors: [{ field: 'value', message: 'not an IP address' }] });
      return values;
    },
    afterSave: () => forgetBlacklist(),
    afterTransition: () => {
      forgetBlacklist();
      return undefined;
    },
  },
});
