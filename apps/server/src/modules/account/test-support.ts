// Helpers shared by the account tests (not a test file itself).
import { and, desc, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers';
import { operationLogs } from '../../platform/audit/audit.tables';
import { outbox } from '../../platform/notify/notify.tables';
import { securityEventsOf } from '../auth/test-support';
import { updateUserRow, userRow as userRowOf } from '../users/test-support';

/**
 * POST through the app. Each call comes from its own random address unless `ip` is given,
 * so that the per-address limits only bite in the tests about them.
 */
export function post(t: TestApp, url: string, payload?: unknown, headers: Record<string, string> = {}, ip?: string) {
  const remoteAddress = ip ?? `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  return t.app.inject({ method: 'POST', url, headers, remoteAddress, ...(payload === undefined ? {} : { payload: payload as object }) });
}

export async function lastMessage(t: TestApp, target: string) {
  const [row] = await t.ctx.db.select().from(outbox).where(eq(outbox.target, target)).orderBy(desc(outbox.id)).limit(1);
  return row;
}

export async function messagesTo(t: TestApp, target: string) {
  return t.ctx.db.select().from(outbox).where(eq(outbox.target, target)).orderBy(outbox.id);
}

/** The 6-digit code of the last message sent to a phone or e-mail address. */
export async function lastCode(t: TestApp, target: string): Promise<string> {
  const m = await lastMessage(t, target);
  const code = m && /\b(\d{6})\b/.exec(m.body)?.[1];
  if (!code) throw new Error(`no code sent to ${target}`);
  return code;
}

export const updateUser = updateUserRow;
export const userRow = userRowOf;

export async function opLogs(t: TestApp, action: string, targetId?: number | string) {
  const conds = [eq(operationLogs.module, 'account'), eq(operationLogs.action, action)];
  if (targetId !== undefined) conds.push(eq(operationLogs.targetId, String(targetId)));
  return t.ctx.db
    .select()
    .from(operationLogs)
    .where(and(...conds));
}

export const events = securityEventsOf;

export const getUserInfo = (t: TestApp, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: t.ctx.svcPath('user', '/user/getUserInfo'), headers });
