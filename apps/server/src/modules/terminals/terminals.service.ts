import net from 'node:net';
import {
  APP_KEY_HEADER,
  TERMINAL_PERMISSIONS as P,
  TERMINAL_ONLINE_MS,
  TERMINAL_SECRET_HEADER,
  type TPage,
  type TTerminal,
  type TTerminalApp,
  type TTerminalHeartbeatRequest,
  type TTerminalPageQuery,
  type TTerminalSecretReply,
  type TTerminalStateRequest,
} from '@diagops/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { mutate } from '../../platform/kit/mutation';
import { definePage, prepared, startsWith } from '../../platform/kit/page';
import { lockVersion, updateVersioned } from '../../platform/kit/versioned';
import { authenticateKey } from '../logfiles';
import { hashTerminalSecret, newTerminalSecret, verifyTerminalSecret } from './terminals.secret';
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
    hasSecret: t.secretHash !== null,
    secretIssuedTime: t.secretIssuedAt?.toISOString() ?? null,
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

/** The caller needs the terminal's app's edit permission (1000). */
function checkEdit(req: FastifyRequest, row: TerminalRow) {
  if (!req.auth?.permissions.has(TERMINAL_APP_PERMISSIONS[row.app as TTerminalApp].edit)) throw new AppError(1000);
}

/** Disables a terminal at the version the caller saw (1005 stale, 1017 already so); needs its app's edit permission. */
export async function disableTerminal(ctx: AppContext, req: FastifyRequest, b: TTerminalStateRequest): Promise<TTerminal> {
  const row = await mutate(ctx.db, req, { module: MODULE, action: 'disable' }, async (tx) => {
    const current = await lockVersion(tx, terminals, b.id, b.version);
    checkEdit(req, current);
    if (current.status === 'disabled') throw new AppError(1017, { state: current.status, action: 'disabled' });
    const { before, after } = await updateVersioned(tx, terminals, b.id, b.version, { status: 'disabled', updatedAt: new Date(ctx.clock.now()) });
    return {
      result: after,
      targetId: b.id,
      before: { status: before.status },
      after: { status: after.status, app: after.app, terminalKey: after.terminalKey },
    };
  });
  return presentTerminal(row, ctx.clock.now());
}

/**
 * Gives a terminal a new secret (its old one stops working) and answers it, the only time it is
 * sent; the row and the operation log keep when it was issued, never the secret or its hash.
 * `enable` also switches a disabled terminal on (1017 when it is already enabled), so a secret
 * that left with a lost device dies with the disable; without it the terminal must be enabled
 * (a disabled one: 1017). Version 1005; the app's edit permission.
 */
export async function issueTerminalSecret(
  ctx: AppContext,
  req: FastifyRequest,
  b: TTerminalStateRequest,
  opts: { enable: boolean },
): Promise<TTerminalSecretReply> {
  const secret = newTerminalSecret();
  const secretHash = await hashTerminalSecret(secret);
  const row = await mutate(ctx.db, req, { module: MODULE, action: opts.enable ? 'enable' : 'issueSecret' }, async (tx) => {
    const current = await lockVersion(tx, terminals, b.id, b.version);
    checkEdit(req, current);
    // enable switches a disabled terminal on; a disabled one is not given a secret otherwise (enabling issues a new one anyway)
    if (opts.enable === (current.status === 'enabled')) throw new AppError(1017, { state: current.status, action: opts.enable ? 'enabled' : 'issueSecret' });
    const now = new Date(ctx.clock.now());
    const { before, after } = await updateVersioned(tx, terminals, b.id, b.version, {
      ...(opts.enable ? { status: 'enabled' } : {}),
      secretHash,
      secretIssuedAt: now,
      updatedAt: now,
    });
    // the log's keys avoid "secret" and "hash" (scrubbed anyway): it records that and when one was issued
    return {
      result: after,
      targetId: b.id,
      before: { status: before.status, keyIssuedAt: before.secretIssuedAt?.toISOString() ?? null },
      after: { status: after.status, app: after.app, terminalKey: after.terminalKey, keyIssuedAt: now.toISOString() },
    };
  });
  return { terminal: presentTerminal(row, ctx.clock.now()), secret };
}

const plainIp = (ip: string | undefined) => (!ip ? null : ip.startsWith('::ffff:') && net.isIPv4(ip.slice(7)) ? ip.slice(7) : ip);

