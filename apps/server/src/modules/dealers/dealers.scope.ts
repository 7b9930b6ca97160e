import { DEALER_PERMISSIONS as P } from '@diagops/contracts';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { caller } from '../../platform/http/caller';
import { findUserById } from '../users';
import { dealerAreas, dealers } from './dealers.tables';

/**
 * What part of the dealer network a caller sees (DEALER-12 and the data scope of issue #15):
 * everything (dealer_scope_all), a dealer's own subtree (the dealer's account), the dealers a
 * service team serves (a staff member of that department), or nothing. Plain data, so an
 * export job carries it as it is.
 */
export type DealerScope = { kind: 'all' } | { kind: 'subtree'; dealerId: number; path: string } | { kind: 'team'; deptIds: number[] } | { kind: 'none' };

const resolved = new WeakMap<FastifyRequest, Promise<DealerScope>>();

/** The caller's scope, resolved once per request. */
export function callerScope(ctx: AppContext, req: FastifyRequest): Promise<DealerScope> {
  let p = resolved.get(req);
  if (!p) {
    p = resolveScope(ctx, req);
    resolved.set(req, p);
  }
  return p;
}

async function resolveScope(ctx: AppContext, req: FastifyRequest): Promise<DealerScope> {
  const me = caller(req);
  const [own] = await ctx.db
    .select({ id: dealers.id, path: dealers.path })
    .from(dealers)
    .where(and(eq(dealers.userId, me.userId), eq(dealers.delFlag, false)));
  if (own) return { kind: 'subtree', dealerId: own.id, path: own.path };
  if (me.permissions.has(P.dealerAll.name)) return { kind: 'all' };
  const user = await findUserById(ctx.db, me.userId);
  if (user?.deptId) return { kind: 'team', deptIds: [user.deptId] };
  return { kind: 'none' };
}

/** The condition on `dealers` rows the scope lets through (undefined: all). */
export function dealerScopeCond(s: DealerScope): SQL | undefined {
  switch (s.kind) {
    case 'all':
      return undefined;
    case 'subtree':
      // the path holds digits and slashes only: no LIKE escaping needed
      return sql`${dealers.path} like ${`${s.path}%`}`;
    case 'team':
      return s.deptIds.length ? inArray(dealers.serviceTeamId, s.deptIds) : sql`false`;
    default:
      return sql`false`;
  }
}

/** The condition on a table that names a dealer by `column`: the dealer is in the scope. */
export function dealerIdInScope(column: AnyPgColumn, s: DealerScope): SQL | undefined {
  const cond = dealerScopeCond(s);
  if (!cond) return undefined;
  return sql`${column} in (select ${dealers.id} from ${dealers} where ${cond})`;
}

/**
 * The areas a caller sees (issue #15 gap 2): a dealer account sees its branch's areas — the area
 * of its own dealer with the areas below it, and the areas of the dealers of its subtree; staff
 * see the whole tree (undefined). Area codes hold digits only: no LIKE escaping needed.
 */
export function areaScopeCond(s: DealerScope): SQL | undefined {
  if (s.kind !== 'subtree') return undefined;
  const own = sql`(select a.code from dealer_areas a join dealers d on d.area_id = a.id where d.id = ${s.dealerId})`;
  return sql`(${dealerAreas.code} like ${own} || '%' or ${dealerAreas.id} in (select ${dealers.areaId} from ${dealers} where ${dealerScopeCond(s)} and ${dealers.delFlag} = false))`;
}
