import crypto from 'node:crypto';
import {
  AREA_MAX_PER_LEVEL,
  DEALER_MAX_LEVEL,
  passwordIntensity,
  type TAllocateRequest,
  type TArea,
  type TAreaAddRequest,
  type TAreaNode,
  type TAreaUpdateRequest,
  type TCommConfig,
  type TDealer,
  type TDealerAddRequest,
  type TDealerDetail,
  type TDealerDevice,
  type TDealerDevicePageQuery,
  type TDealerOption,
  type TDealerPageQuery,
  type TDealerStatusRequest,
  type TDealerUpdateRequest,
  type TDoiApplication,
  type TDoiApplyRequest,
  type TDoiReviewRequest,
  type TIdVersion,
  type TPage,
  type TProfit,
  type TProfitPageQuery,
  type TShipment,
  type TShipmentDetail,
  type TShipmentPageQuery,
} from '@diagops/contracts';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { caller } from '../../platform/http/caller';
import { AppError, fail, found } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { isUniqueViolation, mutate } from '../../platform/kit/mutation';
import { prepared, startsWith } from '../../platform/kit/page';
import { lockVersion, updateVersioned } from '../../platform/kit/versioned';
import { hashPassword } from '../../platform/security/password-hash';
import { endUserSessions } from '../auth';
import { findDept } from '../depts';
import { type DeviceExchange, deviceIdBySn, deviceIdsBySns } from '../devices';
import { ensureRole, setUserRoles } from '../roles';
import { skuNamesView } from '../skus';
import { listSuppliers } from '../supply';
import { insertAccount, updateAccount, usernameTaken } from '../users';
import { tellParentDealer } from './dealers.notify';
import {
  type DealerJoined,
  type DealerRow,
  dealerPage,
  devicePage,
  findDealerInScope,
  presentDealer,
  presentDealerDevice,
  presentProfit,
  presentShipment,
  profitPage,
  selectDealerDevices,
  selectDealers,
  selectProfits,
  selectShipments,
  shipmentPage,
  shipmentScope,
} from './dealers.repository';
import { areaScopeCond, callerScope, type DealerScope, dealerScopeCond } from './dealers.scope';
import { dealerAreas, dealerDevices, dealerDoiApplications, dealerProfitRatios, dealerSettings, dealerShipments, dealers } from './dealers.tables';

const MODULE = 'dealers';
export const DEALER_ROLE = { roleCode: 'ROLE_DEALER', roleName: '经销商', roleDesc: 'Dealer accounts (their own branch only) / 经销商账号（仅本级及下级）' };
const bad = (field: string, message: string) => new AppError(1001, { errors: [{ field, message }] });

// ---------------------------------------------------------------- areas

function presentArea(a: typeof dealerAreas.$inferSelect, dealerCount: number): TArea {
  return {
    id: a.id,
    parentId: a.parentId,
    name: a.name,
    code: a.code,
    level: a.level,
    system: a.system,
    dealerLimit: a.dealerLimit,
    dealerCount,
    version: a.version,
  };
}

/**
 * The area tree the caller may see with each area's number of live dealers it may see: the whole
 * tree for staff, the branch's areas for a dealer account (an area whose parent it does not see is
 * a root of its tree).
 */
