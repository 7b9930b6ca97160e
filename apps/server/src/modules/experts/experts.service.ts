import {
  isPasswordWellFormed,
  passwordIntensity,
  type TExpert,
  type TExpertAddRequest,
  type TExpertOption,
  type TExpertPageQuery,
  type TExpertSelfUpdateRequest,
  type TExpertStateRequest,
  type TExpertUpdateRequest,
  type TPage,
  type TPublicExpert,
} from '@diagops/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { AppError, fail, found } from '../../platform/http/errors';
import { mutate } from '../../platform/kit/mutation';
import { prepared } from '../../platform/kit/page';
import { lockVersion, updateVersioned } from '../../platform/kit/versioned';
import { hashPassword } from '../../platform/security/password-hash';
import { endUserSessions } from '../auth';
import { setUserRoles } from '../roles';
import { canSeeFullPhone, insertAccount, updateAccount, usernameTaken } from '../users';
import { type ExpertRow, expertPage, orderScope, presentExpert } from './experts.repository';
import { ensureExpertRole } from './experts.role';
import { expertFavourites, experts } from './experts.tables';

const MODULE = 'expert';
const fullPhone = (req: FastifyRequest) => canSeeFullPhone(req.auth?.permissions ?? new Set());
export const yearOf = (ctx: AppContext) => new Date(ctx.clock.now()).getUTCFullYear();
const show = (ctx: AppContext, req: FastifyRequest) => (e: ExpertRow) => presentExpert(e, fullPhone(req), yearOf(ctx));

export function getExpertPage(ctx: AppContext, req: FastifyRequest, q: TExpertPageQuery): Promise<TPage<TExpert>> {
  return expertPage.run(ctx.db, q, async ({ where, orderBy, limit, offset }) => {
    const rows = await prepared(
      ctx.db
        .select()
        .from(experts)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    );
    return rows.map(show(ctx, req));
  });
}

export async function getExpert(ctx: AppContext, req: FastifyRequest, id: number): Promise<TExpert> {
  const [row] = await ctx.db.select().from(experts).where(eq(experts.id, id));
  return show(ctx, req)(found(row));
}

/** The signed-in expert's own profile (1002 for a caller without one). */
export async function myExpert(ctx: AppContext, req: FastifyRequest): Promise<TExpert> {
  const scope = await orderScope(ctx.db, req);
  if (scope === 'all') throw new AppError(1002);
  return getExpert(ctx, req, scope.expertId);
}

export async function expertOptions(ctx: AppContext): Promise<TExpertOption[]> {
  return ctx.db.select({ id: experts.id, name: experts.name }).from(experts).orderBy(asc(experts.name), asc(experts.id)).limit(500);
}

