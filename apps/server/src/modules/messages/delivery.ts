import type { TAudience, TMessageChannel, TMessageContent, TMessageSchedule } from '@diagops/contracts';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { safeError } from '../../platform/audit/log-safety';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { customerColumns as c } from '../customers';
import { isUnsubscribed, publicAppUrl, sendEmail, signLink, unsubscribeUrl } from '../mail';
import { audienceWhere } from './audience';
import { messageMachine } from './machine';
import { messageRecords, messageSends, messages } from './messages.tables';
import { PermanentFailure, type PushPayload, pushProviderFor } from './push';
import { nextFiring } from './schedule';

/** Records expanded per statement: one INSERT … SELECT … ON CONFLICT DO NOTHING each. */
export const EXPAND_BATCH = 5000;
/** Records claimed per delivery round for push and e-mail. */
const DELIVER_BATCH = 200;
/** Attempts before a record is failed for good; back-off 30 s, 60 s, 120 s, 240 s. */
export const MAX_ATTEMPTS = 5;
const backoffMs = (attempt: number) => 30_000 * 2 ** (attempt - 1);
/** A claimed record whose worker died is taken again after this lease. */
const LEASE_MS = 10 * 60_000;

type Rows<T> = { rows: T[] } | T[];
const rowsOf = <T>(r: unknown): T[] => (Array.isArray(r) ? (r as T[]) : (r as { rows: T[] }).rows);

export const contentFor = (contents: TMessageContent[], language: string): TMessageContent =>
  contents.find((x) => x.language === language) ?? contents.find((x) => x.language === 'en-US') ?? contents[0]!;

const systemReq = { auth: null } as unknown as FastifyRequest;

/** The tracked redirect of a record's link (GET /{svc}-app/message/track), in e-mail and push: counts the click, then goes to the message's link. */
export const trackedLink = (recordId: number) => publicAppUrl(`/message/track?token=${signLink(`r${recordId}`)}`);

/** A batch serial number: the message and the firing's GMT minute. */
export const batchSerial = (messageId: number, at: Date) => `M${messageId}-${at.toISOString().slice(0, 16).replace(/[-:T]/g, '')}`;

/**
 * Creates the send of every published message that is due (once per (message, occurrence):
 * the unique index makes two instances agree) and moves the message to its next firing.
 */
export async function fireDue(ctx: AppContext): Promise<number> {
  const now = new Date(ctx.clock.now());
  const due = await ctx.db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.state, 'published'), lte(messages.nextRunAt, now)))
    .orderBy(asc(messages.nextRunAt))
    .limit(100);
  let fired = 0;
  for (const { id } of due) {
    fired += await ctx.db.transaction(async (tx) => {
      const [m] = await tx.select().from(messages).where(eq(messages.id, id)).for('update');
      if (m?.state !== 'published' || !m.nextRunAt || m.nextRunAt > now) return 0;
      const at = m.nextRunAt;
      await tx
        .insert(messageSends)
        .values({ messageId: m.id, channel: m.channel, occurrence: at, batchSerial: batchSerial(m.id, at), sender: m.createdByName })
        .onConflictDoNothing();
      const schedule = m.schedule as TMessageSchedule | null;
      const next = schedule ? nextFiring(schedule, at.getTime()) : null;
      await tx
        .update(messages)
        .set({ nextRunAt: next === null ? null : new Date(next) })
        .where(eq(messages.id, m.id));
      return 1;
    });
  }
  return fired;
}

export type ExpandOptions = { batchSize?: number; afterBatch?: (inserted: number) => Promise<void> | void };

/**
 * Expands one send's audience into its records in batches by customer id. Each batch inserts
 * and moves the cursor in one transaction with the send row locked: a worker killed mid-batch
 * leaves the cursor where the last whole batch ended, and whatever a later run inserts again
 * meets the unique (message, send, recipient) index and is skipped. In-station records are
 * delivered by being written.
 */