export async function areaTree(ctx: AppContext, req: FastifyRequest): Promise<TAreaNode[]> {
  const scope = await callerScope(ctx, req);
  const rows = await ctx.db.select().from(dealerAreas).where(areaScopeCond(scope)).orderBy(asc(dealerAreas.code));
  const counts = await ctx.db
    .select({ areaId: dealers.areaId, n: count() })
    .from(dealers)
    .where(and(eq(dealers.delFlag, false), scope.kind === 'subtree' ? dealerScopeCond(scope) : undefined))
    .groupBy(dealers.areaId);
  const byArea = new Map(counts.map((c) => [c.areaId, Number(c.n)]));
  const nodes = new Map<number, TAreaNode>(rows.map((a) => [a.id, { ...presentArea(a, byArea.get(a.id) ?? 0), children: [] }]));
  const roots: TAreaNode[] = [];
  for (const a of rows) {
    const node = nodes.get(a.id)!;
    const parent = a.parentId ? nodes.get(a.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** An area the caller may see, or the area's "missing" code (a dealer account holding area rights acts inside its branch's areas only). */
async function visibleArea(db: DbOrTx, scope: DealerScope, id: number, missing: 73215 | 73217, lock = false) {
  const q = db
    .select()
    .from(dealerAreas)
    .where(and(eq(dealerAreas.id, id), areaScopeCond(scope)));
  const [row] = await (lock ? q.for('update') : q);
  if (!row) fail(missing);
  return row;
}

/** DEALER-07…09: a parent that exists (73217), at most 5 levels (73218), 99 per parent (73219); the code is the parent's plus two digits. */
export async function addArea(ctx: AppContext, req: FastifyRequest, b: TAreaAddRequest): Promise<TArea> {
  const scope = await callerScope(ctx, req);
  if (!b.parentId && scope.kind === 'subtree') fail(1000);
  return mutate(ctx.db, req, { module: MODULE, action: 'addArea' }, async (tx) => {
    let parent: typeof dealerAreas.$inferSelect | undefined;
    if (b.parentId) parent = await visibleArea(tx, scope, b.parentId, 73217, true);
    const level = (parent?.level ?? 0) + 1;
    if (level > DEALER_MAX_LEVEL) fail(73218);
    const siblings = await tx
      .select({ code: dealerAreas.code })
      .from(dealerAreas)
      .where(parent ? eq(dealerAreas.parentId, parent.id) : sql`${dealerAreas.parentId} is null`);
    if (siblings.length >= AREA_MAX_PER_LEVEL) fail(73219);
    const used = new Set(siblings.map((s) => Number(s.code.slice(-2))));
    let n = 1;
    while (used.has(n)) n++;
    const code = `${parent?.code ?? ''}${String(n).padStart(2, '0')}`;
    const [row] = await tx
      .insert(dealerAreas)
      .values({ parentId: parent?.id ?? null, name: b.name, code, level, dealerLimit: b.dealerLimit ?? 999 })
      .returning();
    return { result: presentArea(row!, 0), targetId: row!.id, after: row };
  });
}

export async function updateArea(ctx: AppContext, req: FastifyRequest, b: TAreaUpdateRequest): Promise<TArea> {
  const scope = await callerScope(ctx, req);
  return mutate(ctx.db, req, { module: MODULE, action: 'updateArea' }, async (tx) => {
    const row = await visibleArea(tx, scope, b.id, 73215);
    if (row.system) fail(73223);
    const { before, after } = await updateVersioned(tx, dealerAreas, b.id, b.version, {
      name: b.name,
      ...(b.dealerLimit ? { dealerLimit: b.dealerLimit } : {}),
    });
    return { result: presentArea(after, 0), targetId: b.id, before, after };
  });
}

/** 73221 for a system area, 73220 while it holds a dealer or a sub-area. */
export async function deleteArea(ctx: AppContext, req: FastifyRequest, b: TIdVersion): Promise<void> {
  const scope = await callerScope(ctx, req);
  await mutate(ctx.db, req, { module: MODULE, action: 'deleteArea' }, async (tx) => {
    const row = await visibleArea(tx, scope, b.id, 73215);
    if (row.system) fail(73221);
    const [child] = await tx.select({ id: dealerAreas.id }).from(dealerAreas).where(eq(dealerAreas.parentId, b.id)).limit(1);
    const [dealer] = await tx.select({ id: dealers.id }).from(dealers).where(eq(dealers.areaId, b.id)).limit(1);
    if (child || dealer) fail(73220);
    const before = await lockVersion(tx, dealerAreas, b.id, b.version);
    await tx.delete(dealerAreas).where(eq(dealerAreas.id, b.id));
    return { result: undefined, targetId: b.id, before };
  });
}

// ---------------------------------------------------------------- dealers

/** A dealer the caller may see, or 1002 (also when it exists in another branch: the answer never tells them apart). */
async function visibleDealer(db: DbOrTx, scope: DealerScope, id: number): Promise<DealerJoined> {
  const row = await findDealerInScope(db, id, scope);
  if (!row) throw new AppError(scope.kind === 'all' ? 73216 : 1002);
  return row;
}

export async function dealerPageOf(ctx: AppContext, req: FastifyRequest, q: TDealerPageQuery): Promise<TPage<TDealer>> {
  const scope = await callerScope(ctx, req);
  return dealerPageWith(ctx.db, q, scope);
}

/** One page of dealers within a scope (the list and the export read the same rows). */
export function dealerPageWith(db: DbOrTx, q: TDealerPageQuery, scope: DealerScope): Promise<TPage<TDealer>> {
  return dealerPage.run(
    db,
    q,
    async ({ where, orderBy, limit, offset }) => {
      const rows = await prepared(
        selectDealers(db)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
      );
      return rows.map(presentDealer);
    },
    scope,
  );
}

async function ratiosOf(db: DbOrTx, dealerId: number, lang: 'zh-CN' | 'en-US') {
  const rows = await db
    .select({
      skuId: dealerProfitRatios.skuId,
      ratio: dealerProfitRatios.ratio,
      skuCode: skuNamesView.skuCode,
      nameZh: skuNamesView.nameZh,
      nameEn: skuNamesView.nameEn,
    })
    .from(dealerProfitRatios)
    .leftJoin(skuNamesView, eq(skuNamesView.id, dealerProfitRatios.skuId))
    .where(eq(dealerProfitRatios.dealerId, dealerId))
    .orderBy(asc(dealerProfitRatios.skuId));
  return rows.map((r) => ({ skuId: r.skuId, skuCode: r.skuCode, skuName: (lang === 'zh-CN' ? r.nameZh : r.nameEn) ?? null, ratio: Number(r.ratio) }));
}

export async function dealerDetail(ctx: AppContext, req: FastifyRequest, id: number): Promise<TDealerDetail> {
  const scope = await callerScope(ctx, req);
  const row = await visibleDealer(ctx.db, scope, id);
  const [children] = await ctx.db
    .select({ n: count() })
    .from(dealers)
    .where(and(eq(dealers.parentId, id), eq(dealers.delFlag, false)));
  const [devices] = await ctx.db.select({ n: count() }).from(dealerDevices).where(eq(dealerDevices.dealerId, id));
  return {
    ...presentDealer(row),
    profitRatios: await ratiosOf(ctx.db, id, requestLanguage(req)),
    children: Number(children?.n ?? 0),
    devices: Number(devices?.n ?? 0),
  };
}

/** Dealers the caller may pick (parents, allocation targets): enabled ones in the scope, at most 50. */
export async function dealerOptions(ctx: AppContext, req: FastifyRequest, keyword: string | undefined): Promise<TDealerOption[]> {
  const scope = await callerScope(ctx, req);
  const conds = [eq(dealers.delFlag, false), dealerScopeCond(scope)];
  if (keyword) conds.push(startsWith(dealers.name, keyword));
  const rows = await ctx.db
    .select({ id: dealers.id, code: dealers.code, name: dealers.name, level: dealers.level, status: dealers.status })
    .from(dealers)
    .where(and(...conds))
    .orderBy(asc(dealers.code))
    .limit(50);
  return rows.map((r) => ({ ...r, status: r.status as TDealerOption['status'] }));
}

async function checkRefs(db: DbOrTx, b: { serviceTeamId: number; profitRatios: Array<{ skuId: number }> }) {
  if (!(await findDept(db, b.serviceTeamId))) throw bad('serviceTeamId', 'no such department');
  const ids = [...new Set(b.profitRatios.map((r) => r.skuId))];
  if (ids.length !== b.profitRatios.length) throw bad('profitRatios', 'one ratio per SKU');
  const skus = await db
    .select({ id: skuNamesView.id })
    .from(skuNamesView)
    .where(and(inArray(skuNamesView.id, ids), eq(skuNamesView.delFlag, false)));
  if (skus.length !== ids.length) throw bad('profitRatios', 'unknown SKU');
}

async function nameTaken(db: DbOrTx, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: dealers.id })
    .from(dealers)
    .where(and(sql`lower(${dealers.name}) = lower(${name})`, eq(dealers.delFlag, false), exceptId ? sql`${dealers.id} <> ${exceptId}` : undefined))
    .limit(1);
  return !!row;
}