/** A new expert: its console account (type expert, the expert role) and its profile, in one transaction. */
export async function addExpert(ctx: AppContext, req: FastifyRequest, b: TExpertAddRequest): Promise<TExpert> {
  if (await usernameTaken(ctx.db, b.account)) fail(73211);
  const plain = ctx.cipher.decrypt(b.password);
  if (!isPasswordWellFormed(plain)) fail(1008);
  const passwordHash = await hashPassword(plain);
  const now = new Date(ctx.clock.now());
  const row = await mutate(ctx.db, req, { module: MODULE, action: 'create' }, async (tx) => {
    const roleId = await ensureExpertRole(tx);
    const user = await insertAccount(tx, {
      username: b.account,
      realName: b.name,
      passwordHash,
      email: b.email,
      phone: b.phone,
      userType: 'expert',
      pwdIntensity: passwordIntensity(plain),
      passwordChangedAt: now,
    });
    await setUserRoles(tx, user.id, [roleId]);
    const [e] = await tx
      .insert(experts)
      .values({
        userId: user.id,
        account: b.account,
        name: b.name,
        nickname: b.nickname ?? null,
        email: b.email,
        phone: b.phone,
        goodBrands: b.goodBrands,
        experienceStartYear: b.experienceStartYear,
        remark: b.remark ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { result: e!, targetId: e!.id, after: { ...e!, phone: null } };
  }).catch((err) => {
    if ((err as { code?: string; cause?: { code?: string } })?.code === '23505' || (err as { cause?: { code?: string } })?.cause?.code === '23505') fail(73211);
    throw err;
  });
  return show(ctx, req)(row);
}

/** Edits the profile at the version the caller saw (1005 stale); the account's name and contacts follow. */
export async function updateExpert(ctx: AppContext, req: FastifyRequest, b: TExpertUpdateRequest): Promise<TExpert> {
  const { id, version, ...fields } = b;
  const row = await mutate(ctx.db, req, { module: MODULE, action: 'update' }, async (tx) => {
    const { before, after } = await updateVersioned(tx, experts, id, version, {
      ...fields,
      nickname: fields.nickname ?? null,
      remark: fields.remark ?? null,
      updatedAt: new Date(ctx.clock.now()),
    });
    await updateAccount(tx, before.userId, { realName: fields.name, email: fields.email, phone: fields.phone });
    return { result: after, targetId: id, before: { ...before, phone: null }, after: { ...after, phone: null } };
  });
  return show(ctx, req)(row);
}

/**
 * The signed-in expert edits its own profile (never another's: the row is the caller's, there is
 * no id to send); a caller without a profile answers 1002. The remark stays the staff's.
 */
export async function updateMyExpert(ctx: AppContext, req: FastifyRequest, b: TExpertSelfUpdateRequest): Promise<TExpert> {
  const scope = await orderScope(ctx.db, req);
  if (scope === 'all') throw new AppError(1002);
  const { version, ...fields } = b;
  const row = await mutate(ctx.db, req, { module: MODULE, action: 'updateOwn' }, async (tx) => {
    const { before, after } = await updateVersioned(tx, experts, scope.expertId, version, {
      ...fields,
      nickname: fields.nickname ?? null,
      updatedAt: new Date(ctx.clock.now()),
    });
    await updateAccount(tx, before.userId, { realName: fields.name, email: fields.email, phone: fields.phone });
    return { result: after, targetId: scope.expertId, before: { ...before, phone: null }, after: { ...after, phone: null } };
  });
  return show(ctx, req)(row);
}

/**
 * Enables or disables an expert: a disabled expert takes no new order and its account is
 * locked with its sessions ended at once; already so answers 1017.
 */
export async function setExpertEnabled(ctx: AppContext, req: FastifyRequest, b: TExpertStateRequest, enabled: boolean): Promise<TExpert> {
  const row = await mutate(ctx.db, req, { module: MODULE, action: enabled ? 'enable' : 'disable' }, async (tx) => {
    const current = await lockVersion(tx, experts, b.id, b.version);
    if (current.enabled === enabled) throw new AppError(1017);
    const { before, after } = await updateVersioned(tx, experts, b.id, b.version, { enabled, updatedAt: new Date(ctx.clock.now()) });
    await updateAccount(tx, before.userId, { lockFlag: !enabled });
    if (!enabled) await endUserSessions(ctx, before.userId, 'expert disabled', undefined, tx);
    return { result: after, targetId: b.id, before: { enabled: before.enabled }, after: { enabled: after.enabled } };
  });
  return show(ctx, req)(row);
}

// ---- customer API ----

export async function publicExperts(ctx: AppContext): Promise<TPublicExpert[]> {
  const rows = await ctx.db.select().from(experts).where(eq(experts.enabled, true)).orderBy(sql`${experts.rating} desc`, asc(experts.id)).limit(200);
  const year = yearOf(ctx);
  return rows.map((e) => {
    const p = presentExpert(e, false, year);
    return {
      id: p.id,
      name: p.name,
      nickname: p.nickname,
      goodBrands: p.goodBrands,
      experienceYears: p.experienceYears,
      rating: p.rating,
      ratingCount: p.ratingCount,
      ordersCompleted: p.ordersCompleted,
      favourites: p.favourites,
    };
  });
}

/** A customer keeps (or drops) an expert as a favourite; the count follows in the same transaction. */
export async function favouriteExpert(ctx: AppContext, customerId: number, expertId: number, favourite: boolean): Promise<{ favourites: number }> {
  return ctx.db.transaction(async (tx) => {
    const [e] = await tx
      .select({ id: experts.id })
      .from(experts)
      .where(and(eq(experts.id, expertId), eq(experts.enabled, true)))
      .for('update');
    if (!e) throw new AppError(1002);
    if (favourite)
      await tx
        .insert(expertFavourites)
        .values({ expertId, customerId, createdAt: new Date(ctx.clock.now()) })
        .onConflictDoNothing();
    else await tx.delete(expertFavourites).where(and(eq(expertFavourites.expertId, expertId), eq(expertFavourites.customerId, customerId)));
    const [u] = await tx
      .update(experts)
      .set({ favourites: sql`(select count(*)::int from ${expertFavourites} where ${expertFavourites.expertId} = ${expertId})` })
      .where(eq(experts.id, expertId))
      .returning({ favourites: experts.favourites });
    return { favourites: u!.favourites };
  });
}