const firstHeader = (h: string | string[] | undefined) => (Array.isArray(h) ? h[0] : h);

/**
 * The device side: a terminal calls with an app key (missing 15602, unknown or disabled 1011).
 * Its first call registers it (enabled); every call records when it was last seen, from where
 * and with which version. A disabled terminal is refused (1011) and its call is not recorded;
 * so is a terminal that was issued a secret and does not send it in X-Terminal-Secret (1011).
 */
export async function heartbeat(
  ctx: AppContext,
  req: FastifyRequest,
  b: TTerminalHeartbeatRequest,
): Promise<{ id: number; status: 'enabled' | 'disabled'; registered: boolean; serverTime: string }> {
  const key = await authenticateKey(ctx, firstHeader(req.headers[APP_KEY_HEADER]));
  const now = new Date(ctx.clock.now());
  const ip = plainIp(req.ip);
  const [existing] = await ctx.db
    .select()
    .from(terminals)
    .where(and(eq(terminals.app, b.app), sql`lower(${terminals.terminalKey}) = ${b.terminalKey.toLowerCase()}`));
  if (existing?.status === 'disabled') throw new AppError(1011);
  if (existing?.secretHash && !(await verifyTerminalSecret(existing.secretHash, firstHeader(req.headers[TERMINAL_SECRET_HEADER])))) {
    throw new AppError(1011);
  }
  if (existing) {
    // only while it is still enabled with the secret just checked (staff may disable or re-issue meanwhile)
    const seen = await ctx.db
      .update(terminals)
      .set({ appVersion: b.appVersion, osVersion: b.osVersion ?? existing.osVersion, lastSeenAt: now, lastIp: ip, appKeyId: key.id })
      .where(
        and(
          eq(terminals.id, existing.id),
          eq(terminals.status, 'enabled'),
          existing.secretHash ? eq(terminals.secretHash, existing.secretHash) : isNull(terminals.secretHash),
        ),
      )
      .returning({ id: terminals.id });
    if (seen.length === 0) throw new AppError(1011);
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

/**
 * A terminal's own call beside its heartbeat (the configuration area's device API): the app key
 * (missing 15602, unknown or disabled 1011), a registered and enabled terminal (1011 otherwise),
 * and its secret when it was issued one (1011 without or wrong).
 */
/** Who a device call comes from, for the gate: its terminal, the SN it names and its address. */
export type TerminalCaller = { terminalKey: string; sn?: string; ip: string };
type TerminalGate = (ctx: AppContext, caller: TerminalCaller) => Promise<void> | void;
let gate: TerminalGate | null = null;

/**
 * The logs area's gateway blacklist, installed at start (an area above terminals): it refuses a
 * listed device or address before anything else. Not installed, every device call passes it.
 */
export function installTerminalGate(g: TerminalGate) {
  gate = g;
}

/** The gate alone, for a call that learns its SN only after authenticating the terminal (a report names it inside its upload). */
export async function passTerminalGate(ctx: AppContext, caller: TerminalCaller): Promise<void> {
  await gate?.(ctx, caller);
}

export async function authenticateTerminal(ctx: AppContext, req: FastifyRequest, app: string, terminalKey: string, sn?: string): Promise<{ id: number }> {
  await gate?.(ctx, { terminalKey, sn, ip: req.ip });
  // the key and the terminal are read side by side (two round trips in the time of one); the key's answer comes first
  const key = authenticateKey(ctx, firstHeader(req.headers[APP_KEY_HEADER]));
  // a drizzle query runs on each then: one Promise of it, run once
  const terminal = Promise.resolve(
    ctx.db
      .select({ id: terminals.id, status: terminals.status, secretHash: terminals.secretHash })
      .from(terminals)
      .where(and(eq(terminals.app, app), sql`lower(${terminals.terminalKey}) = ${terminalKey.toLowerCase()}`)),
  );
  terminal.catch(() => undefined);
  await key;
  const [row] = await terminal;
  if (row?.status !== 'enabled') throw new AppError(1011);
  if (row.secretHash && !(await verifyTerminalSecret(row.secretHash, firstHeader(req.headers[TERMINAL_SECRET_HEADER])))) throw new AppError(1011);
  return { id: row.id };
}
