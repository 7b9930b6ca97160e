// Fixtures for other areas' tests (only tests may import this file).
import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers';
import { securityEvents } from './auth.tables';

/** The security-log rows of an event, optionally of one user. */
export async function securityEventsOf(t: TestApp, event: string, userId?: number) {
  const conds = [eq(securityEvents.event, event)];
  if (userId !== undefined) conds.push(eq(securityEvents.userId, userId));
  return t.ctx.db
    .select()
    .from(securityEvents)
    .where(and(...conds));
}
