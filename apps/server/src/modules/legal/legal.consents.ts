import {
  APP_CODE_HEADER,
  LEGAL_APP_PATH,
  PRIVACY_TYPE,
  type TLegalConsent,
  type TLegalCurrent,
  type TLegalLanguage,
  type TLegalRequired,
  type TLegalType,
} from '@diagops/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Broadcast, startBroadcast } from '../../platform/cache/broadcast';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import type { CustomerCaller } from '../customers';
import { type CurrentVersion, LEGAL_REFRESH_MS, legalSnapshot } from './legal.current';
import { legalConsents } from './legal.tables';

type Consent = typeof legalConsents.$inferSelect;

/**
 * Customers known to have accepted a required version for an app (never a refusal), per app context:
 * `customer|app|type|seq` → until. A withdrawal forgets the customer's here and, through the
 * broadcast, on every other instance at once (startConsentBroadcast).
 */
const acceptances = new WeakMap<AppContext, { until: Map<string, number>; broadcast: Broadcast<{ customerId: number }> | null; heard: Array<() => void> }>();
const ACCEPTED_TTL_MS = LEGAL_REFRESH_MS;
const ACCEPTED_MAX = 50_000;

function acceptedOf(ctx: AppContext) {
  let a = acceptances.get(ctx);
  if (!a) {
    a = { until: new Map(), broadcast: null, heard: [] };
    acceptances.set(ctx, a);
  }
  return a;
}

/** Forgets what this instance knows of a customer's acceptances (all customers: null). */
function forgetAccepted(ctx: AppContext, customerId: number | null) {
  const { until } = acceptedOf(ctx);
  if (customerId === null) return until.clear();
  for (const key of until.keys()) if (key.startsWith(`${customerId}|`)) until.delete(key);
}

/** Resolves when the next withdrawal from another instance has been applied here (tests). */
export const nextWithdrawalHeard = (ctx: AppContext) => new Promise<void>((resolve) => acceptedOf(ctx).heard.push(resolve));

/** Listens for the other instances' withdrawals (started with the routes; returns the stop function). */
export async function startConsentBroadcast(ctx: AppContext): Promise<() => Promise<void>> {
  const broadcast = await startBroadcast<{ customerId: number }>(ctx, 'legal-consents', (m) => {
    forgetAccepted(ctx, m?.customerId ?? null);
    const a = acceptedOf(ctx);
    const heard = a.heard;
    a.heard = [];
    for (const h of heard) h();
  });
  acceptedOf(ctx).broadcast = broadcast;
  return async () => {
    acceptedOf(ctx).broadcast = null;
    await broadcast.stop();
  };
}