/** A password that meets the rules (both cases, digits, a special), for e-mailing. */
export function randomDealerPassword(): string {
  const pick = (set: string, n: number) => Array.from({ length: n }, () => set[crypto.randomInt(set.length)]).join('');
  const chars = [...(pick('ABCDEFGHJKLMNPQRSTUVWXYZ', 3) + pick('abcdefghijkmnpqrstuvwxyz', 5) + pick('23456789', 3) + pick('!@#$%^&*', 1))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

const MAIL = {
  'zh-CN': (account: string, password: string, reset: boolean) => ({
    subject: reset ? 'DiagOps 经销商密码已重置' : 'DiagOps 经销商账号已开通',
    text: `${reset ? '您的经销商账号密码已被管理员重置。' : '您的经销商账号已开通。'}\n\n账号：${account}\n密码：${password}\n\n首次登录时须修改此密码。`,
  }),
  'en-US': (account: string, password: string, reset: boolean) => ({
    subject: reset ? 'Your DiagOps dealer password was reset' : 'Your DiagOps dealer account',
    text: `${reset ? 'An administrator reset the password of your dealer account.' : 'Your dealer account is ready.'}\n\nAccount: ${account}\nPassword: ${password}\n\nYou must change this password when you first sign in.`,
  }),
};

async function mailPassword(ctx: AppContext, req: FastifyRequest, to: string, account: string, password: string, reset: boolean) {
  const mail = MAIL[requestLanguage(req)](account, password, reset);
  try {
    await ctx.notifier.send({ channel: 'email', to, subject: mail.subject, text: mail.text });
  } catch (err) {
    // the outbox row stays 'failed' for a retry; the dealer itself is saved
    req.log.error({ err }, 'dealer password mail failed');
  }
}

/**
 * Adds a dealer and its console account (the dealer role, a random password e-mailed, to be
 * changed at the first sign-in). The parent must be visible, live and enabled (73213) and at
 * most the fourth level (73218); a first-level dealer only by a caller who sees every dealer.
 * A dealer account adds sub-dealers inside its own branch: the parent is itself or one below it
 * (another branch's parent answers 73213, as a missing one) and the area one of its branch's (73215).
 */
export async function addDealer(ctx: AppContext, req: FastifyRequest, b: TDealerAddRequest): Promise<TDealerDetail> {
  const me = caller(req);
  const scope = await callerScope(ctx, req);
  let parent: DealerRow | undefined;
  if (b.parentId) {
    parent = (await findDealerInScope(ctx.db, b.parentId, scope))?.d;
    if (parent?.status !== 'enabled') fail(73213);
    if (parent.level >= DEALER_MAX_LEVEL) fail(73218);
  } else if (scope.kind !== 'all') fail(1000);
  // a dealer account picks among its branch's areas; another area answers as a missing one
  const area = await visibleArea(ctx.db, scope, b.areaId, 73215);
  await checkRefs(ctx.db, b);
  if (await usernameTaken(ctx.db, b.account)) fail(73211);
  if (await nameTaken(ctx.db, b.name)) fail(73212);
  const password = randomDealerPassword();
  const passwordHash = await hashPassword(password);
  const roleId = await ensureRole(ctx.db, DEALER_ROLE);
  const now = new Date(ctx.clock.now());
  let added: { id: number; code: string };
  try {
    added = await mutate(ctx.db, req, { module: MODULE, action: 'addDealer' }, async (tx) => {
      // the area row is locked so two additions cannot both take its last place
      await tx.select({ id: dealerAreas.id }).from(dealerAreas).where(eq(dealerAreas.id, area.id)).for('update');
      const [inArea] = await tx
        .select({ n: count() })
        .from(dealers)
        .where(and(eq(dealers.areaId, area.id), eq(dealers.delFlag, false)));
      if (Number(inArea?.n ?? 0) >= area.dealerLimit) fail(73214);
      const [ever] = await tx.select({ n: count() }).from(dealers).where(eq(dealers.areaId, area.id));
      const code = `D${area.code}${String(Number(ever?.n ?? 0) + 1).padStart(3, '0')}`;
      const user = await insertAccount(tx, {
        username: b.account,
        realName: b.name.slice(0, 64),
        passwordHash,
        email: b.email,
        phone: null,
        deptId: null,
        userType: 'dealer',
        passwordExpired: true,
        pwdIntensity: passwordIntensity(password),
        passwordChangedAt: now,
      });
      await setUserRoles(tx, user.id, [roleId]);
      const [row] = await tx
        .insert(dealers)
        .values({
          code,
          name: b.name,
          parentId: parent?.id ?? null,
          level: (parent?.level ?? 0) + 1,
          path: '/',
          areaId: area.id,
          account: b.account,
          userId: user.id,
          email: b.email,
          contactName: b.contactName ?? null,
          contactPhone: b.contactPhone ?? null,
          address: b.address ?? null,
          serviceTeamId: b.serviceTeamId,
          doiRegistered: b.doiRegistered,
          teamPermission: b.teamPermission,
          individualPermission: b.individualPermission,
          applicationInfo: b.applicationInfo ?? null,
          certificates: b.certificates ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const path = `${parent?.path ?? '/'}${row!.id}/`;
      await tx.update(dealers).set({ path }).where(eq(dealers.id, row!.id));
      await tx.insert(dealerProfitRatios).values(b.profitRatios.map((r) => ({ dealerId: row!.id, skuId: r.skuId, ratio: r.ratio.toFixed(2) })));
      return { result: { id: row!.id, code }, targetId: row!.id, after: { ...row, path, by: me.username } };
    });
  } catch (e) {
    if (isUniqueViolation(e)) {
      if (await usernameTaken(ctx.db, b.account)) fail(73211);
      fail(73212);
    }
    throw e;
  }
  await mailPassword(ctx, req, b.email, b.account, password, false);
  // the dealer it went under is told, whoever added it (not when that dealer's account is the caller)
  if (parent) await tellParentDealer(req, parent, { id: added.id, code: added.code, name: b.name });
  return dealerDetail(ctx, req, added.id);
}

/** Edits what may change (DEALER-04: area, code, parent and account stay); the ratios are replaced. */
export async function updateDealer(ctx: AppContext, req: FastifyRequest, b: TDealerUpdateRequest): Promise<TDealerDetail> {
  const scope = await callerScope(ctx, req);
  const current = await visibleDealer(ctx.db, scope, b.id);
  await checkRefs(ctx.db, b);
  if (await nameTaken(ctx.db, b.name, b.id)) fail(73212);
  const { id, version, profitRatios, ...fields } = b;
  try {
    await mutate(ctx.db, req, { module: MODULE, action: 'updateDealer' }, async (tx) => {
      const { before, after } = await updateVersioned(tx, dealers, id, version, {
        ...fields,
        contactName: fields.contactName ?? null,
        contactPhone: fields.contactPhone ?? null,
        address: fields.address ?? null,
        applicationInfo: fields.applicationInfo ?? null,
        certificates: fields.certificates ?? null,
      });
      await tx.delete(dealerProfitRatios).where(eq(dealerProfitRatios.dealerId, id));
      await tx.insert(dealerProfitRatios).values(profitRatios.map((r) => ({ dealerId: id, skuId: r.skuId, ratio: r.ratio.toFixed(2) })));
      await updateAccount(tx, current.d.userId, { email: b.email, realName: b.name.slice(0, 64) });
      return { result: undefined, targetId: id, before, after };
    });
  } catch (e) {
    if (isUniqueViolation(e)) fail(73212);
    throw e;
  }
  return dealerDetail(ctx, req, id);
}

/** DEALER-10: disabling a dealer locks its account and ends its sessions at once; enabling unlocks it. */
export async function setDealerStatus(ctx: AppContext, req: FastifyRequest, b: TDealerStatusRequest): Promise<TDealer> {
  const scope = await callerScope(ctx, req);
  const current = await visibleDealer(ctx.db, scope, b.id);
  if (scope.kind === 'subtree' && scope.dealerId === b.id) fail(1016);
  await mutate(ctx.db, req, { module: MODULE, action: b.status === 'disabled' ? 'disableDealer' : 'enableDealer' }, async (tx) => {
    const { before, after } = await updateVersioned(tx, dealers, b.id, b.version, { status: b.status });
    await updateAccount(tx, current.d.userId, { lockFlag: b.status === 'disabled' });
    if (b.status === 'disabled') await endUserSessions(ctx, current.d.userId, 'disabled', undefined, tx);
    return { result: undefined, targetId: b.id, before, after };
  });
  return presentDealer(await visibleDealer(ctx.db, scope, b.id));
}

/** DEALER-11: a random password to the dealer's e-mail, to be changed at the next sign-in; open sessions end. */
export async function resetDealerPassword(ctx: AppContext, req: FastifyRequest, id: number): Promise<void> {
  const scope = await callerScope(ctx, req);
  const current = await visibleDealer(ctx.db, scope, id);
  const password = randomDealerPassword();
  const hash = await hashPassword(password);
  await mutate(ctx.db, req, { module: MODULE, action: 'resetDealerPassword' }, async (tx) => {
    await updateAccount(tx, current.d.userId, {
      passwordHash: hash,
      passwordExpired: true,
      pwdIntensity: passwordIntensity(password),
      passwordChangedAt: new Date(ctx.clock.now()),
    });
    await endUserSessions(ctx, current.d.userId, 'password_reset', undefined, tx);
    return { result: undefined, targetId: id };
  });
  await mailPassword(ctx, req, current.d.email, current.d.account, password, true);
}

/** Live platform SKUs to set ratios on (at most 500, by code). */
export async function skuOptions(ctx: AppContext, req: FastifyRequest) {
  const lang = requestLanguage(req);
  const rows = await ctx.db
    .select({ id: skuNamesView.id, skuCode: skuNamesView.skuCode, nameZh: skuNamesView.nameZh, nameEn: skuNamesView.nameEn })
    .from(skuNamesView)
    .where(eq(skuNamesView.delFlag, false))
    .orderBy(asc(skuNamesView.skuCode))
    .limit(500);
  return rows.map((r) => ({ id: r.id, skuCode: r.skuCode, name: lang === 'zh-CN' ? r.nameZh : r.nameEn }));
}

// ---------------------------------------------------------------- devices and shipments

export async function dealerDevicePage(ctx: AppContext, req: FastifyRequest, q: TDealerDevicePageQuery): Promise<TPage<TDealerDevice>> {
  const scope = await callerScope(ctx, req);
  return devicePage.run(
    ctx.db,
    q,
    async ({ where, orderBy, limit, offset }) => {
      const rows = await selectDealerDevices(ctx.db)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
      return rows.map(presentDealerDevice);
    },
    scope,
  );
}

export async function shipmentPageOf(ctx: AppContext, req: FastifyRequest, q: TShipmentPageQuery): Promise<TPage<TShipment>> {
  const scope = await callerScope(ctx, req);
  return shipmentPage.run(
    ctx.db,
    q,
    async ({ where, orderBy, limit, offset }) => {
      const rows = await selectShipments(ctx.db)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
      return rows.map(presentShipment);
    },
    scope,
  );
}

export async function shipmentDetail(ctx: AppContext, req: FastifyRequest, serialNo: string): Promise<TShipmentDetail> {
  const scope = await callerScope(ctx, req);
  const [row] = await selectShipments(ctx.db).where(and(eq(dealerShipments.serialNo, serialNo), shipmentScope(scope)));
  const r = found(row);
  return { ...presentShipment(r), sns: r.s.sns, returnedSns: r.s.returnedSns };
}

function newSerialNo(now: number): string {
  const day = new Date(now).toISOString().slice(0, 10).replace(/-/g, '');
  return `SH${day}${crypto.randomBytes(4).toString('hex').toUpperCase()}`;
}

/**
 * DEALER-14: moves devices (by SN) to a dealer and records it. factory: devices no dealer
 * holds, from an enabled provider (73222), by a caller who sees every dealer; interDealer: all
 * held by one dealer of the caller's scope, to a dealer of the scope; returned: back up to an
 * ancestor of the holder.
 */
export async function allocate(ctx: AppContext, req: FastifyRequest, b: TAllocateRequest): Promise<TShipmentDetail> {
  const me = caller(req);
  const scope = await callerScope(ctx, req);
  const sns = [...new Set(b.sns)];
  const now = new Date(ctx.clock.now());
  if (b.remarkType === 'factory') {
    if (scope.kind !== 'all') fail(1000);
    const providers = await listSuppliers(ctx.db);
    if (!providers.some((p) => p.id === b.providerId)) fail(73222);
    const serialNo = await mutate(ctx.db, req, { module: MODULE, action: 'allocate' }, async (tx: Tx) => {
      const row = await writeFactoryAllocation(tx, {
        toDealerId: b.toDealerId,
        providerId: b.providerId!,
        sns,
        operator: { id: me.userId, name: me.username },
        at: now,
        remark: b.remark ?? null,
      });
      return { result: row.serialNo, targetId: row.id, after: row };
    });
    return shipmentDetail(ctx, req, serialNo);
  }
  const ids: number[] = [];
  for (const sn of sns) {
    const id = await deviceIdBySn(ctx, sn);
    if (!id) throw bad('sns', 'unknown SN');
    ids.push(id);
  }
  const [target] = await ctx.db
    .select()
    .from(dealers)
    .where(and(eq(dealers.id, b.toDealerId), eq(dealers.delFlag, false)));
  const held = await ctx.db.select().from(dealerDevices).where(inArray(dealerDevices.deviceId, ids));
  const holders = [...new Set(held.map((h) => h.dealerId))];
  if (held.length !== ids.length || holders.length !== 1) throw bad('sns', 'all devices must be held by one dealer');
  const fromId = holders[0]!;
  (await findDealerInScope(ctx.db, fromId, scope)) ?? fail(scope.kind === 'all' ? 73216 : 1002);
  if (fromId === b.toDealerId) throw bad('toDealerId', 'already holds the devices');
  if (!target) fail(scope.kind === 'all' ? 73216 : 1002);
  if (b.remarkType === 'returned') {
    const [from] = await ctx.db.select({ path: dealers.path }).from(dealers).where(eq(dealers.id, fromId));
    if (!from?.path.startsWith(target.path)) {
      if (!(await findDealerInScope(ctx.db, target.id, scope))) fail(scope.kind === 'all' ? 73216 : 1002);
      throw bad('toDealerId', 'devices are returned to a dealer above the holder');
    }
  } else if (!(await findDealerInScope(ctx.db, target.id, scope))) fail(1002);
  if (target.status !== 'enabled') throw bad('toDealerId', 'the dealer is disabled');
  const serialNo = newSerialNo(now.getTime());
  await mutate(ctx.db, req, { module: MODULE, action: 'allocate' }, async (tx: Tx) => {
    await tx.delete(dealerDevices).where(inArray(dealerDevices.deviceId, ids));
    await tx.insert(dealerDevices).values(ids.map((deviceId, i) => ({ deviceId, sn: sns[i]!, dealerId: target.id, allocatedAt: now })));
    const [row] = await tx
      .insert(dealerShipments)
      .values({
        serialNo,
        fromDealerId: fromId,
        toDealerId: target.id,
        remarkType: b.remarkType,
        providerId: b.providerId ?? null,
        operatorId: me.userId,
        operatorName: me.username,
        sns,
        deviceCount: sns.length,
        remark: b.remark ?? null,
        createdAt: now,
      })
      .returning();
    return { result: undefined, targetId: row!.id, after: row };
  });
  return shipmentDetail(ctx, req, serialNo);
}

/** A factory allocation as another area writes it inside its own transaction (stock's shipment plans). */
export type FactoryAllocation = {
  toDealerId: number;
  /** the supplier the devices were bought from (the caller checks it as it needs); null when they were bought from none */
  providerId: number | null;
  sns: string[];
  operator: { id: number; name: string };
  at: Date;
  remark?: string | null;
};

/**
 * The factory branch's write, inside the caller's transaction: the dealer must be live (73216)
 * and enabled, every SN a registered device (1001 sns "unknown SN") that no dealer holds (1001
 * sns "already held by a dealer"). Hands the devices to the dealer and records one `factory`
 * allocation naming the provider; returns that record.
 */
export async function writeFactoryAllocation(tx: Tx, a: FactoryAllocation): Promise<typeof dealerShipments.$inferSelect> {
  const sns = [...new Set(a.sns)];
  if (sns.length === 0) throw bad('sns', 'unknown SN');
  const [target] = await tx
    .select()
    .from(dealers)
    .where(and(eq(dealers.id, a.toDealerId), eq(dealers.delFlag, false)))
    .for('update');
  if (!target) fail(73216);
  if (target.status !== 'enabled') throw bad('toDealerId', 'the dealer is disabled');
  const idBySn = await deviceIdsBySns(tx, sns);
  if (sns.some((sn) => !idBySn.has(sn))) throw bad('sns', 'unknown SN');
  const ids = sns.map((sn) => idBySn.get(sn)!);
  const held = await tx.select({ id: dealerDevices.id }).from(dealerDevices).where(inArray(dealerDevices.deviceId, ids)).limit(1);
  if (held.length > 0) throw bad('sns', 'already held by a dealer');
  await tx.insert(dealerDevices).values(ids.map((deviceId, i) => ({ deviceId, sn: sns[i]!, dealerId: target.id, allocatedAt: a.at })));
  const [row] = await tx
    .insert(dealerShipments)
    .values({
      serialNo: newSerialNo(a.at.getTime()),
      fromDealerId: null,
      toDealerId: target.id,
      remarkType: 'factory',
      providerId: a.providerId,
      operatorId: a.operator.id,
      operatorName: a.operator.name,
      sns,
      deviceCount: sns.length,
      remark: a.remark ?? null,
      createdAt: a.at,
    })
    .returning();
  return row!;
}

/** Names of dealers by id, deleted ones included (stock's shipment plans and trace). */
export async function dealerNamesByIds(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: dealers.id, name: dealers.name }).from(dealers).where(inArray(dealers.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A live dealer by id (its name and whether it is enabled), or null (stock's shipment plan form). */
export async function liveDealer(db: DbOrTx, id: number): Promise<{ id: number; name: string; enabled: boolean } | null> {
  const [row] = await db
    .select({ id: dealers.id, name: dealers.name, status: dealers.status })
    .from(dealers)
    .where(and(eq(dealers.id, id), eq(dealers.delFlag, false)));
  return row ? { id: row.id, name: row.name, enabled: row.status === 'enabled' } : null;
}

/** Live, enabled dealers whose code or name starts with the keyword, or of the given ids (stock's shipment plan form; at most 50). */
export async function liveDealerOptions(db: DbOrTx, keyword: string | undefined, ids: number[] = []): Promise<Array<{ id: number; code: string; name: string }>> {
  const conds = [eq(dealers.delFlag, false), eq(dealers.status, 'enabled')];
  if (ids.length) conds.push(inArray(dealers.id, ids));
  else if (keyword) conds.push(sql`(${startsWith(dealers.name, keyword)} or ${startsWith(dealers.code, keyword)})`);
  return db
    .select({ id: dealers.id, code: dealers.code, name: dealers.name })
    .from(dealers)
    .where(and(...conds))
    .orderBy(asc(dealers.code))
    .limit(50);
}

/** Which dealer holds each SN now (the trace); an SN no dealer holds is absent. */
export async function dealersHoldingSns(db: DbOrTx, sns: string[]): Promise<Map<string, { id: number; name: string }>> {
  if (sns.length === 0) return new Map();
  const rows = await db
    .select({ sn: dealerDevices.sn, id: dealers.id, name: dealers.name })
    .from(dealerDevices)
    .innerJoin(dealers, eq(dealers.id, dealerDevices.dealerId))
    .where(inArray(dealerDevices.sn, sns));
  return new Map(rows.map((r) => [r.sn, { id: r.id, name: r.name }]));
}

/**
 * The devices area's exchange, inside its transaction (installed as its listener): when a dealer
 * holds the old SN, the dealer now holds the new one, and an `exchange` allocation record names
 * the new SN with the old one returned. A device no dealer holds changes nothing here.
 */
export async function followExchange(tx: Tx, e: DeviceExchange): Promise<void> {
  const [held] = await tx.select().from(dealerDevices).where(eq(dealerDevices.deviceId, e.oldDeviceId)).for('update');
  if (!held) return;
  await tx.update(dealerDevices).set({ deviceId: e.newDeviceId, sn: e.newSn, allocatedAt: e.at }).where(eq(dealerDevices.id, held.id));
  await tx.insert(dealerShipments).values({
    serialNo: newSerialNo(e.at.getTime()),
    fromDealerId: held.dealerId,
    toDealerId: held.dealerId,
    remarkType: 'exchange',
    providerId: null,
    operatorId: e.actor.id,
    operatorName: e.actor.name,
    sns: [e.newSn],
    returnedSns: [e.oldSn],
    deviceCount: 1,
    remark: e.note,
    createdAt: e.at,
  });
}

// ---------------------------------------------------------------- profits

export async function profitPageOf(ctx: AppContext, req: FastifyRequest, q: TProfitPageQuery): Promise<TPage<TProfit>> {
  const scope = await callerScope(ctx, req);
  const lang = requestLanguage(req);
  return profitPage.run(
    ctx.db,
    q,
    async ({ where, orderBy, limit, offset }) => {
      const rows = await selectProfits(ctx.db, lang)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
      return rows.map(presentProfit);
    },
    scope,
  );
}

// ---------------------------------------------------------------- communication configuration

const COMM_KEY = 'communication';
const COMM_DEFAULT: Omit<TCommConfig, 'version'> = { serverHost: 'dealer.diagops.example.com', serverPort: 8883, protocol: 'mqtt', heartbeatSeconds: 60 };

export async function commConfig(ctx: AppContext): Promise<TCommConfig> {
  const [row] = await ctx.db.select().from(dealerSettings).where(eq(dealerSettings.key, COMM_KEY));
  return { ...COMM_DEFAULT, ...(row?.value ?? {}), version: row?.version ?? 0 } as TCommConfig;
}

/** Saves the configuration; `version` is the one read (0 before the first save), stale → 1005. */
export async function saveCommConfig(ctx: AppContext, req: FastifyRequest, b: TCommConfig): Promise<TCommConfig> {
  const { version, ...value } = b;
  await mutate(ctx.db, req, { module: MODULE, action: 'saveCommConfig' }, async (tx) => {
    const [row] = await tx.select().from(dealerSettings).where(eq(dealerSettings.key, COMM_KEY)).for('update');
    if ((row?.version ?? 0) !== version) fail(1005);
    if (row)
      await tx
        .update(dealerSettings)
        .set({ value, version: row.version + 1, updatedAt: new Date(ctx.clock.now()) })
        .where(eq(dealerSettings.key, COMM_KEY));
    else await tx.insert(dealerSettings).values({ key: COMM_KEY, value, version: 1 });
    return { result: undefined, before: row?.value, after: value };
  });
  return commConfig(ctx);
}

// ---------------------------------------------------------------- DOI service application

export async function doiApplication(ctx: AppContext, req: FastifyRequest, dealerId: number): Promise<TDoiApplication> {
  const scope = await callerScope(ctx, req);
  const d = await visibleDealer(ctx.db, scope, dealerId);
  const [a] = await ctx.db.select().from(dealerDoiApplications).where(eq(dealerDoiApplications.dealerId, dealerId));
  return {
    id: a?.id ?? null,
    dealerId,
    dealerName: d.d.name,
    status: (a?.status as TDoiApplication['status']) ?? null,
    content: a?.content ?? null,
    reason: a?.reason ?? null,
    applyTime: a?.appliedAt.toISOString() ?? null,
    reviewTime: a?.reviewedAt?.toISOString() ?? null,
    reviewerName: a?.reviewerName ?? null,
    version: a?.version ?? 0,
  };
}

/** Applying (again after a rejection); while one is applying or passed, 1017. */
export async function applyDoi(ctx: AppContext, req: FastifyRequest, b: TDoiApplyRequest): Promise<TDoiApplication> {
  const scope = await callerScope(ctx, req);
  await visibleDealer(ctx.db, scope, b.dealerId);
  const now = new Date(ctx.clock.now());
  await mutate(ctx.db, req, { module: MODULE, action: 'applyDoi' }, async (tx) => {
    const [a] = await tx.select().from(dealerDoiApplications).where(eq(dealerDoiApplications.dealerId, b.dealerId)).for('update');
    if (a && a.status !== 'rejected') fail(1017, { state: a.status, action: 'apply' });
    if (a)
      await tx
        .update(dealerDoiApplications)
        .set({ status: 'applying', content: b.content, reason: null, appliedAt: now, reviewedAt: null, reviewerName: null, version: a.version + 1 })
        .where(eq(dealerDoiApplications.id, a.id));
    else await tx.insert(dealerDoiApplications).values({ dealerId: b.dealerId, status: 'applying', content: b.content, appliedAt: now });
    return { result: undefined, targetId: b.dealerId };
  });
  return doiApplication(ctx, req, b.dealerId);
}

/** passed, or rejected with a reason; only an applying application (1017), 73224 when there is none. */
export async function reviewDoi(ctx: AppContext, req: FastifyRequest, b: TDoiReviewRequest): Promise<TDoiApplication> {
  const me = caller(req);
  const scope = await callerScope(ctx, req);
  await visibleDealer(ctx.db, scope, b.dealerId);
  await mutate(ctx.db, req, { module: MODULE, action: 'reviewDoi' }, async (tx) => {
    const [a] = await tx.select().from(dealerDoiApplications).where(eq(dealerDoiApplications.dealerId, b.dealerId)).for('update');
    if (!a) fail(73224);
    if (a.version !== b.version) fail(1005);
    if (a.status !== 'applying') fail(1017, { state: a.status, action: 'review' });
    const status = b.passed ? 'passed' : 'rejected';
    await tx
      .update(dealerDoiApplications)
      .set({ status, reason: b.passed ? null : b.reason!.trim(), reviewedAt: new Date(ctx.clock.now()), reviewerName: me.username, version: a.version + 1 })
      .where(eq(dealerDoiApplications.id, a.id));
    if (b.passed) await tx.update(dealers).set({ doiRegistered: true }).where(eq(dealers.id, b.dealerId));
    return { result: undefined, targetId: b.dealerId, before: a, after: { status } };
  });
  return doiApplication(ctx, req, b.dealerId);
}
