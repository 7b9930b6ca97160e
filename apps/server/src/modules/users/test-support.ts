// Fixtures for other areas' tests (only tests may import this file).
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers';
import { users } from './users.tables';

/** Sets columns of a user row directly: states the API reaches only slowly (locked, expired, a bound phone). */
export async function updateUserRow(t: TestApp, userId: number, values: Partial<typeof users.$inferInsert>) {
  await t.ctx.db.update(users).set(values).where(eq(users.id, userId));
}

export async function userRow(t: TestApp, userId: number) {
  const [row] = await t.ctx.db.select().from(users).where(eq(users.id, userId));
  return row!;
}