/** The live acceptance of each type: the latest accept, unless a withdrawal came after it. */
async function liveAcceptances(db: DbOrTx, customerId: number, appCode: string, types: TLegalType[]): Promise<Map<string, Consent>> {
  if (types.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([legalConsents.type, legalConsents.action])
    .from(legalConsents)
    .where(
      and(
        eq(legalConsents.customerId, customerId),
        eq(legalConsents.appCode, appCode),
        inArray(legalConsents.type, types),
        inArray(legalConsents.action, ['accept', 'withdraw']),
      ),
    )
    .orderBy(legalConsents.type, legalConsents.action, desc(legalConsents.id));
  const out = new Map<string, Consent>();
  for (const r of rows) if (r.action === 'accept') out.set(r.type, r);
  for (const r of rows) if (r.action === 'withdraw' && (out.get(r.type)?.id ?? 0) < r.id) out.delete(r.type);
  return out;
}

/** The app as the settings spell it, when the type applies to it; 79506 otherwise. */
async function appliedApp(ctx: AppContext, type: TLegalType, appCode: string) {
  const snap = await legalSnapshot(ctx);
  const app = snap.apps.get(type)?.get(appCode.toLowerCase());
  const current = snap.current.get(type);
  if (!app || !current) throw new AppError(79506, { type, appCode });
  return { app, current, snap };
}

/** What the customer must accept before going on with the app: each type whose latest material version they have not accepted since. */
export async function pendingAcceptances(ctx: AppContext, customerId: number, appCode: string): Promise<TLegalRequired[]> {
  const snap = await legalSnapshot(ctx);
  const wanted: Array<{ type: TLegalType; app: string; id: number; seq: number }> = [];
  const now = ctx.clock.now();
  for (const [type, req] of snap.required) {
    const app = snap.apps.get(type)?.get(appCode.toLowerCase());
    if (!app) continue;
    const until = acceptedOf(ctx).until.get(`${customerId}|${app}|${type}|${req.seq}`);
    if (until === undefined || until < now) wanted.push({ type, app, ...req });
  }
  if (wanted.length === 0) return [];
  const live = await liveAcceptances(
    ctx.db,
    customerId,
    wanted[0]!.app,
    wanted.map((w) => w.type),
  );
  const pending: TLegalRequired[] = [];
  for (const w of wanted) {
    const acc = live.get(w.type);
    if (acc && acc.seq >= w.seq) {
      const known = acceptedOf(ctx).until;
      if (known.size >= ACCEPTED_MAX) known.clear();
      known.set(`${customerId}|${w.app}|${w.type}|${w.seq}`, now + ACCEPTED_TTL_MS);
    } else pending.push({ type: w.type, versionId: w.id, seq: w.seq, appCode: w.app });
  }
  return pending;
}

/**
 * The gate the legal area installs into customers: a customer call naming an app (X-App-Code)
 * whose customer has not accepted a material change answers 79505 with the document type and
 * version; sign-in and the legal calls themselves always pass.
 */
export async function acceptanceGate(ctx: AppContext, req: FastifyRequest, customer: CustomerCaller): Promise<void> {
  const header = req.headers[APP_CODE_HEADER];
  const appCode = Array.isArray(header) ? header[0] : header;
  if (!appCode) return;
  const url = req.url;
  if (url.startsWith(ctx.svcPath('app', '/auth/')) || url.startsWith(ctx.svcPath('app', `${LEGAL_APP_PATH}/`))) return;
  const pending = await pendingAcceptances(ctx, customer.id, appCode);
  if (pending.length > 0) throw new AppError(79505, { ...pending[0]!, pending });
}

/** The current version of a type for the app, in the language asked (the customer's own by default). */
export async function currentFor(
  ctx: AppContext,
  customer: CustomerCaller,
  q: { type: TLegalType; appCode: string; language?: TLegalLanguage },
): Promise<TLegalCurrent> {
  const { app, current } = await appliedApp(ctx, q.type, q.appCode);
  const language = q.language ?? customer.language;
  const live = await liveAcceptances(ctx.db, customer.id, app, [q.type]);
  return {
    type: q.type,
    versionId: current.id,
    seq: current.seq,
    language,
    body: current.bodies[language] ?? current.bodies['en-US'] ?? '',
    contentHash: current.contentHash,
    effectiveDate: current.effectiveDate.toISOString(),
    material: current.material,
    accepted: (live.get(q.type)?.seq ?? 0) >= current.seq,
  };
}

/** A consent record as the API shows it. */
export const presentConsent = (r: Consent, account: string | null): TLegalConsent => ({
  id: r.id,
  customerId: r.customerId,
  customerAccount: account,
  type: r.type as TLegalType,
  versionId: r.versionId,
  seq: r.seq,
  language: r.language,
  contentHash: r.contentHash,
  appCode: r.appCode,
  action: r.action as TLegalConsent['action'],
  ip: r.ip,
  createTime: r.createdAt.toISOString(),
});

async function record(ctx: AppContext, req: FastifyRequest, customer: CustomerCaller, values: Omit<typeof legalConsents.$inferInsert, 'customerId'>) {
  const [row] = await ctx.db
    .insert(legalConsents)
    .values({ ...values, customerId: customer.id, ip: req.ip ?? null, createdAt: new Date(ctx.clock.now()) })
    .returning();
  return presentConsent(row!, customer.account);
}

/** Checks the version named is the current one of the type for the app (and its hash, when given): 79504 otherwise. */
function requireCurrent(current: CurrentVersion, versionId: number, hash?: string) {
  if (current.id !== versionId || (hash !== undefined && hash !== current.contentHash))
    throw new AppError(79504, { currentVersionId: current.id, currentSeq: current.seq });
}

/** Accepts or declines the current version of a type for the app: the version (and the hash, when given) must be the current ones. */
async function answerCurrent(
  ctx: AppContext,
  req: FastifyRequest,
  customer: CustomerCaller,
  b: { type: TLegalType; versionId: number; language: TLegalLanguage; contentHash?: string; appCode: string },
  action: 'accept' | 'decline',
) {
  const { app, current } = await appliedApp(ctx, b.type, b.appCode);
  requireCurrent(current, b.versionId, b.contentHash);
  const v = { type: b.type, versionId: current.id, seq: current.seq, language: b.language, contentHash: current.contentHash };
  return record(ctx, req, customer, { ...v, appCode: app, action });
}

/** Records that the customer accepted the current version for the app (append-only). */
export async function acceptVersion(
  ctx: AppContext,
  req: FastifyRequest,
  customer: CustomerCaller,
  b: { type: TLegalType; versionId: number; language: TLegalLanguage; contentHash: string; appCode: string },
) {
  return answerCurrent(ctx, req, customer, b, 'accept');
}

/** Records that the customer declined the current version (the gate still holds them back when it is required). */
export async function declineVersion(
  ctx: AppContext,
  req: FastifyRequest,
  customer: CustomerCaller,
  b: { type: TLegalType; versionId: number; language: TLegalLanguage; appCode: string },
) {
  return answerCurrent(ctx, req, customer, b, 'decline');
}

/** Withdraws the customer's privacy consent for the app (79507 when there is none live): a required privacy version then holds them back again. */
export async function withdrawPrivacy(ctx: AppContext, req: FastifyRequest, customer: CustomerCaller, appCode: string) {
  const { app } = await appliedApp(ctx, PRIVACY_TYPE, appCode);
  const live = (await liveAcceptances(ctx.db, customer.id, app, [PRIVACY_TYPE])).get(PRIVACY_TYPE);
  if (!live) throw new AppError(79507);
  const withdrawn = await record(ctx, req, customer, {
    type: PRIVACY_TYPE,
    versionId: live.versionId,
    seq: live.seq,
    language: live.language,
    contentHash: live.contentHash,
    appCode: app,
    action: 'withdraw',
  });
  forgetAccepted(ctx, customer.id);
  await acceptedOf(ctx).broadcast?.publish({ customerId: customer.id });
  return withdrawn;
}
