import {
  DASHBOARD_PERMISSION,
  DASHBOARD_SCHEDULES_MAX,
  type DashboardKind,
  type TDashboard,
  type TDashboardSchedule,
  type TDashboardScheduleSave,
} from '@diagops/contracts';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { sendEmail } from '../mail';
import { findUserById, getUserInfo, usersView } from '../users';
import { renderDashboardMail } from './dashboard.mail';
import { dashboardPdfName, renderDashboardPdf } from './dashboard.pdf';
import { buildDashboard } from './dashboard.service';
import { dashboardSchedules } from './dashboard.tables';
import { monthOf } from './dashboard.window';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Mails leave at 08:00 in the schedule's zone: Mondays (weekly) or the 1st of the month (monthly). */
const SEND_HOUR = 8;

/** The first sending time strictly after `after`. */
export function nextRunAfter(frequency: 'weekly' | 'monthly', zone: number, after: number): number {
  const local = new Date(after + zone * HOUR);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  const at = (yy: number, mm: number, dd: number) => Date.UTC(yy, mm, dd, SEND_HOUR) - zone * HOUR;
  if (frequency === 'monthly') {
    const thisMonth = at(y, m, 1);
    return thisMonth > after ? thisMonth : at(y, m + 1, 1);
  }
  const toMonday = (8 - local.getUTCDay()) % 7; // 0 on a Monday
  const monday = at(y, m, d + toMonday);
  return monday > after ? monday : monday + 7 * DAY;
}

type Recipient = { id: number; name: string; email: string | null; allowed: boolean };

/** Each recipient as they are now: live, unlocked, with an address, and allowed to view dashboards. */
async function recipientsNow(db: DbOrTx, ids: number[]): Promise<Recipient[]> {
  const out: Recipient[] = [];
  for (const id of ids) {
    const u = await findUserById(db, id);
    if (!u) {
      out.push({ id, name: `#${id}`, email: null, allowed: false });
      continue;
    }
    const info = await getUserInfo(db, id);
    out.push({
      id,
      name: u.realName || u.username,
      email: u.lockFlag ? null : (u.email ?? null),
      allowed: !u.lockFlag && info.permissions.includes(DASHBOARD_PERMISSION.view),
    });
  }
  return out;
}

