import { count } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { hashPassword } from '../../platform/security/password-hash';
import { appendLedgerEntry } from '../ledger';
import { reversePhone } from './customers.repository';
import { customerAddresses, customerEvents, customerLabels, customers, forecastUsers, labels, pointsMovements } from './customers.tables';

const LABELS: Array<[string, string, string]> = [
  ['高价值客户', 'High value', 'gold'],
  ['维修店', 'Repair shop', 'blue'],
  ['个人车主', 'Car owner', 'green'],
  ['经销商推荐', 'Dealer referral', 'purple'],
  ['新能源', 'EV owner', 'cyan'],
  ['投诉跟进', 'Complaint follow-up', 'red'],
  ['沉睡用户', 'Dormant', 'orange'],
  ['展会线索', 'Trade show lead', 'magenta'],
];

// [email, phone, name, country, classification, language, industry]
const PEOPLE: Array<[string | null, string | null, string, string, 'normal' | 'beta', 'zh-CN' | 'en-US', string]> = [
  ['zhang.wei@example.cn', '13800138001', '张伟', 'CN', 'beta', 'zh-CN', '汽修'],
  ['li.na@example.cn', '13912345678', '李娜', 'CN', 'normal', 'zh-CN', '4S店'],
  [null, '15012345678', '王芳', 'CN', 'normal', 'zh-CN', '个人'],
  ['john.smith@example.com', null, 'John Smith', 'US', 'beta', 'en-US', 'Repair shop'],
  ['maria.garcia@example.es', null, 'María García', 'ES', 'normal', 'en-US', 'Fleet'],
  ['hans.mueller@example.de', null, 'Hans Müller', 'DE', 'normal', 'en-US', 'Dealer'],
  ['yuki.tanaka@example.jp', null, '田中 由紀', 'JP', 'beta', 'en-US', 'Garage'],
  ['emma.brown@example.co.uk', null, 'Emma Brown', 'GB', 'normal', 'en-US', 'Owner'],
  ['chen.jie@example.cn', '18612345678', '陈杰', 'CN', 'normal', 'zh-CN', '新能源'],
  ['liam.wilson@example.com.au', null, 'Liam Wilson', 'AU', 'normal', 'en-US', 'Mobile mechanic'],
];

const COUNTRIES = ['CN', 'US', 'DE', 'GB', 'FR', 'ES', 'IT', 'JP', 'AU', 'CA', 'BR', 'MX', 'RU', 'KR', 'IN'];
const ZH_NAMES = ['王伟', '李静', '张磊', '刘洋', '陈晨', '杨帆', '赵敏', '黄磊', '周杰', '吴昊'];
const EN_NAMES = [
  'Alex Turner',
  'Sophie Martin',
  'Lucas Rossi',
  'Olivia King',
  'Noah Becker',
  'Chloe Dubois',
  'Mateo Silva',
  'Ava Clark',
  'Leo Novak',
  'Mia Jensen',
];
const sqlArray = (xs: string[]) => `array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]`;

/**
 * Demo customers: labels, ten hand-written bilingual customers with addresses, points, labels
 * and operation records, forecast users, then bulk customers up to `target` in SQL
 * (generate_series, 100,000 a batch), as seedSkus does. Safe to run again (tops up).
 */
