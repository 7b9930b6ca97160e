import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { outbox } from '../../platform/notify/notify.tables';
import { decryptSecret, mailFallback } from './mail.keys';
import { escapeHtml, fill, htmlToText, parsePlaceholders } from './mail.render';
import { TEMPLATE_CONFIG_DEFAULTS } from './mail.seed';
import { mailProviders, mailSubscriptions, mailTemplateConfig, mailTemplates, messageScenes, receivingTerminals as terminalsTable } from './mail.tables';

export type MailLanguage = 'zh-CN' | 'en-US';
export type RenderedMail = { subject: string; html: string; text: string };
/** A file sent with a mail (a dashboard's PDF). */
export type EmailAttachment = { filename: string; content: Buffer; contentType: string };
export type EmailInput = {
  providerId?: number;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  attachments?: EmailAttachment[];
};
type ProviderRow = typeof mailProviders.$inferSelect;

export type SceneBinding = { channel: 'email' | 'station' | 'push'; templateId: number; enabled: boolean };
/** A live message scene by its code (case-insensitive; enabled, not deleted) with its template per channel; null when none. */
export async function messageSceneByCode(db: DbOrTx, code: string): Promise<{ id: number; code: string; name: string; bindings: SceneBinding[] } | null> {
  const [row] = await db
    .select({ id: messageScenes.id, code: messageScenes.code, name: messageScenes.name, bindings: messageScenes.bindings, status: messageScenes.status })
    .from(messageScenes)
    .where(and(sql`lower(${messageScenes.code}) = ${code.toLowerCase()}`, eq(messageScenes.delFlag, false)));
  if (row?.status !== 'enabled') return null;
  return { id: row.id, code: row.code, name: row.name, bindings: row.bindings };
}

/**
 * Fills a template's subject and body in one language. Every key of `vars` must be a declared
 * variable or a shared one (the template configuration's keys, filled from it unless given, and
 * `unsubscribeUrl`) (74103); every variable the text uses must have a value (74105); values are
 * HTML-escaped in the body. A missing or deleted template is 74101, a missing language 74102.
 */
export async function renderTemplate(db: DbOrTx, templateId: number, language: MailLanguage, vars: Record<string, string>): Promise<RenderedMail> {
  const [t] = await db
    .select({ variables: mailTemplates.variables, contents: mailTemplates.contents })
    .from(mailTemplates)
    .where(and(eq(mailTemplates.id, templateId), eq(mailTemplates.delFlag, false)));
  if (!t) throw new AppError(74101);
  // the shared variables: the template configuration (overridable) and the unsubscribe link (the sender's to give)
  const config: Record<string, string> = { ...TEMPLATE_CONFIG_DEFAULTS };
  for (const r of await db.select().from(mailTemplateConfig)) if (r.key in config) config[r.key] = r.value;
  const declared = [...t.variables.map((v) => v.name), ...Object.keys(config), 'unsubscribeUrl'];
  return renderContent(declared, t.contents[language], language, { ...config, ...vars });
}

/** The same render over unsaved content (the template screens' live preview uses it too). */
export function renderContent(
  declared: string[],
  content: { subject: string; body: string } | undefined,
  language: MailLanguage,
  vars: Record<string, string>,
): RenderedMail {
  if (!content?.subject.trim() || !content.body.trim()) throw new AppError(74102, { language });
  const known = new Set(declared);
  for (const name of Object.keys(vars)) if (!known.has(name)) throw new AppError(74103, { variable: name });
  const subject = parsePlaceholders(content.subject, `contents.${language}.subject`);
  const body = parsePlaceholders(content.body, `contents.${language}.body`);
  for (const p of [...subject, ...body]) {
    if (!('variable' in p)) continue;
    if (!known.has(p.variable)) throw new AppError(74103, { variable: p.variable });
    if (vars[p.variable] === undefined) throw new AppError(74105, { variable: p.variable });
  }
  // a subject is one line: line breaks in values would start new headers
  const subjectText = fill(subject, vars).replace(/[\r\n]+/g, ' ');
  const html = fill(body, vars, escapeHtml);
  return { subject: subjectText, html, text: htmlToText(html) };
}

