import crypto from 'node:crypto';
import {
  CUSTOMER_PERMISSIONS,
  errorMessage,
  type Language,
  DEVICE_PERMISSIONS as P,
  RECHARGE_CARD_TYPES,
  REDEEMABLE_CARD_STATUSES,
  type TCard,
  type TCardGenerateRequest,
  type TCardPageQuery,
  type TCardRedeemRequest,
  type TCardRedeemResult,
  type TCustomerVehicle,
  type TCustomerVehiclePageQuery,
  type TDevice,
  type TDeviceAction,
  type TDeviceAddRequest,
  type TDeviceBatchExtendRequest,
  type TDeviceBatchMarkRequest,
  type TDeviceBatchOutcome,
  type TDeviceBindRequest,
  type TDeviceCancelTransferRequest,
  type TDeviceDetail,
  type TDeviceExchangeRequest,
  type TDeviceExtendRequest,
  type TDeviceLockRequest,
  type TDeviceMarkRequest,
  type TDevicePageQuery,
  type TDeviceRenewRequest,
  type TDeviceReturnRequest,
  type TDeviceSetCodeRequest,
  type TDeviceStatus,
  type TDeviceTransferRequest,
  type TDeviceUnbindRequest,
  type TMyCard,
  type TMyDevice,
  type TMyIncomingTransfer,
  type TPage,
  type TVehicle,
  type TVehiclePageQuery,
} from '@diagops/contracts';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { AppError, found } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { stateHistory } from '../../platform/kit/kit.tables';
import { mutate, uniqueOr10120 } from '../../platform/kit/mutation';
import { prepared } from '../../platform/kit/page';
import { lockVersion } from '../../platform/kit/versioned';
import { addressKey, assertUnder, recordFailure } from '../../platform/security/abuse-limits';
import { logSecurityEvent } from '../auth';
import { type CustomerCaller, changeCustomerPoints, customerPoints } from '../customers';
import { appendLedgerEntries, appendLedgerEntry, POINTS_RULE } from '../ledger';
import { productOfModel, productsByIds } from '../products';
import { openedCardLedger } from './cards.service';
import { CUSTOMER_ONLY, deviceMachine, KEEPS_STATUS } from './devices.machine';
import {
  CARD_ENTITY,
  cardPage,
  cardRedeemTime,
  customerVehiclePage,
  type DeviceRow,
  devicePage,
  presentCard,
  presentCustomerVehicle,
  presentDevice,
  presentHistory,
  presentMyCard,
  presentVehicle,
  selectCards,
  selectCustomerVehicles,
  selectDevices,
  selectVehicles,
  vehiclePage,
} from './devices.repository';
import { deviceHistory, devices, pointCards } from './devices.tables';
import { tellExchange } from './exchange-listeners';
import { customerExists, noteCustomerEvent, recountBoundSns } from './owners';

/** Who acts on a device: a staff user (console) or the owning customer (customer API). */
export type Actor = { kind: 'staff' | 'customer'; id: number; name: string | null };

export const staffActor = (req: FastifyRequest): Actor => ({ kind: 'staff', id: req.auth!.userId, name: req.auth!.username });
/** The full phone for holders of either full-phone permission (devices' or customers'), masked otherwise. */
const fullPhone = (req: FastifyRequest) =>
  (req.auth?.permissions.has(P.devicePhone.name) || req.auth?.permissions.has(CUSTOMER_PERMISSIONS.customerPhoneView.name)) ?? false;
const bad = (field: string, message: string) => new AppError(1001, { errors: [{ field, message }] });
const DAY = 86_400_000;

export function getDevicePage(ctx: AppContext, req: FastifyRequest, q: TDevicePageQuery): Promise<TPage<TDevice>> {
  const lang = requestLanguage(req);
  const full = fullPhone(req);
  return devicePage.run(ctx.db, q, async ({ where, orderBy, limit, offset }) => {
    const rows = await prepared(
      selectDevices(ctx.db, lang)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    );
    return rows.map((r) => presentDevice(r, full));
  });
}

async function findDevice(db: DbOrTx, id: number, lang: Language, full: boolean): Promise<TDevice> {
  const [row] = await selectDevices(db, lang).where(eq(devices.id, id));
  return presentDevice(found(row), full);
}

export const getDevice = (ctx: AppContext, req: FastifyRequest, id: number) => findDevice(ctx.db, id, requestLanguage(req), fullPhone(req));

