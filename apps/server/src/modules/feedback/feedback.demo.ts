import { FEEDBACK_INTERNAL_STATUSES, FEEDBACK_SOURCES, FEEDBACK_TYPES, FEEDBACK_URGENCIES } from '@diagops/contracts';
import { count } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { feedback, feedbackHistory, feedbackMessages, problemTypes, productFeedback, refundRecords, replyScenes } from './feedback.tables';

const TITLES: Array<[string, string]> = [
  ['诊断仪无法读取ABS故障码', 'Cannot read ABS fault codes'],
  ['软件升级后蓝牙断开', 'Bluetooth drops after the update'],
  ['车型列表缺少2023款', 'Model list lacks the 2023 models'],
  ['报告PDF乱码', 'Report PDF shows garbled text'],
  ['防盗匹配失败', 'Immobiliser pairing fails'],
  ['询问企业采购报价', 'Asking for a business quotation'],
  ['屏幕触摸不灵敏', 'Touch screen is unresponsive'],
  ['保养灯归零无效', 'Service light reset does not work'],
];
const APPS = ['DiagPro', 'DiagLite', 'TPMS Tool', 'AntiTheft'];
const QTYPES = ['软件问题', 'Hardware', '车型覆盖', 'Account'];
const EMAILS = ['zhang.wei@garage.cn', 'tech.mike@autofix.us', 'li.na@repair.cn', 'anna@werkstatt.de'];
const STATES: Array<[string, string]> = [
  ['pending', 'unanswered'],
  ['valid', 'unanswered'],
  ['valid', 'answered'],
  ['valid', 'processing'],
  ['valid', 'resolved'],
  ['valid', 'closed'],
  ['valid', 'reactivated'],
  ['invalid', 'unanswered'],
  ['valid', 'toBeClosed'],
];