export async function seedCustomerDemo(ctx: AppContext, target: number, log: (m: string) => void = console.log) {
  const db = ctx.db;
  await db
    .insert(labels)
    .values(LABELS.map(([nameZh, nameEn, color]) => ({ nameZh, nameEn, color })))
    .onConflictDoNothing();
  const labelIds = (await db.select({ id: labels.id }).from(labels)).map((l) => l.id);
  const [{ n }] = (await db.select({ n: count() }).from(customers)) as [{ n: number }];
  if (Number(n) === 0) {
    const passwordHash = await hashPassword('Demo@12345');
    for (const [i, [email, phone, name, country, classification, language, industry]] of PEOPLE.entries()) {
      const registeredAt = new Date(Date.now() - (i + 1) * 9 * 86_400_000);
      const [c] = await db
        .insert(customers)
        .values({
          account: (email ?? phone)!,
          email,
          phone,
          phoneRev: reversePhone(phone),
          passwordHash,
          name,
          nickname: name.split(' ')[0],
          sex: i % 3 === 0 ? 'male' : i % 3 === 1 ? 'female' : 'unknown',
          country,
          classification,
          source: i % 4 === 0 ? 'web' : 'app',
          userType: i % 2 === 0 ? 'business' : 'personal',
          industry,
          identity: language === 'zh-CN' ? '技师' : 'Technician',
          language,
          softCode: `DX-${1000 + i}`,
          points: 100 * (i + 1),
          sfdStatus: i === 0 ? 'pending' : i === 3 ? 'passed' : 'none',
          registeredAt,
          lastAccessAt: new Date(registeredAt.getTime() + 3 * 86_400_000),
        })
        .returning();
      const cid = c!.id;
      await db.insert(customerAddresses).values({
        customerId: cid,
        firstName: language === 'zh-CN' ? name.slice(1) : name.split(' ')[0]!,
        lastName: language === 'zh-CN' ? name.slice(0, 1) : (name.split(' ')[1] ?? name),
        country,
        province: country === 'CN' ? '广东省' : 'State',
        city: country === 'CN' ? '深圳市' : 'Springfield',
        detail: country === 'CN' ? `南山区科技园${i + 1}号` : `${100 + i} Main Street`,
        postcode: country === 'CN' ? '518000' : `${10000 + i}`,
        phone: phone ?? '+1 555 0100',
        isDefault: true,
      });
      await db.insert(customerLabels).values(labelIds.slice(i % 4, (i % 4) + 2).map((labelId) => ({ customerId: cid, labelId })));
      await db.insert(pointsMovements).values({
        customerId: cid,
        delta: 100 * (i + 1),
        balanceAfter: 100 * (i + 1),
        reason: language === 'zh-CN' ? '注册奖励' : 'Welcome bonus',
        actorKind: 'staff',
        actorId: 1,
      });
      // the same grant on the value ledger (decision 0029), so the point account adds up to the balance
      await appendLedgerEntry(db, {
        account: 'points',
        kind: 'credit',
        points: 100 * (i + 1),
        customerId: cid,
        reason: language === 'zh-CN' ? '注册奖励' : 'Welcome bonus',
        actorKind: 'staff',
        actorId: 1,
        createdAt: registeredAt,
      });
      await db.insert(customerEvents).values([
        { customerId: cid, kind: 'signUp', detail: { via: email ? 'email' : 'phone' }, actorKind: 'customer', actorId: cid, createdAt: registeredAt },
        { customerId: cid, kind: 'points.grant', detail: { delta: 100 * (i + 1) }, actorKind: 'staff', actorId: 1 },
      ]);
    }
    await db.insert(forecastUsers).values([
      { email: 'lead.autoparts@example.com', name: 'Carlos Pérez', country: 'MX', source: 'exhibition', remark: 'AAPEX 2026 展位咨询 / AAPEX booth visit' },
      { phone: '13700137001', name: '孙立', country: 'CN', source: 'dealer', remark: '深圳经销商推荐' },
      { email: 'fleet@example.de', name: 'Fleet GmbH', country: 'DE', source: 'website', remark: 'Asked for a fleet quote' },
      { email: 'garage.uk@example.co.uk', name: 'Oak Garage', country: 'GB', source: 'campaign' },
    ]);
  }
  let have = Number(((await db.select({ n: count() }).from(customers)) as [{ n: number }])[0].n);
  const batch = 100_000;
  const started = Date.now();
  while (have < target) {
    const from = have + 1;
    const to = Math.min(target, have + batch);
    await ctx.database.execSql(`
      insert into customers (account, email, phone, phone_rev, name, sex, country, classification, source, status, language, points, registered_at, last_access_at, created_at, updated_at)
      select acc, em, ph, reverse(ph), nm, (array['male','female','unknown'])[1 + g % 3], co, case when g % 20 = 0 then 'beta' else 'normal' end,
             (array['app','app','web','staff'])[1 + g % 4], case when g % 50 = 0 then 'disabled' else 'enabled' end,
             case when co = 'CN' then 'zh-CN' else 'en-US' end, (g * 7) % 5000, reg, reg + make_interval(days => g % 90), reg, reg
      from (
        select g,
               case when g % 5 = 1 then null else 'user' || g || '@' || (array['example.com','example.cn','example.de','example.co.uk','example.jp'])[1 + g % 5] end em,
               case when g % 5 in (0, 1) then '1' || (3 + g % 7)::text || lpad(((g::bigint * 7919) % 1000000000)::text, 9, '0') end ph,
               (${sqlArray(COUNTRIES)})[1 + (g / 7) % ${COUNTRIES.length}] co,
               now() - make_interval(days => g % 1095, secs => g % 86400) reg
        from generate_series(${from}, ${to}) g
      ) s
      cross join lateral (select coalesce(em, ph) acc,
             case when s.co = 'CN' then (${sqlArray(ZH_NAMES)})[1 + s.g % 10] else (${sqlArray(EN_NAMES)})[1 + s.g % 10] end nm) x
      on conflict do nothing`);
    have = to;
    log(`customers: ${have.toLocaleString('en-US')} / ${target.toLocaleString('en-US')} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  await ctx.database.execSql('vacuum analyze customers');
}