export async function expandSend(ctx: AppContext, sendId: number, opts: ExpandOptions = {}): Promise<number> {
  const size = opts.batchSize ?? EXPAND_BATCH;
  let total = 0;
  for (;;) {
    const step = await ctx.db.transaction(async (tx) => {
      const [s] = await tx.select().from(messageSends).where(eq(messageSends.id, sendId)).for('update');
      if (!s || (s.status !== 'pending' && s.status !== 'expanding')) return null;
      const [m] = await tx.select().from(messages).where(eq(messages.id, s.messageId));
      if (!m) return null;
      const inserted = await insertBatch(
        tx,
        { messageId: m.id, sendId: s.id, channel: m.channel as TMessageChannel, audience: m.audience as TAudience },
        s.cursor,
        size,
        new Date(ctx.clock.now()),
      );
      const finished = inserted.seen < size;
      await tx
        .update(messageSends)
        .set({ cursor: inserted.last ?? s.cursor, status: finished ? (m.channel === 'station' ? 'done' : 'delivering') : 'expanding' })
        .where(eq(messageSends.id, s.id));
      return { inserted: inserted.inserted, finished };
    });
    if (!step) return total;
    total += step.inserted;
    if (step.finished) return total;
    await opts.afterBatch?.(step.inserted);
  }
}

/** One batch: the next `size` audience members after `cursor`, inserted with ON CONFLICT DO NOTHING. */
async function insertBatch(
  tx: DbOrTx,
  s: { messageId: number; sendId: number; channel: TMessageChannel; audience: TAudience },
  cursor: number,
  size: number,
  now: Date,
): Promise<{ seen: number; inserted: number; last: number | null }> {
  const station = s.channel === 'station';
  const res = await tx.execute(sql`
    with batch as (
      select ${c.id} as id from ${c} where ${audienceWhere(s.audience)} and ${c.id} > ${cursor} order by ${c.id} limit ${size}
    ), ins as (
      insert into ${messageRecords} (message_id, send_id, customer_id, channel, status, delivered_at, next_attempt_at, created_at)
      select ${s.messageId}, ${s.sendId}, id, ${s.channel}, ${station ? 'success' : 'pending'}, ${station ? now : null}::timestamptz, ${station ? null : now}::timestamptz, ${now}::timestamptz from batch
      on conflict do nothing
      returning 1
    )
    select (select count(*) from batch)::int as seen, (select count(*) from ins)::int as inserted, (select max(id) from batch)::int as last`);
  const [row] = rowsOf<{ seen: number; inserted: number; last: number | null }>(res as Rows<unknown>);
  return { seen: Number(row!.seen), inserted: Number(row!.inserted), last: row!.last === null ? null : Number(row!.last) };
}

/**
 * Push and e-mail: claims due records (a lease, so a dead worker's records come back), calls the
 * provider, and records success, or the error with the next attempt's time (back-off), or the
 * final failure after MAX_ATTEMPTS.
 */
