import { type TSavedView, type TViewList, type TViewSave, type TViewState, type TViewUpdate, VIEWS_PER_LIST } from '@diagops/contracts';
import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { caller } from '../../platform/http/caller';
import { AppError } from '../../platform/http/errors';
import { checkRoleIds } from '../roles';
import { savedViewDefaults, savedViews } from './views.tables';

type ViewRow = typeof savedViews.$inferSelect;

/** The views of a list the caller may open: their own and those shared with one of their roles. */
const visibleTo = (me: { userId: number; roleIds: number[] }) =>
  or(eq(savedViews.ownerId, me.userId), me.roleIds.length ? sql`${savedViews.roleIds} && ${`{${me.roleIds.join(',')}}`}::integer[]` : undefined);

const present = (r: ViewRow, userId: number): TSavedView => ({
  id: r.id,
  version: r.version,
  name: r.name,
  state: r.state as TViewState,
  roleIds: r.roleIds,
  mine: r.ownerId === userId,
  ownerName: r.ownerName,
});

export async function listViews(ctx: AppContext, req: FastifyRequest, list: string): Promise<TViewList> {
  const me = caller(req);
  const rows = await ctx.db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.listKey, list), visibleTo(me)))
    .orderBy(asc(sql`lower(${savedViews.name})`), asc(savedViews.id));
  const [chosen] = await ctx.db
    .select({ viewId: savedViewDefaults.viewId })
    .from(savedViewDefaults)
    .where(and(eq(savedViewDefaults.userId, me.userId), eq(savedViewDefaults.listKey, list)));
  // a default no longer shared with the caller is no default
  const defaultId = chosen && rows.some((r) => r.id === chosen.viewId) ? chosen.viewId : null;
  return { views: rows.map((r) => present(r, me.userId)), defaultId };
}

async function nameTaken(db: DbOrTx, ownerId: number, list: string, name: string, except?: number) {
  const [hit] = await db
    .select({ id: savedViews.id })
    .from(savedViews)
    .where(and(eq(savedViews.ownerId, ownerId), eq(savedViews.listKey, list), sql`lower(${savedViews.name}) = lower(${name})`));
  return !!hit && hit.id !== except;
}

export async function saveView(ctx: AppContext, req: FastifyRequest, b: TViewSave): Promise<TSavedView> {
  const me = caller(req);
  return ctx.db.transaction(async (tx) => {
    if (b.roleIds.length) await checkRoleIds(tx, b.roleIds);
    const [{ n }] = (await tx
      .select({ n: count() })
      .from(savedViews)
      .where(and(eq(savedViews.ownerId, me.userId), eq(savedViews.listKey, b.list)))) as [{ n: number }];
    if (Number(n) >= VIEWS_PER_LIST) throw new AppError(79952);
    if (await nameTaken(tx, me.userId, b.list, b.name)) throw new AppError(79951);
    const now = new Date(ctx.clock.now());
    const [row] = await tx
      .insert(savedViews)
      .values({
        listKey: b.list,
        ownerId: me.userId,
        ownerName: me.username,
        name: b.name,
        state: b.state,
        roleIds: [...new Set(b.roleIds)],
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return present(row!, me.userId);
  });
}

/** The caller's own view, locked at its version: another's (visible or not) is 1002 or 79953, stale 1005. */
async function ownView(tx: DbOrTx, req: FastifyRequest, id: number, version: number): Promise<ViewRow> {
  const me = caller(req);
  const [row] = await tx
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.id, id), visibleTo(me)))
    .for('update');
  if (!row) throw new AppError(1002);
  if (row.ownerId !== me.userId) throw new AppError(79953);
  if (row.version !== version) throw new AppError(1005);
  return row;
}

export async function updateView(ctx: AppContext, req: FastifyRequest, b: TViewUpdate): Promise<TSavedView> {
  const me = caller(req);
  return ctx.db.transaction(async (tx) => {
    const row = await ownView(tx, req, b.id, b.version);
    if (b.roleIds?.length) await checkRoleIds(tx, b.roleIds);
    if (b.name && (await nameTaken(tx, me.userId, row.listKey, b.name, row.id))) throw new AppError(79951);
    const [updated] = await tx
      .update(savedViews)
      .set({
        ...(b.name ? { name: b.name } : {}),
        ...(b.state ? { state: b.state } : {}),
        ...(b.roleIds ? { roleIds: [...new Set(b.roleIds)] } : {}),
        version: row.version + 1,
        updatedAt: new Date(ctx.clock.now()),
      })
      .where(eq(savedViews.id, row.id))
      .returning();
    return present(updated!, me.userId);
  });
}

export async function deleteView(ctx: AppContext, req: FastifyRequest, id: number, version: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await ownView(tx, req, id, version);
    await tx.delete(savedViewDefaults).where(eq(savedViewDefaults.viewId, row.id));
    await tx.delete(savedViews).where(eq(savedViews.id, row.id));
  });
}

/** Makes a view the caller may open their default of its list (null: none). */
export async function setDefaultView(ctx: AppContext, req: FastifyRequest, list: string, viewId: number | null): Promise<void> {
  const me = caller(req);
  await ctx.db.transaction(async (tx) => {
    if (viewId !== null) {
      const [row] = await tx
        .select({ id: savedViews.id })
        .from(savedViews)
        .where(and(eq(savedViews.id, viewId), eq(savedViews.listKey, list), visibleTo(me)));
      if (!row) throw new AppError(1002);
    }
    await tx.delete(savedViewDefaults).where(and(eq(savedViewDefaults.userId, me.userId), eq(savedViewDefaults.listKey, list)));
    if (viewId !== null) await tx.insert(savedViewDefaults).values({ userId: me.userId, listKey: list, viewId });
  });
}
