import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { outbox } from './notify.tables';

export type Channel = 'email' | 'sms';
export type OutgoingMessage = { channel: Channel; to: string; subject?: string; text: string };

/** Sends SMS through a provider; the file fallback writes one JSON file a message. */
export interface SmsProvider {
  send(to: string, text: string): Promise<void>;
}

export class HttpSmsProvider implements SmsProvider {
  constructor(private url: string) {}
  async send(to: string, text: string) {
    const res = await fetch(this.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ to, text }) });
    if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
  }
}

/** Writes a file whole or not at all: readers never see it half-written. */
async function writeFileAtomic(file: string, data: string | Buffer) {
  // a neutral name: readers that look for the target in file names must not see it
  const tmp = path.join(path.dirname(file), `.writing-${crypto.randomUUID()}`);
  await fs.promises.writeFile(tmp, data);
  await fs.promises.rename(tmp, file);
}

export class FileSmsProvider implements SmsProvider {
  constructor(private dir: string) {}
  async send(to: string, text: string) {
    await fs.promises.mkdir(this.dir, { recursive: true });
    const file = path.join(this.dir, `${Date.now()}-${to.replace(/[^0-9A-Za-z+]/g, '_')}.json`);
    await writeFileAtomic(file, JSON.stringify({ to, text, at: new Date().toISOString() }, null, 2));
  }
}

/**
 * The outbox: every message is written as a row first, then delivered; a failed delivery
 * stays 'failed' with its error for a retry. E-mail goes through nodemailer (SMTP when
 * SMTP_URL is set, otherwise .eml files under DATA_DIR/outbox/mail).
 */
export class Notifier {
  private mail: Transporter;
  private mailDir: string | null;
  constructor(
    private db: Db,
    opts: { smtpUrl?: string; from: string; outboxDir: string; sms?: SmsProvider },
    private sms: SmsProvider = opts.sms ?? new FileSmsProvider(path.join(opts.outboxDir, 'sms')),
    private from = opts.from,
  ) {
    this.mailDir = opts.smtpUrl ? null : path.join(opts.outboxDir, 'mail');
    this.mail = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(msg: OutgoingMessage): Promise<number> {
    const [row] = await this.db
      .insert(outbox)
      .values({ channel: msg.channel, target: msg.to, subject: msg.subject ?? null, body: msg.text })
      .returning({ id: outbox.id });
    await this.deliver(row!.id, msg);
    return row!.id;
  }

  private async deliver(id: number, msg: OutgoingMessage) {
    try {
      if (msg.channel === 'email') await this.sendMail(msg);
      else await this.sms.send(msg.to, msg.text);
      await this.db
        .update(outbox)
        .set({ status: 'sent', sentAt: new Date(), attempts: sql`${outbox.attempts} + 1` })
        .where(eq(outbox.id, id));
    } catch (err) {
      await this.db
        .update(outbox)
        .set({ status: 'failed', lastError: String((err as Error).message).slice(0, 500), attempts: sql`${outbox.attempts} + 1` })
        .where(eq(outbox.id, id));
      throw err;
    }
  }

  private async sendMail(msg: OutgoingMessage) {
    const info = await this.mail.sendMail({ from: this.from, to: msg.to, subject: msg.subject ?? '', text: msg.text });
    if (this.mailDir) {
      await fs.promises.mkdir(this.mailDir, { recursive: true });
      const file = path.join(this.mailDir, `${Date.now()}-${msg.to.replace(/[^0-9A-Za-z@.+-]/g, '_')}.eml`);
      await writeFileAtomic(file, (info as unknown as { message: Buffer }).message);
    }
  }
}