export async function deliverPending(ctx: AppContext, sendId?: number): Promise<number> {
  let done = 0;
  for (;;) {
    const now = new Date(ctx.clock.now());
    const claimed = rowsOf<{ id: number; message_id: number; customer_id: number; channel: string; attempts: number }>(
      await ctx.db.execute(sql`
        update ${messageRecords} set status = 'pending', attempts = attempts + 1, next_attempt_at = ${new Date(now.getTime() + LEASE_MS)}::timestamptz
        where id in (
          select id from ${messageRecords}
          where status = 'pending' and next_attempt_at <= ${now}::timestamptz ${sendId ? sql`and send_id = ${sendId}` : sql``}
          order by next_attempt_at, id limit ${DELIVER_BATCH} for update skip locked
        )
        returning id, message_id, customer_id, channel, attempts`),
    );
    if (claimed.length === 0) return done;
    const msgIds = [...new Set(claimed.map((r) => Number(r.message_id)))];
    const msgs = new Map((await ctx.db.select().from(messages).where(inArray(messages.id, msgIds))).map((m) => [m.id, m]));
    const custIds = [...new Set(claimed.map((r) => Number(r.customer_id)))];
    const custs = new Map(
      (await ctx.db.select({ id: c.id, email: c.email, language: c.language }).from(c).where(inArray(c.id, custIds))).map((x) => [x.id, x]),
    );
    for (const r of claimed) {
      const m = msgs.get(Number(r.message_id));
      const cust = custs.get(Number(r.customer_id));
      const at = new Date(ctx.clock.now());
      try {
        if (!m || !cust) throw new Error('message or customer gone');
        const content = contentFor(m.contents as TMessageContent[], cust.language);
        let ref: string | null;
        if (r.channel === 'email') {
          if (!cust.email) throw new PermanentFailure('the customer has no e-mail address');
          // the classification is the subscription topic: an unsubscribed customer gets nothing
          if (await isUnsubscribed(ctx.db, cust.id, m.classification)) throw new PermanentFailure('unsubscribed');
          const leave = unsubscribeUrl(cust.id, m.classification);
          // the link goes through the tracked redirect, so e-mail clicks count in MSG-22
          const link = content.linkUrl ? trackedLink(Number(r.id)) : null;
          const text = [content.summary, '', content.body, link ? `\n${content.linkText ?? content.linkUrl}: ${link}` : '', '', leave].join('\n');
          const html = `<h1>${esc(content.title)}</h1><p>${esc(content.summary)}</p><p>${esc(content.body)}</p>${link ? `<p><a href="${esc(link)}">${esc(content.linkText ?? content.linkUrl ?? '')}</a></p>` : ''}<p><a href="${esc(leave)}">unsubscribe</a></p>`;
          ref = (await sendEmail(ctx.db, { to: cust.email, subject: content.title, html, text, headers: { 'List-Unsubscribe': `<${leave}>` } })).messageId;
        } else {
          const provider = await pushProviderFor(ctx.db, m.providerId);
          const payload: PushPayload = {
            recordId: Number(r.id),
            customerId: cust.id,
            title: content.title,
            body: content.summary,
            // the tracked redirect, as in e-mail: a push click counts in MSG-22 before it lands
            url: content.linkUrl ? trackedLink(Number(r.id)) : null,
          };
          ref = await provider.send(ctx, payload);
        }
        await ctx.db
          .update(messageRecords)
          .set({ status: 'success', deliveredAt: at, nextAttemptAt: null, providerRef: ref?.slice(0, 128) ?? null, remarks: null })
          .where(eq(messageRecords.id, Number(r.id)));
      } catch (err) {
        const final = err instanceof PermanentFailure || r.attempts >= MAX_ATTEMPTS;
        const reason = String((err as Error).message ?? err).slice(0, 480);
        await ctx.db
          .update(messageRecords)
          .set(
            final
              ? { status: 'failed', nextAttemptAt: null, remarks: `attempt ${r.attempts}: ${reason}` }
              : { status: 'pending', nextAttemptAt: new Date(at.getTime() + backoffMs(r.attempts)), remarks: `attempt ${r.attempts}: ${reason}` },
          )
          .where(eq(messageRecords.id, Number(r.id)));
      }
      done++;
    }
  }
}

const esc = (s: string) => s.replace(/[&<>"']/g, (x) => `&#${x.charCodeAt(0)};`);

/** Sends whose records are all out are done; published messages with no firing left and no open send complete. */
async function closeFinished(ctx: AppContext) {
  await ctx.db.execute(sql`
    update ${messageSends} s set status = 'done'
    where s.status = 'delivering' and not exists (select 1 from ${messageRecords} r where r.send_id = s.id and r.status = 'pending')`);
  const finished = await ctx.db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.state, 'published'),
        sql`${messages.nextRunAt} is null`,
        sql`not exists (select 1 from ${messageSends} s where s.message_id = ${messages.id} and s.status in ('pending', 'expanding', 'delivering'))`,
      ),
    );
  for (const { id } of finished) {
    await ctx.db.transaction(async (tx) => {
      const [m] = await tx
        .update(messages)
        .set({ state: 'completed' })
        .where(and(eq(messages.id, id), eq(messages.state, 'published')))
        .returning();
      if (m) await messageMachine.record(tx, systemReq, { entityId: id, from: 'published', to: 'completed', action: 'complete' });
    });
  }
}

/** One round of the engine: fire what is due, expand open sends, deliver, close. pg-boss runs it every 15 s on one instance. */
export async function runMessageEngine(ctx: AppContext, opts: ExpandOptions = {}): Promise<void> {
  await fireDue(ctx);
  const open = await ctx.db
    .select({ id: messageSends.id })
    .from(messageSends)
    .where(inArray(messageSends.status, ['pending', 'expanding']))
    .orderBy(asc(messageSends.id));
  for (const s of open) await expandSend(ctx, s.id, opts);
  await deliverPending(ctx);
  await closeFinished(ctx);
}

export async function runEngineSafely(ctx: AppContext) {
  try {
    await runMessageEngine(ctx);
  } catch (err) {
    console.error('message engine', safeError(err));
  }
}
