import net from 'node:net';
import {
  APP_KEY_HEADER,
  TERMINAL_PERMISSIONS as P,
  TERMINAL_ONLINE_MS,
  type TPage,
  type TTerminal,
  type TTerminalApp,
  type TTerminalHeartbeatRequest,
  type TTerminalPageQuery,
  type TTerminalStateRequest,
} from '@diagops/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { mutate } from '../../platform/kit/mutation';
import { definePage, prepared, startsWith } from '../../platform/kit/page';
import { lockVersion, updateVersioned } from '../../platform/kit/versioned';
import { authenticateKey } from '../logfiles';
import { terminals } from './terminals.tables';

type TerminalRow = typeof terminals.$inferSelect;
const MODULE = 'terminal';

/** The permissions of each app's list (view) and its enable / disable (edit). */
export const TERMINAL_APP_PERMISSIONS: Record<TTerminalApp, { view: string; edit: string }> = {
  repair: { view: P.repairView.name, edit: P.repairEdit.name },
  newEnergy: { view: P.newEnergyView.name, edit: P.newEnergyEdit.name },
  remote: { view: P.remoteView.name, edit: P.remoteEdit.name },
};

export const terminalPage = definePage<TTerminalPageQuery>({
  table: terminals,
  filters: {
    app: (v) => eq(terminals.app, v),
    terminalKey: (v) => startsWith(terminals.terminalKey, v),
    appVersion: (v) => startsWith(terminals.appVersion, v),
    status: (v) => eq(terminals.status, v),
  },
  sortable: { lastSeenTime: terminals.lastSeenAt, registeredTime: terminals.registeredAt },
  defaultSort: [{ column: terminals.lastSeenAt, order: 'desc' }],
  tiebreak: terminals.id,
});

export function presentTerminal(t: TerminalRow, now: number): TTerminal {
  return {
    id: t.id,
    app: t.app as TTerminalApp,
    terminalKey: t.terminalKey,
    appVersion: t.appVersion,
    osVersion: t.osVersion,
    status: t.status as TTerminal['status'],
    online: t.status === 'enabled' && now - t.lastSeenAt.getTime() <= TERMINAL_ONLINE_MS,
    registeredTime: t.registeredAt.toISOString(),
    lastSeenTime: t.lastSeenAt.toISOString(),
    lastIp: t.lastIp,
    version: t.version,
  };
}

/** One app's terminals; the list's app is required and the caller needs that app's view permission (1000). */
export function getTerminalPage(ctx: AppContext, req: FastifyRequest, q: TTerminalPageQuery): Promise<TPage<TTerminal>> {
  if (!req.auth?.permissions.has(TERMINAL_APP_PERMISSIONS[q.app].view)) throw new AppError(1000);
  return terminalPage.run(ctx.db, q, async ({ where, orderBy, limit, offset }) => {
    const rows = await prepared(
      ctx.db
        .select()
        .from(terminals)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    );
    const now = ctx.clock.now();
    return rows.map((r) => presentTerminal(r, now));
  });
}

/** Enables or disables a terminal at the version the caller saw (1005 stale, 1017 already so); needs its app's edit permission. */
export async function setTerminalStatus(ctx: AppContext, req: FastifyRequest, b: TTerminalStateRequest, enabled: boolean): Promise<TTerminal> {
  const status = enabled ? 'enabled' : 'disabled';
  const row = await mutate(ctx.db, req, { module: MODULE, action: enabled ? 'enable' : 'disable' }, async (tx) => {
    const current = await lockVersion(tx, terminals, b.id, b.version);
    if (!req.auth?.permissions.has(TERMINAL_APP_PERMISSIONS[current.app as TTerminalApp].edit)) throw new AppError(1000);
    if (current.status === status) throw new AppError(1017, { state: current.status, action: status });
    const { before, after } = await updateVersioned(tx, terminals, b.id, b.version, { status, updatedAt: new Date(ctx.clock.now()) });
    return {
      result: after,
      targetId: b.id,
      before: { status: before.status },
      after: { status: after.status, app: after.app, terminalKey: after.terminalKey },
    };
  });
  return presentTerminal(row, ctx.clock.now());
}

const plainIp = (ip: string | undefined) => (!ip ? null : ip.startsWith('::ffff:') && net.isIPv4(ip.slice(7)) ? ip.slice(7) : ip);

/**
 * The device side: a terminal calls with an app key (missing 15602, unknown or disabled 1011).
 * Its first call registers it (enabled); every call records when it was last seen, from where
 * and with which version. A disabled terminal is refused (1011) and its call is not recorded.
 */
export async function heartbeat(
  ctx: AppContext,
  req: FastifyRequest,
  b: TTerminalHeartbeatRequest,
): Promise<{ id: number; status: 'enabled' | 'disabled'; registered: boolean; serverTime: string }> {
  const header = req.headers[APP_KEY_HEADER];
  const key = await authenticateKey(ctx, Array.isArray(header) ? header[0] : header);
  const now = new Date(ctx.clock.now());
  const ip = plainIp(req.ip);
  const [existing] = await ctx.db
    .select()
    .from(terminals)
    .where(and(eq(terminals.app, b.app), sql`lower(${terminals.terminalKey}) = ${b.terminalKey.toLowerCase()}`));
  if (existing?.status === 'disabled') throw new AppError(1011);
  if (existing) {
    await ctx.db
      .update(terminals)
      .set({ appVersion: b.appVersion, osVersion: b.osVersion ?? existing.osVersion, lastSeenAt: now, lastIp: ip, appKeyId: key.id })
      .where(eq(terminals.id, existing.id));
    return { id: existing.id, status: 'enabled', registered: false, serverTime: now.toISOString() };
  }
  const [row] = await ctx.db
    .insert(terminals)
    .values({
      app: b.app,
      terminalKey: b.terminalKey,
      appVersion: b.appVersion,
      osVersion: b.osVersion ?? null,
      lastIp: ip,
      appKeyId: key.id,
      registeredAt: now,
      lastSeenAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return heartbeat(ctx, req, b); // registered by a call at the same moment: count this one as seen
  return { id: row.id, status: 'enabled', registered: true, serverTime: now.toISOString() };
}