/** A new schedule: every recipient must have an address (79402) and may view dashboards (79401). */
export async function saveSchedule(ctx: AppContext, caller: { id: number; name: string }, body: TDashboardScheduleSave): Promise<{ id: number }> {
  const ids = [...new Set(body.recipientIds)];
  const people = await recipientsNow(ctx.db, ids);
  const noAddress = people.filter((p) => !p.email);
  if (noAddress.length) throw new AppError(79402, { recipients: noAddress.map((p) => p.id) });
  const refused = people.filter((p) => !p.allowed);
  if (refused.length) throw new AppError(79401, { recipients: refused.map((p) => p.name) });
  const [{ n } = { n: 0 }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(dashboardSchedules).where(eq(dashboardSchedules.delFlag, false));
  if (Number(n) >= DASHBOARD_SCHEDULES_MAX) throw new AppError(79404, { max: DASHBOARD_SCHEDULES_MAX });
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(dashboardSchedules)
    .values({
      dashboard: body.dashboard,
      frequency: body.frequency,
      zone: body.zone,
      language: body.language,
      recipientIds: ids,
      attachPdf: body.attachPdf,
      createdBy: caller.id,
      createdByName: caller.name,
      nextRunAt: new Date(nextRunAfter(body.frequency, body.zone, now)),
      createdAt: new Date(now),
      updatedAt: new Date(now),
    })
    .returning({ id: dashboardSchedules.id });
  return { id: row!.id };
}

export async function listSchedules(ctx: AppContext): Promise<TDashboardSchedule[]> {
  const rows = await ctx.db
    .select()
    .from(dashboardSchedules)
    .where(eq(dashboardSchedules.delFlag, false))
    .orderBy(asc(dashboardSchedules.createdAt), asc(dashboardSchedules.id));
  const ids = [...new Set(rows.flatMap((r) => r.recipientIds))];
  const names = new Map<number, string>();
  if (ids.length) {
    for (const u of await ctx.db
      .select({ id: usersView.id, username: usersView.username, realName: usersView.realName })
      .from(usersView)
      .where(inArray(usersView.id, ids)))
      names.set(u.id, u.realName || u.username);
  }
  return rows.map((r) => ({
    id: r.id,
    dashboard: r.dashboard as DashboardKind,
    frequency: r.frequency as 'weekly' | 'monthly',
    zone: r.zone as 0 | 8,
    language: r.language as 'zh-CN' | 'en-US',
    attachPdf: r.attachPdf,
    recipients: r.recipientIds.map((id) => ({ id, name: names.get(id) ?? `#${id}` })),
    createdBy: r.createdByName,
    nextRunAt: r.nextRunAt.toISOString(),
    lastRunAt: r.lastRunAt?.toISOString() ?? null,
    lastSent: r.lastSent,
    lastSkipped: r.lastSkipped,
    createTime: r.createdAt.toISOString(),
  }));
}

export async function deleteSchedule(ctx: AppContext, id: number): Promise<void> {
  const done = await ctx.db
    .update(dashboardSchedules)
    .set({ delFlag: true, updatedAt: new Date(ctx.clock.now()) })
    .where(and(eq(dashboardSchedules.id, id), eq(dashboardSchedules.delFlag, false)))
    .returning({ id: dashboardSchedules.id });
  if (!done.length) throw new AppError(1002);
}

/**
 * Sends every schedule due by now: the dashboard of the month before the sending day (a monthly
 * mail on the 1st: the month just ended; a weekly one: the month so far), to each recipient still
 * allowed to view dashboards; the others are skipped and counted. A schedule is claimed (its next
 * time moved on) before sending, so two instances never send it twice.
 */
export async function runDueSchedules(ctx: AppContext, consoleUrl: string): Promise<{ sent: number; skipped: number }> {
  const now = ctx.clock.now();
  const due = await ctx.db
    .select()
    .from(dashboardSchedules)
    .where(and(eq(dashboardSchedules.delFlag, false), lte(dashboardSchedules.nextRunAt, new Date(now))))
    .orderBy(asc(dashboardSchedules.nextRunAt));
  let sent = 0;
  let skipped = 0;
  for (const s of due) {
    const claimed = await ctx.db
      .update(dashboardSchedules)
      .set({ nextRunAt: new Date(nextRunAfter(s.frequency as 'weekly', s.zone, now)), lastRunAt: new Date(now) })
      .where(and(eq(dashboardSchedules.id, s.id), eq(dashboardSchedules.nextRunAt, s.nextRunAt)))
      .returning({ id: dashboardSchedules.id });
    if (!claimed.length) continue;
    const month = monthOf(s.nextRunAt.getTime() - DAY, s.zone);
    const dashboard = await buildDashboard(ctx, s.dashboard as DashboardKind, { month, zone: s.zone as 0 | 8 });
    const lang = s.language as 'zh-CN' | 'en-US';
    const mail = renderDashboardMail(dashboard, lang, consoleUrl);
    const attachments = s.attachPdf ? await pdfAttachment(ctx, dashboard, lang) : undefined;
    let ok = 0;
    let no = 0;
    for (const r of await recipientsNow(ctx.db, s.recipientIds)) {
      if (!r.allowed || !r.email) {
        no++;
        continue;
      }
      try {
        await sendEmail(ctx.db, { to: r.email, ...mail, attachments });
        ok++;
      } catch (err) {
        no++;
        console.error('dashboard mail', s.id, err instanceof Error ? err.message : err);
      }
    }
    await ctx.db.update(dashboardSchedules).set({ lastSent: ok, lastSkipped: no }).where(eq(dashboardSchedules.id, s.id));
    sent += ok;
    skipped += no;
  }
  return { sent, skipped };
}

/** The dashboard's PDF as an attachment; without a font for its language (79405) the mail goes without it, and the log says why. */
async function pdfAttachment(ctx: AppContext, dashboard: TDashboard, lang: 'zh-CN' | 'en-US') {
  try {
    const content = await renderDashboardPdf(dashboard, lang, { font: ctx.config.DASHBOARD_PDF_FONT });
    return [{ filename: dashboardPdfName(dashboard, lang), content, contentType: 'application/pdf' }];
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== 79405) throw err;
    console.error('dashboard mail: no font for a PDF in', lang, '(set DASHBOARD_PDF_FONT); sent without it');
    return undefined;
  }
}