/** The transport options of a provider (the secret decrypted here only, never returned). */
export function transportOf(p: ProviderRow) {
  return {
    host: p.host,
    port: p.port,
    secure: p.security === 'tls',
    requireTLS: p.security === 'starttls',
    ignoreTLS: p.security === 'none',
    auth: p.username ? { user: p.username, pass: p.secretCipher ? decryptSecret(p.secretCipher) : '' } : undefined,
    connectionTimeout: 15_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
}

export const fromOf = (p: ProviderRow) => (p.fromName ? { name: p.fromName, address: p.fromAddress } : p.fromAddress);

/** The provider a send goes through: the given one (live and enabled, else 74107), else the default, else null (the outbox). */
export async function pickProvider(db: DbOrTx, providerId?: number): Promise<ProviderRow | null> {
  if (providerId !== undefined) {
    const [p] = await db
      .select()
      .from(mailProviders)
      .where(and(eq(mailProviders.id, providerId), eq(mailProviders.delFlag, false)));
    if (p?.status !== 'enabled') throw new AppError(74107);
    return p;
  }
  const [p] = await db
    .select()
    .from(mailProviders)
    .where(and(eq(mailProviders.isDefault, true), eq(mailProviders.delFlag, false), eq(mailProviders.status, 'enabled')));
  return p ?? null;
}

/** Provider failures as 1014 with what the server said (an SMTP reply never carries our password). */
function providerFailed(err: unknown): AppError {
  const e = err as { message?: string; responseCode?: number; code?: string };
  return new AppError(1014, { reason: String(e.message ?? err).slice(0, 300), responseCode: e.responseCode ?? null, errorCode: e.code ?? null });
}

/**
 * Sends one e-mail through the given provider, else the default one; with none configured it
 * goes to the development outbox (SMTP_URL, else an .eml file under DATA_DIR/outbox/mail and
 * a row in the outbox table). A provider failure throws (1014) so the caller retries.
 */
export async function sendEmail(db: DbOrTx, input: EmailInput): Promise<{ messageId: string }> {
  const provider = await pickProvider(db, input.providerId);
  const mail = { to: input.to, subject: input.subject, html: input.html, text: input.text, headers: input.headers, attachments: input.attachments };
  if (provider) {
    const transport = nodemailer.createTransport(transportOf(provider));
    try {
      const info = await transport.sendMail({ ...mail, from: fromOf(provider) });
      return { messageId: info.messageId };
    } catch (err) {
      throw providerFailed(err);
    } finally {
      transport.close();
    }
  }
  const fb = mailFallback();
  if (fb.smtpUrl) {
    const transport = nodemailer.createTransport(fb.smtpUrl);
    try {
      const info = await transport.sendMail({ ...mail, from: fb.from });
      return { messageId: info.messageId };
    } catch (err) {
      throw providerFailed(err);
    } finally {
      transport.close();
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail({ ...mail, from: fb.from });
  await fs.promises.mkdir(fb.outboxDir, { recursive: true });
  const file = path.join(fb.outboxDir, `${Date.now()}-${crypto.randomUUID()}.eml`);
  await fs.promises.writeFile(file, (info as unknown as { message: Buffer }).message);
  await db.insert(outbox).values({
    channel: 'email',
    target: input.to.slice(0, 255),
    subject: input.subject.slice(0, 255),
    body: input.text,
    status: 'sent',
    attempts: 1,
    sentAt: new Date(),
  });
  return { messageId: info.messageId };
}

/** Whether the customer has unsubscribed from the topic (no row: subscribed). */
export async function isUnsubscribed(db: DbOrTx, customerId: number, topic: string): Promise<boolean> {
  const [row] = await db
    .select({ subscribed: mailSubscriptions.subscribed })
    .from(mailSubscriptions)
    .where(and(eq(mailSubscriptions.customerId, customerId), eq(mailSubscriptions.topic, topic)));
  return row ? !row.subscribed : false;
}

/** The live, enabled receiving terminals in their order. */
export async function receivingTerminals(db: DbOrTx): Promise<{ id: number; code: string; name: string }[]> {
  return db
    .select({ id: terminalsTable.id, code: terminalsTable.code, name: terminalsTable.name })
    .from(terminalsTable)
    .where(and(eq(terminalsTable.delFlag, false), eq(terminalsTable.status, 'enabled')))
    .orderBy(asc(terminalsTable.sort), asc(terminalsTable.id));
}
