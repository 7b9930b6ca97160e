import { and, eq, inArray } from 'drizzle-orm';
import webpush from 'web-push';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { decryptSecret, encryptSecret } from '../mail';
import { pushProviders, pushSubscriptions } from './messages.tables';

/** What encryptSecret writes (v1:<iv>:<tag>:<ciphertext>, base64 parts); anything else in the column is a plain secret written before encryption. */
const SEALED = /^v1:[A-Za-z0-9+/]+={0,2}:[A-Za-z0-9+/]+={0,2}:[A-Za-z0-9+/]*={0,2}$/;

/** A provider secret as stored: AES-256-GCM under the mail key (mail's encryptSecret); null stays null. */
export const sealSecret = (plain: string | null | undefined): string | null => (plain ? encryptSecret(plain) : null);

/**
 * The plain secret of a provider row. A row written before secrets were encrypted holds it in
 * plain text: it still works, and is encrypted in place on this first read (only if nobody
 * changed it meanwhile).
 */
export async function openSecret(db: DbOrTx, row: { id: number; token: string | null }): Promise<string | null> {
  if (row.token === null) return null;
  if (SEALED.test(row.token)) return decryptSecret(row.token);
  await db
    .update(pushProviders)
    .set({ token: encryptSecret(row.token) })
    .where(and(eq(pushProviders.id, row.id), eq(pushProviders.token, row.token)));
  return row.token;
}

/** A failure no retry can mend (no address, no subscription, no provider): failed at once. */
export class PermanentFailure extends Error {}

/** What a provider gets: `url` is the record's tracked link (counts the click, then redirects), never the bare target. */
export type PushPayload = { recordId: number; customerId: number; title: string; body: string; url: string | null };

/** A push provider: delivers one record's notification and answers its reference; throws to be retried. */
export interface PushProvider {
  send(ctx: AppContext, p: PushPayload): Promise<string | null>;
}

/** HTTP provider: POSTs the payload as JSON with a bearer token; a 2xx is delivered, anything else is retried. */
export class HttpPushProvider implements PushProvider {
  constructor(
    private endpoint: string,
    private token: string | null,
  ) {}
  async send(_ctx: AppContext, p: PushPayload): Promise<string | null> {
    const res = await fetch(this.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': `record-${p.recordId}`,
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: JSON.stringify(p),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const body = (await res.json().catch(() => null)) as { id?: unknown } | null;
    return body?.id ? String(body.id) : null;
  }
}

/**
 * Web Push (VAPID) built in: to every browser subscription of the customer. The VAPID key pair is
 * the provider's: endpoint holds the public key, token the private one (generated when saved, encrypted at rest).
 */
export class WebPushProvider implements PushProvider {
  constructor(
    private publicKey: string,
    private privateKey: string,
  ) {}
  async send(ctx: AppContext, p: PushPayload): Promise<string | null> {
    const subs = await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.customerId, p.customerId));
    if (subs.length === 0) throw new PermanentFailure('the customer has no push subscription');
    let sent = 0;
    const gone: number[] = [];
    let lastError = '';
    for (const s of subs) {
      try {
        const res = await webpush.sendNotification({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, JSON.stringify(p), {
          vapidDetails: { subject: 'mailto:no-reply@diagops.local', publicKey: this.publicKey, privateKey: this.privateKey },
          TTL: 86_400,
          timeout: 10_000,
        });
        if (res.statusCode < 300) sent++;
      } catch (err) {
        // 404/410: the browser dropped the subscription (RFC 8030 §7.3); it is removed, never retried
        const status = (err as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) gone.push(s.id);
        lastError = status ? `push service answered ${status}` : String((err as Error).message ?? err);
      }
    }
    if (gone.length > 0) await ctx.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
    // one browser reached is delivered (a retry would notify it twice)
    if (sent > 0) return `webpush:${sent}`;
    if (gone.length === subs.length) throw new PermanentFailure('every push subscription of the customer has expired');
    throw new Error(lastError || 'no subscription accepted the notification');
  }
}

export function newVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}

/** The message's provider, else the default enabled one; none configured: refused for good. */
export async function pushProviderFor(db: DbOrTx, providerId: number | null): Promise<PushProvider> {
  const [row] = providerId
    ? await db
        .select()
        .from(pushProviders)
        .where(and(eq(pushProviders.id, providerId), eq(pushProviders.enabled, true)))
    : await db
        .select()
        .from(pushProviders)
        .where(and(eq(pushProviders.isDefault, true), eq(pushProviders.enabled, true)));
  if (!row) throw new PermanentFailure('no push provider is configured');
  const secret = await openSecret(db, row);
  if (row.kind === 'http') return new HttpPushProvider(row.endpoint!, secret);
  if (!secret) throw new PermanentFailure('the Web Push provider has no private key');
  return new WebPushProvider(row.endpoint!, secret);
}