/** The device, its whole story (oldest first) and the actions the caller may take now. */
export async function getDeviceDetail(ctx: AppContext, req: FastifyRequest, id: number): Promise<TDeviceDetail> {
  const device = await getDevice(ctx, req, id);
  const rows = await ctx.db.select().from(deviceHistory).where(eq(deviceHistory.deviceId, id)).orderBy(asc(deviceHistory.createdAt), asc(deviceHistory.id));
  const allowed = deviceMachine.allowedActions(device.status, req.auth?.permissions ?? new Set()).filter((a) => !CUSTOMER_ONLY.has(a));
  return { device, history: rows.map(presentHistory), allowedActions: allowed };
}

/** Adds a device (not active, no owner): the product and its model must exist; an SN that exists answers 10120. */
export async function addDevice(ctx: AppContext, req: FastifyRequest, b: TDeviceAddRequest): Promise<TDevice> {
  const [product] = await productsByIds(ctx.db, [b.productId]);
  if (!product) throw bad('productId', 'unknown product');
  if (b.productModelId != null && (await productOfModel(ctx.db, b.productModelId)) !== b.productId) throw bad('productModelId', 'not a model of the product');
  const now = new Date(ctx.clock.now());
  const row = await uniqueOr10120(
    mutate(ctx.db, req, { module: 'device', action: 'create' }, async (tx) => {
      const [d] = await tx
        .insert(devices)
        .values({
          ...b,
          productModelId: b.productModelId ?? null,
          registrationCode: b.registrationCode ?? null,
          purchaseTime: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await writeHistory(tx, staffActor(req), {
        deviceId: d!.id,
        sn: d!.sn,
        action: 'create',
        fromStatus: null,
        toStatus: d!.status,
        note: null,
        detail: {},
        createdAt: now,
      });
      return { result: d!, targetId: d!.id, after: d };
    }),
  );
  return getDevice(ctx, req, row.id);
}

type Change = {
  set?: Partial<typeof devices.$inferInsert>;
  detail?: Record<string, unknown>;
  /** customers whose operation records show this action */
  customers?: number[];
  /** customers whose bound SN count this changes beyond the device's owner before and after (exchange: the new SN's owner) */
  recount?: Array<number | null>;
  /** runs after the device row is written (exchange writes the new device) */
  after?: (tx: Tx, updated: DeviceRow) => Promise<void>;
};

/**
 * One action on one device: locks the row at the edited version (1005 when stale), checks
 * the transition (permission for staff, current status → 1017), applies the change, and writes
 * the device history, the operation log and the customers' operation records in one transaction.
 */
async function runAction(
  ctx: AppContext,
  req: FastifyRequest,
  actor: Actor,
  action: TDeviceAction,
  ref: { id: number; version: number },
  note: string | null,
  change: (d: DeviceRow, now: Date) => Promise<Change> | Change,
): Promise<DeviceRow> {
  return mutate(ctx.db, req, { module: 'device', action }, async (tx) => {
    const before = await lockVersion(tx, devices, ref.id, ref.version);
    const from = before.status as TDeviceStatus;
    let to: TDeviceStatus;
    if (actor.kind === 'staff') to = deviceMachine.check(req, from, action);
    else {
      const t = deviceMachine.def.transitions[action];
      if (!t.from.includes(from)) throw new AppError(1017, { state: from, action });
      to = t.to;
    }
    if (KEEPS_STATUS.has(action)) to = from;
    const now = new Date(ctx.clock.now());
    const c = await change(before, now);
    // whatever takes a device out of "transferring" ends the transfer it waited on
    const pending = to === 'transferring' ? {} : { transferToCustomerId: null, transferRequestedAt: null };
    const [after] = await tx
      .update(devices)
      .set({ ...pending, ...c.set, status: to, version: sql`${devices.version} + 1`, updatedAt: now })
      .where(and(eq(devices.id, ref.id), eq(devices.version, ref.version)))
      .returning();
    if (!after) throw new AppError(1005);
    await writeHistory(tx, actor, { deviceId: before.id, sn: before.sn, action, fromStatus: from, toStatus: to, note, detail: c.detail ?? {}, createdAt: now });
    await c.after?.(tx, after);
    if (before.customerId !== after.customerId || c.recount) await recountBoundSns(tx, [before.customerId, after.customerId, ...(c.recount ?? [])]);
    for (const customerId of new Set(c.customers ?? [])) {
      await noteCustomerEvent(ctx, tx, { customerId, kind: `device.${action}`, detail: { sn: before.sn, note, ...(c.detail ?? {}) }, actor });
    }
    return { result: after, targetId: before.id, before, after };
  });
}

function writeHistory(tx: DbOrTx, actor: Actor, row: Omit<typeof deviceHistory.$inferInsert, 'actorKind' | 'actorId' | 'actorName'>) {
  return tx.insert(deviceHistory).values({ ...row, actorKind: actor.kind, actorId: actor.id, actorName: actor.name });
}

const later = (base: Date | null, now: Date, days: number) => new Date(Math.max(base?.getTime() ?? 0, now.getTime()) + days * DAY);
const owners = (d: DeviceRow) => (d.customerId ? [d.customerId] : []);
/** the customer a waiting transfer asks, if any */
const receiver = (d: DeviceRow) => (d.transferToCustomerId ? [d.transferToCustomerId] : []);

/** The customer API's own bind and unbind carry no note. */
type NoteOptional<T> = Omit<T, 'note'> & { note: string | null };

/** Whether a presented registration code is the one the register holds (compared in constant time). */
function codeMatches(held: string | null, given: string): boolean {
  if (!held) return false;
  const a = Buffer.from(held);
  const b = Buffer.from(given);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/**
 * Bind to a customer. Staff may bind a device that holds no registration code and give it one
 * (the code they type); a device that holds one needs that code (73310). A customer bind
 * (customerBind) has checked the code before and never writes one. A device someone owns is
 * never bound again (73312): only a transfer moves it.
 */
export async function bindDevice(ctx: AppContext, req: FastifyRequest, actor: Actor, b: NoteOptional<TDeviceBindRequest>) {
  if (!(await customerExists(ctx, b.customerId))) throw bad('customerId', 'unknown customer');
  return runAction(ctx, req, actor, 'bind', b, b.note, (d, now) => {
    if (d.customerId) throw new AppError(d.customerId === b.customerId ? 1017 : 73312, { state: d.status, action: 'bind' });
    if (actor.kind === 'customer' && !d.registrationCode) throw new AppError(73311);
    if (d.registrationCode && b.registrationCode !== undefined && !codeMatches(d.registrationCode, b.registrationCode)) throw new AppError(73310);
    const registrationCode = actor.kind === 'staff' && !d.registrationCode ? (b.registrationCode ?? null) : d.registrationCode;
    return {
      set: { customerId: b.customerId, bindTime: now, activationTime: d.activationTime ?? now, registrationCode },
      detail: { customerId: b.customerId },
      customers: [b.customerId],
    };
  });
}

export function unbindDevice(ctx: AppContext, req: FastifyRequest, actor: Actor, b: NoteOptional<TDeviceUnbindRequest>) {
  return runAction(ctx, req, actor, 'unbind', b, b.note, (d) => ({
    set: { customerId: null, bindTime: null, secondSale: b.secondSale },
    detail: { customerId: d.customerId, secondSale: b.secondSale },
    customers: owners(d),
  }));
}

export async function transferDevice(ctx: AppContext, req: FastifyRequest, b: TDeviceTransferRequest) {
  if (!(await customerExists(ctx, b.targetCustomerId))) throw bad('targetCustomerId', 'unknown customer');
  return runAction(ctx, req, staffActor(req), 'transfer', b, b.note, (d, now) => {
    if (d.customerId === b.targetCustomerId) throw bad('targetCustomerId', 'must not be the current owner');
    return {
      set: { transferToCustomerId: b.targetCustomerId, transferRequestedAt: now },
      detail: { fromCustomerId: d.customerId, toCustomerId: b.targetCustomerId },
      customers: [...owners(d), b.targetCustomerId, ...receiver(d)],
    };
  });
}

/** Staff call off a transfer not yet answered: the device stays its owner's. */
export function cancelTransfer(ctx: AppContext, req: FastifyRequest, b: TDeviceCancelTransferRequest) {
  return runAction(ctx, req, staffActor(req), 'cancelTransfer', b, b.note, (d) => ({
    detail: { fromCustomerId: d.customerId, toCustomerId: d.transferToCustomerId },
    customers: [...owners(d), ...receiver(d)],
  }));
}

export function extendWarranty(ctx: AppContext, req: FastifyRequest, b: TDeviceExtendRequest) {
  return runAction(ctx, req, staffActor(req), 'extendWarranty', b, b.note, (d, now) => {
    const warrantyTime = later(d.warrantyTime, now, b.days);
    return {
      set: { warrantyTime },
      detail: { days: b.days, from: d.warrantyTime?.toISOString() ?? null, to: warrantyTime.toISOString() },
      customers: owners(d),
    };
  });
}

export function renewSoftware(ctx: AppContext, req: FastifyRequest, b: TDeviceRenewRequest) {
  return runAction(ctx, req, staffActor(req), 'renewSoftware', b, b.note, (d, now) => {
    const expiryTime = later(d.expiryTime, now, b.days);
    return {
      set: { registrationCode: b.registrationCode, expiryTime },
      detail: { registrationCode: b.registrationCode, days: b.days, to: expiryTime.toISOString() },
      customers: owners(d),
    };
  });
}

/** Staff give the device the registration code customers bind it with (the code is not written to the customer's records). */
export function setRegistrationCode(ctx: AppContext, req: FastifyRequest, b: TDeviceSetCodeRequest) {
  return runAction(ctx, req, staffActor(req), 'setRegistrationCode', b, b.note, (d) => ({
    set: { registrationCode: b.registrationCode },
    detail: { hadCode: d.registrationCode !== null },
    customers: owners(d),
  }));
}

export function markPurpose(ctx: AppContext, req: FastifyRequest, b: TDeviceMarkRequest) {
  return runAction(ctx, req, staffActor(req), 'markPurpose', b, b.note, (d) => ({
    set: { purpose: b.purpose },
    detail: { from: d.purpose, to: b.purpose },
    customers: owners(d),
  }));
}

/**
 * The same action on each selected device, each in its own transaction through runAction
 * (locked at its version, the state machine's check, its history, operation-log and customer
 * rows): a device is done whole or refused whole, and the answer names both. An empty
 * selection answers 61000; a non-AppError failure stops the batch as any request.
 */
async function runBatch(
  req: FastifyRequest,
  items: Array<{ id: number; version: number }>,
  one: (ref: { id: number; version: number }) => Promise<unknown>,
): Promise<TDeviceBatchOutcome> {
  if (items.length === 0) throw new AppError(61000);
  const lang = requestLanguage(req);
  const out: TDeviceBatchOutcome = { done: [], refused: [] };
  const seen = new Set<number>();
  for (const item of items) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    try {
      await one(item);
      out.done.push(item.id);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      out.refused.push({ id: item.id, code: err.code, message: errorMessage(err.code, lang) });
    }
  }
  return out;
}

/** Batch mark test or general: each device as markPurpose does it alone. */
export function batchMarkPurpose(ctx: AppContext, req: FastifyRequest, b: TDeviceBatchMarkRequest) {
  return runBatch(req, b.items, (ref) => markPurpose(ctx, req, { ...ref, purpose: b.purpose, note: b.note }));
}

/** Batch extend warranty by days: each device as extendWarranty does it alone. */
export function batchExtendWarranty(ctx: AppContext, req: FastifyRequest, b: TDeviceBatchExtendRequest) {
  return runBatch(req, b.items, (ref) => extendWarranty(ctx, req, { ...ref, days: b.days, note: b.note }));
}

export function lockDevice(ctx: AppContext, req: FastifyRequest, b: TDeviceLockRequest) {
  return runAction(ctx, req, staffActor(req), 'lock', b, b.note, (d) => ({ customers: owners(d) }));
}

/** Exchange: a new device with the old one's owner, dates and software takes over its history; the old one is disabled. */
export async function exchangeDevice(ctx: AppContext, req: FastifyRequest, b: TDeviceExchangeRequest): Promise<DeviceRow> {
  const [exists] = await ctx.db.select({ id: devices.id }).from(devices).where(sql`lower(${devices.sn}) = ${b.newSn.toLowerCase()}`);
  if (exists) throw new AppError(10120, { field: 'newSn' });
  let created: DeviceRow | undefined;
  await uniqueOr10120(
    runAction(ctx, req, staffActor(req), 'exchange', b, b.note, (d, now) => ({
      set: { customerId: null, bindTime: null },
      detail: { oldSn: d.sn, newSn: b.newSn, customerId: d.customerId },
      customers: owners(d),
      recount: [d.customerId],
      after: async (tx) => {
        const [n] = await tx
          .insert(devices)
          .values({
            sn: b.newSn,
            productId: d.productId,
            productModelId: d.productModelId,
            type: d.type,
            purpose: d.purpose,
            status: d.status === 'disabled' ? 'activated' : d.status,
            customerId: d.customerId,
            purchaseTime: d.purchaseTime,
            bindTime: d.bindTime,
            expiryTime: d.expiryTime,
            warrantyTime: d.warrantyTime,
            activationTime: d.activationTime ?? (d.customerId ? now : null),
            softwareList: d.softwareList,
            registrationCode: d.registrationCode,
            secondSale: d.secondSale,
            pendingReview: d.pendingReview,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        created = n!;
        // the old SN's story is carried over (its rows keep their SN), then the exchange itself
        await tx.execute(sql`
          insert into device_history (device_id, sn, action, from_status, to_status, note, detail, actor_kind, actor_id, actor_name, created_at)
          select ${n!.id}, sn, action, from_status, to_status, note, detail, actor_kind, actor_id, actor_name, created_at
          from device_history where device_id = ${d.id} order by id`);
        const actor = staffActor(req);
        await tellExchange(tx, {
          oldDeviceId: d.id,
          oldSn: d.sn,
          newDeviceId: n!.id,
          newSn: n!.sn,
          note: b.note,
          at: now,
          actor: { id: actor.id, name: actor.name },
        });
      },
    })),
  );
  return created!;
}

/** Return (DEV-09): a selection of unbound devices goes back to stock; any other status refuses all (1017). */
export async function returnDevices(ctx: AppContext, req: FastifyRequest, b: TDeviceReturnRequest): Promise<{ returned: number }> {
  if (b.ids.length === 0) throw new AppError(61000);
  const actor = staffActor(req);
  return mutate(ctx.db, req, { module: 'device', action: 'return' }, async (tx) => {
    const rows = await tx.select().from(devices).where(inArray(devices.id, b.ids)).for('update');
    if (rows.length !== new Set(b.ids).size) throw new AppError(1002);
    for (const d of rows) deviceMachine.check(req, d.status as TDeviceStatus, 'return');
    const now = new Date(ctx.clock.now());
    await tx
      .update(devices)
      .set({ status: 'unactivated', customerId: null, bindTime: null, version: sql`${devices.version} + 1`, updatedAt: now })
      .where(inArray(devices.id, b.ids));
    await recountBoundSns(
      tx,
      rows.map((d) => d.customerId),
    );
    for (const d of rows) {
      await writeHistory(tx, actor, {
        deviceId: d.id,
        sn: d.sn,
        action: 'return',
        fromStatus: d.status,
        toStatus: 'unactivated',
        note: b.note,
        detail: {},
        createdAt: now,
      });
    }
    return { result: { returned: rows.length }, targetId: b.ids.join(','), after: { sns: rows.map((r) => r.sn) } };
  });
}

// ---- customer API ----

async function deviceBySn(db: DbOrTx, sn: string) {
  const [d] = await db.select().from(devices).where(sql`lower(${devices.sn}) = ${sn.toLowerCase()}`);
  return d;
}

export async function myDevices(ctx: AppContext, customerId: number, lang: Language): Promise<TMyDevice[]> {
  const rows = await selectDevices(ctx.db, lang).where(eq(devices.customerId, customerId)).orderBy(asc(devices.bindTime), asc(devices.id)).limit(500);
  return rows.map((r) => ({
    id: r.d.id,
    sn: r.d.sn,
    productName: r.productName,
    productModelName: r.modelName,
    status: r.d.status as TDeviceStatus,
    bindTime: r.d.bindTime?.toISOString() ?? null,
    warrantyTime: r.d.warrantyTime?.toISOString() ?? null,
    expiryTime: r.d.expiryTime?.toISOString() ?? null,
    version: r.d.version,
  }));
}

/**
 * A customer binds an SN with the registration code the register holds for it. An unknown SN or a
 * wrong code is 73310 (one code, so SNs cannot be probed); a device without a code 73311 (staff
 * must set one first); a device someone owns 73312 (1017 when it is the caller's own). Every
 * refusal except the last counts against the customer and their address like a wrong sign-in
 * (decision 0002: the guesser slows only themselves down; the owner's own account binds on),
 * and once spent the bind answers 1004 whatever the code. A refusal changes nothing.
 */
export async function customerBind(ctx: AppContext, req: FastifyRequest, customer: { id: number; account: string }, sn: string, registrationCode: string) {
  const address = addressKey(req.ip);
  await assertUnder(ctx, 'bindFailuresPerCustomer', customer.id);
  await assertUnder(ctx, 'bindFailuresPerAddress', address);
  const actor: Actor = { kind: 'customer', id: customer.id, name: customer.account };
  try {
    const d = await deviceBySn(ctx.db, sn);
    if (!d) throw new AppError(73310);
    // the code first, so that a guess learns nothing of the device's owner
    if (!d.registrationCode) throw new AppError(73311);
    if (!codeMatches(d.registrationCode, registrationCode)) throw new AppError(73310);
    if (d.customerId) throw new AppError(d.customerId === customer.id ? 1017 : 73312);
    await bindDevice(ctx, req, actor, { id: d.id, version: d.version, customerId: customer.id, registrationCode, note: null });
    return (await myDevices(ctx, customer.id, requestLanguage(req))).find((x) => x.id === d.id)!;
  } catch (err) {
    if (err instanceof AppError && (err.code === 73310 || err.code === 73311)) {
      await recordFailure(ctx, 'bindFailuresPerCustomer', customer.id);
      await recordFailure(ctx, 'bindFailuresPerAddress', address);
      // visible to administrators like failed sign-ins (decision 0002), the code never written
      await logSecurityEvent(ctx, {
        event: 'device_bind_failure',
        account: customer.account,
        ip: req.ip,
        detail: `customer #${customer.id} SN ${sn} (${err.code})`,
      });
    }
    throw err;
  }
}

/** A customer unbinds one of their own devices (someone else's SN answers 1002). */
export async function customerUnbind(ctx: AppContext, req: FastifyRequest, customer: { id: number; account: string }, sn: string) {
  const d = await deviceBySn(ctx.db, sn);
  if (!d || d.customerId !== customer.id) throw new AppError(1002, { field: 'sn' });
  const actor: Actor = { kind: 'customer', id: customer.id, name: customer.account };
  await unbindDevice(ctx, req, actor, { id: d.id, version: d.version, note: null, secondSale: false });
}

/** The devices waiting for this customer to accept their transfer, oldest request first. */
export async function myIncomingTransfers(ctx: AppContext, customerId: number, lang: Language): Promise<TMyIncomingTransfer[]> {
  const rows = await selectDevices(ctx.db, lang)
    .where(and(eq(devices.transferToCustomerId, customerId), eq(devices.status, 'transferring')))
    .orderBy(asc(devices.transferRequestedAt), asc(devices.id))
    .limit(500);
  return rows.map((r) => ({ sn: r.d.sn, productName: r.productName, productModelName: r.modelName, requestedAt: r.d.transferRequestedAt!.toISOString() }));
}

/**
 * The receiver answers a transfer: accepting makes the device theirs (bound now), declining
 * leaves it with its owner. An SN not waiting for this customer answers 1002, as someone
 * else's device does.
 */
export async function answerTransfer(ctx: AppContext, req: FastifyRequest, customer: { id: number; account: string }, sn: string, accept: boolean) {
  const d = await deviceBySn(ctx.db, sn);
  if (d?.status !== 'transferring' || d.transferToCustomerId !== customer.id) throw new AppError(1002, { field: 'sn' });
  const actor: Actor = { kind: 'customer', id: customer.id, name: customer.account };
  const detail = { fromCustomerId: d.customerId, toCustomerId: customer.id };
  // locked at the version read: a transfer re-addressed or ended meanwhile answers 1005
  await runAction(ctx, req, actor, accept ? 'acceptTransfer' : 'declineTransfer', d, null, (cur, now) => ({
    set: accept ? { customerId: customer.id, bindTime: now, activationTime: cur.activationTime ?? now } : {},
    detail,
    customers: [...owners(cur), customer.id],
  }));
}

// ---- cards ----

export function getCardPage(ctx: AppContext, q: TCardPageQuery): Promise<TPage<TCard>> {
  return cardPage.run(ctx.db, q, async ({ where, orderBy, limit, offset }) => {
    const rows = await prepared(
      selectCards(ctx.db)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    );
    return rows.map(presentCard);
  });
}

export async function getCard(ctx: AppContext, id: number): Promise<TCard> {
  const [row] = await selectCards(ctx.db).where(eq(pointCards.id, id));
  return presentCard(found(row));
}

/** 16 digits from the system's cryptographic random source, the last a Luhn check digit. */
export function newCardNo(): string {
  const digits = Array.from({ length: 15 }, (_, i) => (i === 0 ? crypto.randomInt(1, 10) : crypto.randomInt(10)));
  return digits.join('') + luhn(digits);
}

export function luhn(digits: number[]): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits[digits.length - 1 - i]!;
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export async function generateCards(ctx: AppContext, req: FastifyRequest, b: TCardGenerateRequest): Promise<{ batchNo: string; count: number }> {
  const now = new Date(ctx.clock.now());
  const batchNo = `B${now.toISOString().replace(/\D/g, '').slice(0, 14)}${crypto.randomInt(1000, 9999)}`;
  return mutate(ctx.db, req, { module: 'pointCard', action: 'generate' }, async (tx) => {
    let made = 0;
    while (made < b.count) {
      const n = Math.min(1000, b.count - made);
      const rows = Array.from({ length: n }, () => ({
        cardNo: newCardNo(),
        cardType: b.cardType,
        batchNo,
        faceValue: b.faceValue,
        expireAt: b.expireDays ? new Date(now.getTime() + b.expireDays * DAY) : null,
        remark: b.remark ?? null,
        createdBy: req.auth!.userId,
        createdAt: now,
      }));
      // a clash of 16 random digits is skipped and drawn again in the next round
      const inserted = await tx.insert(pointCards).values(rows).onConflictDoNothing().returning({ id: pointCards.id, cardNo: pointCards.cardNo });
      // each card's first value-ledger entry: issued into stock (decision 0029)
      await appendLedgerEntries(
        tx,
        inserted.map((c) => ({
          account: 'card',
          cardId: c.id,
          cardNo: c.cardNo,
          kind: 'issue',
          statusAfter: 'shipped',
          reason: batchNo,
          actorKind: 'staff',
          actorId: req.auth!.userId,
          actorName: req.auth!.username,
          createdAt: now,
        })),
      );
      made += inserted.length;
    }
    return { result: { batchNo, count: made }, targetId: batchNo, after: { batchNo, count: made, cardType: b.cardType } };
  });
}

// ---- vehicles ----

export function getVehiclePage(ctx: AppContext, q: TVehiclePageQuery): Promise<TPage<TVehicle>> {
  return vehiclePage.run(ctx.db, q, async ({ where, orderBy, limit, offset }) => {
    const rows = await selectVehicles(ctx.db)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    return rows.map(presentVehicle);
  });
}

export function getCustomerVehiclePage(ctx: AppContext, q: TCustomerVehiclePageQuery): Promise<TPage<TCustomerVehicle>> {
  return customerVehiclePage.run(ctx.db, q, async ({ where, orderBy, limit, offset }) => {
    const rows = await selectCustomerVehicles(ctx.db)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    return rows.map(presentCustomerVehicle);
  });
}

/** The id of the device with this SN, or null (log files link to it). */
export async function deviceIdBySn(ctx: AppContext, sn: string): Promise<number | null> {
  const [row] = await ctx.db.select({ id: devices.id }).from(devices).where(eq(devices.sn, sn)).limit(1);
  return row?.id ?? null;
}

/** The device ids of SNs, inside a transaction when given one (dealers' factory allocation; an unknown SN is absent). */
export async function deviceIdsBySns(db: DbOrTx, sns: string[]): Promise<Map<string, number>> {
  if (sns.length === 0) return new Map();
  const rows = await db.select({ id: devices.id, sn: devices.sn }).from(devices).where(inArray(devices.sn, sns));
  return new Map(rows.map((r) => [r.sn, r.id]));
}

/** What the stock trace shows of a device: its status, activation and bind times and whether a customer holds it (no customer data). */
export type DeviceTrace = { sn: string; status: string; activationTime: Date | null; bindTime: Date | null; bound: boolean };

/** The trace's view of devices by SN (stock's trace); an SN without a device row is absent. */
export async function deviceTraceBySns(db: DbOrTx, sns: string[]): Promise<Map<string, DeviceTrace>> {
  if (sns.length === 0) return new Map();
  const rows = await db
    .select({ sn: devices.sn, status: devices.status, activationTime: devices.activationTime, bindTime: devices.bindTime, customerId: devices.customerId })
    .from(devices)
    .where(inArray(devices.sn, sns));
  return new Map(rows.map((r) => [r.sn, { sn: r.sn, status: r.status, activationTime: r.activationTime, bindTime: r.bindTime, bound: r.customerId != null }]));
}

/** One SN's trace view, or null when no device has that SN. */
export async function deviceTraceBySn(db: DbOrTx, sn: string): Promise<DeviceTrace | null> {
  return (await deviceTraceBySns(db, [sn])).get(sn) ?? null;
}

/** A bound, active device as another area lists it (remote diagnosis: the devices a remote session can run on). */
export type ActiveDevice = { id: number; sn: string; status: string; productName: string | null; customerId: number | null; customerAccount: string | null };

/** One page of the activated (bound) devices, newest first, with an SN prefix or owner filter (the experts area's remote devices). */
export function activeDevicePage(
  ctx: AppContext,
  lang: Language,
  q: { sn?: string | undefined; customerId?: number | undefined; current: number; size: 10 | 20 | 50 | 100 },
): Promise<TPage<ActiveDevice>> {
  return devicePage.run(ctx.db, { ...q, status: 'activated' }, async ({ where, orderBy, limit, offset }) => {
    const rows = await selectDevices(ctx.db, lang)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    return rows.map((r) => ({
      id: r.d.id,
      sn: r.d.sn,
      status: r.d.status,
      productName: r.productName,
      customerId: r.d.customerId,
      customerAccount: r.customerAccount ?? null,
    }));
  });
}

/** The device with this SN when the customer owns it (a customer names the device of a remote session), else null. */
export async function ownedDeviceBySn(ctx: AppContext, customerId: number, sn: string): Promise<{ id: number; sn: string } | null> {
  const d = await deviceBySn(ctx.db, sn);
  return d && d.customerId === customerId ? { id: d.id, sn: d.sn } : null;
}

// ---- cards: the customer's redemption ----

/** Wrong card numbers a customer may enter per hour before card/redeem answers 1004 (like the sign-in limits). */
export const CARD_REDEEM_FAILURES = { max: 10, windowMs: 3_600_000 };
const redeemFailKey = (customerId: number) => `limit:cardRedeemFailuresPerCustomer:${customerId}`;

/**
 * card/redeem: the signed-in customer redeems a sold or gifted card by its number. In one
 * transaction: the card row is locked (a second, concurrent redemption waits and then finds it
 * redeemed: 73307), it becomes `redeemed` and the customer's; a recharge card (273, 275) adds its
 * face value to the customer's points with a movement row; the redemption is written to
 * state_history (the card detail's redemption time), the operation log and the customer's
 * operation records. An unknown number, or a card that names another customer, is 73306 and
 * counts against the customer's allowance of wrong numbers (1004 once spent); a card already
 * redeemed by this customer 73307; any other status, or an expired card, 73308. A refusal
 * changes nothing.
 */
export async function redeemCard(ctx: AppContext, req: FastifyRequest, customer: CustomerCaller, b: TCardRedeemRequest): Promise<TCardRedeemResult> {
  const key = redeemFailKey(customer.id);
  if (Number((await ctx.kv.get(key)) ?? 0) >= CARD_REDEEM_FAILURES.max) {
    throw new AppError(1004, { retryAfterSeconds: Math.max(1, Math.ceil((await ctx.kv.ttl(key)) / 1000)) });
  }
  const cardNo = b.cardNo.replace(/[\s-]/g, '');
  const actor = { kind: 'customer' as const, id: customer.id };
  try {
    return await mutate(ctx.db, req, { module: 'pointCard', action: 'redeem' }, async (tx) => {
      const [card] = await tx.select().from(pointCards).where(eq(pointCards.cardNo, cardNo)).for('update');
      if (!card || (card.customerId !== null && card.customerId !== customer.id)) throw new AppError(73306);
      if (card.status === 'redeemed') throw new AppError(73307);
      const now = new Date(ctx.clock.now());
      const redeemable = (REDEEMABLE_CARD_STATUSES as readonly string[]).includes(card.status);
      if (!redeemable || (card.expireAt && card.expireAt.getTime() <= now.getTime())) throw new AppError(73308);
      await openedCardLedger(tx, card, now);
      const [after] = await tx
        .update(pointCards)
        .set({ status: 'redeemed', customerId: customer.id, version: sql`${pointCards.version} + 1` })
        .where(and(eq(pointCards.id, card.id), eq(pointCards.version, card.version)))
        .returning();
      if (!after) throw new AppError(1005);
      await tx.insert(stateHistory).values({
        entityType: CARD_ENTITY,
        entityId: String(card.id),
        action: 'redeem',
        fromState: card.status,
        toState: 'redeemed',
        reason: `customer #${customer.id} ${customer.account}`.slice(0, 500),
        userId: null,
        username: null,
        createdAt: now,
      });
      const recharge = (RECHARGE_CARD_TYPES as readonly number[]).includes(card.cardType) && card.faceValue > 0;
      const detail = { cardId: card.id, cardNo: card.cardNo, cardType: card.cardType, faceValue: card.faceValue, fromStatus: card.status };
      let points: number;
      if (recharge) {
        points = await changeCustomerPoints(ctx, tx, {
          customerId: customer.id,
          delta: card.faceValue,
          reason: `card ${card.cardNo} redeemed`,
          kind: 'card.redeem',
          detail,
          actor,
          rule: POINTS_RULE.cardRedeem,
        });
      } else {
        points = await customerPoints(tx, customer.id);
        await noteCustomerEvent(ctx, tx, { customerId: customer.id, kind: 'card.redeem', detail, actor });
      }
      const pointsAdded = recharge ? card.faceValue : 0;
      await appendLedgerEntry(tx, {
        account: 'card',
        cardId: card.id,
        cardNo: card.cardNo,
        kind: 'redeem',
        statusAfter: 'redeemed',
        points: recharge ? pointsAdded : null,
        customerId: customer.id,
        actorKind: 'customer',
        actorId: customer.id,
        actorName: customer.account,
        createdAt: now,
      });
      return {
        result: { card: presentMyCard(after, now), pointsAdded, points },
        targetId: card.id,
        before: { status: card.status, customerId: card.customerId },
        after: { status: after.status, customerId: customer.id, pointsAdded },
      };
    });
  } catch (err) {
    if (err instanceof AppError && err.code === 73306) await ctx.kv.incr(key, CARD_REDEEM_FAILURES.windowMs);
    throw err;
  }
}

/** card/mine: the customer's own cards (redeemed or given to them), newest redemption first. */
export async function myCards(ctx: AppContext, customerId: number, q: { current: number; size: number }): Promise<TPage<TMyCard>> {
  const where = eq(pointCards.customerId, customerId);
  const [rows, [n]] = await Promise.all([
    ctx.db
      .select({ c: pointCards, redeemTime: cardRedeemTime })
      .from(pointCards)
      .where(where)
      .orderBy(sql`${cardRedeemTime} desc nulls last`, desc(pointCards.createdAt), desc(pointCards.id))
      .limit(q.size)
      .offset((q.current - 1) * q.size),
    ctx.db.select({ n: count() }).from(pointCards).where(where),
  ]);
  return { records: rows.map((r) => presentMyCard(r.c, r.redeemTime)), total: Number(n?.n ?? 0), current: q.current, size: q.size };
}
