import crypto from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { systemKeys } from '../../platform/security/security.tables';

const KEY_NAME = 'mail-secret-key';

/** Where mail goes when no provider is configured: SMTP_URL, else .eml files in the outbox folder. */
export type MailFallback = { smtpUrl?: string; from: string; outboxDir: string };
type MailKeys = { aes: Buffer; hmac: Buffer; link: Buffer; baseUrl: string; svc: string; fallback: MailFallback };
let keys: MailKeys | null = null;

function parseKey(text: string): Buffer {
  return /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
}

/**
 * Loads the mail key (MAIL_SECRET_KEY, else one generated once and kept in system_keys so
 * every instance shares it) and derives two keys from it with HKDF: one encrypts provider
 * secrets, the other signs unsubscribe links. Called when the mail routes register.
 */
export async function installMailKeys(ctx: AppContext): Promise<void> {
  let master: Buffer;
  if (ctx.config.MAIL_SECRET_KEY) master = parseKey(ctx.config.MAIL_SECRET_KEY);
  else {
    const [row] = await ctx.db.select().from(systemKeys).where(eq(systemKeys.name, KEY_NAME));
    if (row) master = parseKey(row.value);
    else {
      await ctx.db
        .insert(systemKeys)
        .values({ name: KEY_NAME, value: crypto.randomBytes(32).toString('hex') })
        .onConflictDoNothing();
      const [stored] = await ctx.db.select().from(systemKeys).where(eq(systemKeys.name, KEY_NAME));
      master = parseKey(stored!.value);
    }
  }
  const baseUrl = (ctx.config.PUBLIC_URL ?? `http://localhost:${ctx.config.PORT}`).replace(/\/+$/, '');
  keys = {
    ...deriveMailKeys(master),
    link: Buffer.from(crypto.hkdfSync('sha256', master, Buffer.alloc(0), 'diagops tracked link', 32)),
    baseUrl,
    svc: ctx.config.SVC,
    fallback: { smtpUrl: ctx.config.SMTP_URL, from: ctx.config.MAIL_FROM, outboxDir: path.join(ctx.config.dataDir, 'outbox', 'mail') },
  };
}

export function mailFallback(): MailFallback {
  return need().fallback;
}

/** The two keys of one master key (HKDF-SHA256): provider secrets and unsubscribe links. */
export function deriveMailKeys(master: Buffer): { aes: Buffer; hmac: Buffer } {
  const derive = (info: string) => Buffer.from(crypto.hkdfSync('sha256', master, Buffer.alloc(0), info, 32));
  return { aes: derive('diagops mail provider secret'), hmac: derive('diagops unsubscribe link') };
}

/** An unsubscribe token signed with a given master key (hex): what a server with MAIL_SECRET_KEY = masterHex would sign. */
export function tokenWithKey(masterHex: string, customerId: number, topic: string): string {
  const payload = `${customerId}.${topic}`;
  return `${payload}.${b64url(
    crypto
      .createHmac('sha256', deriveMailKeys(Buffer.from(masterHex, 'hex')).hmac)
      .update(payload)
      .digest(),
  )}`;
}

function need(): MailKeys {
  if (!keys) throw new Error('mail keys not installed: the mail routes have not been registered');
  return keys;
}

/** AES-256-GCM: v1:<iv>:<tag>:<ciphertext>, base64 parts. */
export function encryptSecret(plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', need().aes, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join(':');
}

export function decryptSecret(stored: string): string {
  const [v, iv, tag, data] = stored.split(':');
  if (v !== 'v1' || !iv || !tag || data === undefined) throw new Error('unreadable provider secret');
  const decipher = crypto.createDecipheriv('aes-256-gcm', need().aes, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
}

const b64url = (b: Buffer) => b.toString('base64url');

/** <customerId>.<topic>.<hmac>; topics are [a-zA-Z0-9_-]. The link never expires: an old mail still unsubscribes. */
export function signUnsubscribe(customerId: number, topic: string): string {
  const payload = `${customerId}.${topic}`;
  return `${payload}.${b64url(crypto.createHmac('sha256', need().hmac).update(payload).digest())}`;
}

export function verifyUnsubscribe(token: string): { customerId: number; topic: string } {
  const m = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) throw new AppError(74106);
  const expected = crypto.createHmac('sha256', need().hmac).update(`${m[1]}.${m[2]}`).digest();
  const given = Buffer.from(m[3]!, 'base64url');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw new AppError(74106);
  return { customerId: Number(m[1]), topic: m[2]! };
}

/** The public page that unsubscribes a customer from one topic (no sign-in). */
export function unsubscribeUrl(customerId: number, topic: string): string {
  const k = need();
  return `${k.baseUrl}/${k.svc}-app/unsubscribe?token=${encodeURIComponent(signUnsubscribe(customerId, topic))}`;
}

/**
 * A signed token for a link in a sent mail or push (the messages area's tracked redirect):
 * `<payload>.<hmac>`, payload [A-Za-z0-9_-] only. Signed with its own derived key, so an
 * unsubscribe token is never a valid link token and the other way round.
 */
export function signLink(payload: string): string {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(payload)) throw new Error('a link payload is [A-Za-z0-9_-]{1,64}');
  return `${payload}.${b64url(crypto.createHmac('sha256', need().link).update(payload).digest())}`;
}

/** The payload of a link token, or null when it was altered or is not one. */
export function verifyLink(token: string): string | null {
  const m = /^([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const expected = crypto.createHmac('sha256', need().link).update(m[1]!).digest();
  const given = Buffer.from(m[2]!, 'base64url');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? m[1]! : null;
}

/** The public address of a customer-API path (PUBLIC_URL, else localhost), e.g. `/message/track?…`. */
export function publicAppUrl(pathAndQuery: string): string {
  const k = need();
  return `${k.baseUrl}/${k.svc}-app${pathAndQuery}`;
}
