import type { TForecastPageQuery, TForecastUser, TPage, TSaveForecastUserRequest } from '@diagops/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { caller } from '../../platform/http/caller';
import { AppError } from '../../platform/http/errors';
import { isUniqueViolation, mutate } from '../../platform/kit/mutation';
import { definePage, startsWith } from '../../platform/kit/page';
import { deleteVersioned, lockVersion, updateVersioned } from '../../platform/kit/versioned';
import { recordCustomerEvent } from './customer-events';
import { insertCustomer } from './customers.repository';
import { forecastUsers } from './customers.tables';

type Row = typeof forecastUsers.$inferSelect;

export const forecastPage = definePage<TForecastPageQuery>({
  table: forecastUsers,
  base: eq(forecastUsers.delFlag, false),
  filters: {
    email: (v) => startsWith(forecastUsers.email, v),
    status: (v) => eq(forecastUsers.status, v),
    country: (v) => eq(forecastUsers.country, v),
  },
  sortable: { createTime: forecastUsers.createdAt },
  defaultSort: [{ column: forecastUsers.createdAt, order: 'desc' }],
  tiebreak: forecastUsers.id,
});

const mask = (p: string | null) => (p ? `${p.slice(0, 3)}****${p.slice(-4)}` : p);

function present(r: Row, fullPhone: boolean): TForecastUser {
  return {
    id: r.id,
    email: r.email,
    phone: fullPhone ? r.phone : mask(r.phone),
    name: r.name,
    country: r.country,
    source: r.source,
    remark: r.remark,
    status: r.status === 'converted' ? 'converted' : 'pending',
    customerId: r.customerId,
    version: r.version,
    createTime: r.createdAt.toISOString(),
  };
}

export function getForecastPage(ctx: AppContext, q: TForecastPageQuery, fullPhone: boolean): Promise<TPage<TForecastUser>> {
  return forecastPage.run(ctx.db, q, async ({ where, orderBy, limit, offset }) => {
    const rows = await ctx.db
      .select()
      .from(forecastUsers)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    return rows.map((r) => present(r, fullPhone));
  });
}

export async function addForecast(ctx: AppContext, req: FastifyRequest, b: TSaveForecastUserRequest, fullPhone: boolean): Promise<TForecastUser> {
  const row = await mutate(ctx.db, req, { module: 'forecastUser', action: 'add' }, async (tx) => {
    const now = new Date(ctx.clock.now());
    const [r] = await tx
      .insert(forecastUsers)
      .values({
        email: b.email?.toLowerCase() ?? null,
        phone: b.phone ?? null,
        name: b.name ?? null,
        country: b.country ?? null,
        source: b.source,
        remark: b.remark ?? null,
        createdBy: caller(req).userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { result: r!, targetId: r!.id, after: r };
  });
  return present(row, fullPhone);
}

export async function deleteForecast(ctx: AppContext, req: FastifyRequest, b: { id: number; version: number }): Promise<void> {
  await mutate(ctx.db, req, { module: 'forecastUser', action: 'delete' }, async (tx) => {
    const before = await deleteVersioned(tx, forecastUsers, b.id, b.version);
    return { result: null, targetId: b.id, before };
  });
}

/** Converts a prospect into a customer (source forecast); an e-mail or phone already registered: 73301. */
export async function convertForecast(ctx: AppContext, req: FastifyRequest, b: { id: number; version: number }, fullPhone: boolean): Promise<TForecastUser> {
  try {
    const row = await mutate(ctx.db, req, { module: 'forecastUser', action: 'convert' }, async (tx) => {
      const f = await lockVersion(tx, forecastUsers, b.id, b.version);
      if (f.status === 'converted') throw new AppError(73304);
      const now = new Date(ctx.clock.now());
      const c = await insertCustomer(tx, {
        account: (f.email ?? f.phone)!,
        email: f.email,
        phone: f.phone,
        name: f.name,
        country: f.country,
        source: 'forecast',
        createdBy: caller(req).userId,
        registeredAt: now,
        createdAt: now,
        updatedAt: now,
      });
      const { after } = await updateVersioned(tx, forecastUsers, b.id, b.version, { status: 'converted', customerId: c.id });
      await recordCustomerEvent(ctx, tx, {
        customerId: c.id,
        kind: 'forecast.convert',
        detail: { forecastUserId: b.id },
        actor: { kind: 'staff', id: caller(req).userId },
      });
      return { result: after, targetId: b.id, after: { status: 'converted', customerId: c.id } };
    });
    return present(row, fullPhone);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(73301);
    throw err;
  }
}