/** seed:demo — feedback over every status, problem types, reply scenes, refund records, product feedback (safe to run again). */
export async function seedFeedbackDemo(ctx: AppContext, n = 60): Promise<void> {
  const [{ value: have } = { value: 0 }] = await ctx.db.select({ value: count() }).from(feedback);
  const now = ctx.clock.now();
  if (have < n) {
    for (let i = have; i < n; i++) {
      const [zh, en] = TITLES[i % TITLES.length]!;
      const lang = i % 3 === 0 ? 'en-US' : 'zh-CN';
      const [validity, status] = STATES[i % STATES.length]!;
      const at = new Date(now - i * 5 * 3_600_000);
      const answered = status !== 'unanswered' && validity === 'valid';
      const [row] = await ctx.db
        .insert(feedback)
        .values({
          seqNo: `FB${at.toISOString().slice(0, 10).replace(/-/g, '')}${String(900000 + i).padStart(6, '0')}`,
          appName: APPS[i % APPS.length]!,
          feedbackType: FEEDBACK_TYPES[i % FEEDBACK_TYPES.length]!,
          language: lang,
          questionType: QTYPES[i % QTYPES.length]!,
          title: lang === 'en-US' ? en : zh,
          content: lang === 'en-US' ? `${en}. Steps: connect, open the module, read codes.` : `${zh}。步骤：连接车辆，进入模块，读取故障码。`,
          userEmail: EMAILS[i % EMAILS.length]!,
          feedbackAt: at,
          vin: i % 2 ? `LSVAU2180N${String(2000000 + i).slice(-7)}` : null,
          sn: `98${String(4100000 + i * 37).padStart(10, '0')}`,
          boundVehicles: i % 2 ? 'Toyota Camry 2019; VW Passat 2021' : null,
          urgency: validity === 'pending' ? null : FEEDBACK_URGENCIES[i % FEEDBACK_URGENCIES.length]!,
          validity,
          status,
          internalStatus: FEEDBACK_INTERNAL_STATUSES[i % FEEDBACK_INTERNAL_STATUSES.length]!,
          tags: i % 4 === 0 ? ['ABS', 'V5.2'] : [],
          category: i % 2 ? 'diagnosis' : 'software',
          source: FEEDBACK_SOURCES[i % FEEDBACK_SOURCES.length]!,
          expectedVersion: status === 'resolved' ? 'V5.3' : null,
          firstResponseAt: answered ? new Date(at.getTime() + (30 + i) * 60_000) : null,
          resolvedAt: status === 'resolved' || status === 'closed' ? new Date(at.getTime() + (24 + i) * 3_600_000) : null,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      await ctx.db
        .insert(feedbackMessages)
        .values({ feedbackId: row!.id, kind: 'customer', authorName: EMAILS[i % EMAILS.length]!, content: row!.content, createdAt: at });
      if (answered)
        await ctx.db.insert(feedbackMessages).values({
          feedbackId: row!.id,
          kind: 'reply',
          authorName: 'Administrator',
          content: lang === 'en-US' ? 'Thank you, we are looking into it.' : '感谢反馈，我们正在处理。',
          createdAt: row!.firstResponseAt!,
        });
      await ctx.db
        .insert(feedbackHistory)
        .values({ feedbackId: row!.id, action: 'create', actorName: EMAILS[i % EMAILS.length]!, detail: { by: 'customer' }, createdAt: at });
    }
  }
  const [{ value: pt } = { value: 0 }] = await ctx.db.select({ value: count() }).from(problemTypes);
  if (pt === 0) {
    await ctx.db.insert(problemTypes).values([
      {
        type: '软件问题',
        productModel: 'DX-PRO5',
        appName: 'DiagPro',
        category: 'software',
        remark: '诊断软件常见问题',
        rows: [
          { language: 'zh-CN', values: ['无法连接', '读码失败', '升级失败'] },
          { language: 'en-US', values: ['Cannot-connect', 'Read-failure', 'Update-failure'] },
        ],
      },
      {
        type: 'Hardware',
        productModel: 'DX-LITE',
        appName: 'DiagLite',
        category: 'hardware',
        remark: null,
        rows: [
          { language: 'zh-CN', values: ['屏幕', '电池'] },
          { language: 'en-US', values: ['Screen', 'Battery'] },
        ],
      },
    ]);
  }
  const [{ value: rs } = { value: 0 }] = await ctx.db.select({ value: count() }).from(replyScenes);
  if (rs === 0) {
    await ctx.db.insert(replyScenes).values([
      {
        name: '已收到',
        scenario: '首次回复',
        description: '确认收到反馈',
        texts: [
          { language: 'zh-CN', text: '您好，我们已收到您的反馈，技术人员正在分析，请耐心等待。' },
          { language: 'en-US', text: 'Hello, we have received your feedback; our engineers are analysing it.' },
        ],
      },
      {
        name: 'Need logs',
        scenario: 'Diagnosis',
        description: 'Ask the customer for a device log',
        texts: [
          { language: 'zh-CN', text: '请在设备上开启日志并重现问题后上传日志。' },
          { language: 'en-US', text: 'Please enable logging on the device, reproduce the problem and upload the log.' },
        ],
      },
      {
        name: 'Fixed in update',
        scenario: 'Resolved',
        description: null,
        texts: [
          { language: 'zh-CN', text: '该问题已在最新版本中修复，请升级后重试。' },
          { language: 'en-US', text: 'This is fixed in the latest version; please update and try again.' },
        ],
      },
    ]);
  }
  const [{ value: rf } = { value: 0 }] = await ctx.db.select({ value: count() }).from(refundRecords);
  if (rf === 0) {
    await ctx.db.insert(refundRecords).values(
      Array.from({ length: 12 }, (_, i) => ({
        orderNo: `MO2026${String(11000 + i)}`,
        customerAccount: EMAILS[i % EMAILS.length]!,
        sn: `98${String(4100000 + i * 37).padStart(10, '0')}`,
        amount: String(49 + i * 10.5),
        currency: i % 2 ? 'USD' : 'CNY',
        reason: i % 2 ? 'Duplicate payment' : '重复扣款',
        status: (['pending', 'refunded', 'rejected'] as const)[i % 3]!,
        createdAt: new Date(now - i * 86_400_000),
      })),
    );
  }
  const [{ value: pf } = { value: 0 }] = await ctx.db.select({ value: count() }).from(productFeedback);
  if (pf === 0) {
    await ctx.db.insert(productFeedback).values(
      Array.from({ length: 6 }, (_, i) => ({
        source: FEEDBACK_SOURCES[i % FEEDBACK_SOURCES.length]!,
        title: i % 2 ? 'Add a dark theme to reports' : '希望报告支持导出Excel',
        description: i % 2 ? 'Workshops print at night; a dark report would help.' : '客户希望诊断报告可以导出为Excel。',
        language: i % 2 ? 'en-US' : 'zh-CN',
        sn: null,
        authorName: 'Administrator',
        createdAt: new Date(now - i * 86_400_000),
      })),
    );
  }
}

/** seed:demo --scale: feedback rows up to `target` with one SQL statement per batch (the bench's data). */
export async function seedFeedbackScale(ctx: AppContext, target: number, log: (m: string) => void = () => {}): Promise<void> {
  const [{ value: have0 } = { value: 0 }] = await ctx.db.select({ value: count() }).from(feedback);
  let have = Number(have0);
  const batch = 100_000;
  const started = Date.now();
  while (have < target) {
    const from = have + 1;
    const to = Math.min(target, have + batch);
    await ctx.database.execSql(`
      insert into feedback (seq_no, app_name, feedback_type, language, question_type, title, content, user_email, feedback_at, sn, urgency,
                            validity, status, internal_status, external_status, tags, category, source, first_response_at, created_at, updated_at)
      select 'FBS' || lpad(g::text, 9, '0'),
             (array['DiagPro','DiagLite','TPMS Tool','AntiTheft'])[1 + g % 4],
             (array['feedback','complaint','consulting','quotation'])[1 + g % 4],
             case when g % 3 = 0 then 'en-US' else 'zh-CN' end,
             (array['软件问题','Hardware','车型覆盖','Account'])[1 + g % 4],
             'Feedback #' || g, 'Generated feedback ' || g,
             'user' || (g % 50000) || '@example.com',
             now() - make_interval(mins => g % 525600),
             '98' || lpad((g % 2000000)::text, 10, '0'),
             case when g % 9 = 0 then null else (array['normal','importance','exigency','veryUrgent'])[1 + g % 4] end,
             case when g % 9 = 0 then 'pending' when g % 13 = 0 then 'invalid' else 'valid' end,
             (array['unanswered','answered','processing','resolved','closed','reactivated','toBeClosed'])[1 + g % 7],
             (array['todo','analysing','developing','testing','done','wontFix'])[1 + g % 6],
             'received',
             case when g % 10 = 0 then '["ABS"]'::jsonb else '[]'::jsonb end,
             'software',
             (array['diagnostic','antiTheft','appPersonalCenter','backstage','manufacturing'])[1 + g % 5],
             null, now(), now()
      from generate_series(${from}, ${to}) g`);
    have = to;
    log(`feedback: ${have.toLocaleString('en-US')} / ${target.toLocaleString('en-US')} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  await ctx.database.execSql('vacuum analyze feedback');
}
