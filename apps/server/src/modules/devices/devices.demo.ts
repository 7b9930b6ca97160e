import { CARD_STATUSES, CARD_TYPE_CODES } from '@diagops/contracts';
import { count, max, min, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { appendLedgerEntries } from '../ledger';
import { userIdByUsername } from '../users';
import { newCardNo } from './devices.service';
import { customerVehicles, devices, pointCards, vehicles } from './devices.tables';
import { customerAccountSql, demoCustomerIdsSql, recountBoundSns } from './owners';

const VEHICLES: Array<[string, string, number]> = [
  ['Toyota', 'Camry', 2019],
  ['Honda', 'Civic', 2021],
  ['Ford', 'F-150', 2018],
  ['BMW', 'X5', 2020],
  ['Volkswagen', 'Golf', 2017],
  ['BYD', 'Han EV', 2022],
  ['Tesla', 'Model 3', 2023],
  ['Mercedes-Benz', 'C200', 2016],
  ['Nissan', 'Altima', 2015],
  ['Geely', 'Xingyue L', 2022],
];
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/** The demo devices' SNs: DX and ten digits (g, the number the seed drew the device from). */
const DEMO_SN = `'^DX[0-9]{10}$'`;

/**
 * The past of each demo device as history rows, so its detail page tells a story that ends in
 * its present status: entered stock (system); marked test (staff) when it is a test device;
 * bound by its customer (activated, disabled, transferring, unbound); a warranty promotion
 * (staff, every third activated one); unbound by the customer (unbound); locked (staff, for
 * locked ones, which the seed never bound). A device that already has history is left alone,
 * so a second run adds nothing and devices seeded before this existed get their story.
 * In SQL batches of 100,000 devices (about 4,500,000 rows at 2,000,000 devices).
 */
export async function seedDeviceHistoryDemo(ctx: AppContext, log: (m: string) => void = console.log) {
  const [range] = await ctx.db
    .select({ lo: min(devices.id), hi: max(devices.id) })
    .from(devices)
    .where(sql`${devices.sn} ~ ${sql.raw(DEMO_SN)}`);
  if (!range?.lo || !range.hi) return;
  const adminId = await userIdByUsername(ctx.db, 'admin');
  const staffKind = adminId ? `'staff'` : `'system'`;
  const staffId = adminId ? String(adminId) : 'null';
  const staffName = adminId ? `'admin'` : 'null';
  const customers = demoCustomerIdsSql();
  const batch = 100_000;
  const started = Date.now();
  let rows = 0;
  for (let lo = range.lo; lo <= range.hi; lo += batch) {
    const hi = Math.min(range.hi, lo + batch - 1);
    const r = await ctx.database.execSql(`
      with c as (${customers}), ins as (
      insert into device_history (device_id, sn, action, from_status, to_status, note, detail, actor_kind, actor_id, actor_name, created_at)
      select d.id, d.sn, e.action, e.from_status, e.to_status, e.note, e.detail, e.actor_kind, e.actor_id, e.actor_name, least(e.at, now())
      from devices d
      cross join c
      cross join lateral (
        select coalesce(d.customer_id,
                        case when cardinality(c.ids) > 0 then c.ids[1 + (substr(d.sn, 3)::bigint % cardinality(c.ids))::int] end) owner,
               greatest(d.purchase_time + interval '1 day', coalesce(d.bind_time, d.activation_time, d.purchase_time)) bound_at
      ) o
      cross join lateral (select ${customerAccountSql('o.owner')} account) a
      cross join lateral (values
        (1, 'create', null, 'unactivated', '出厂入库 / entered stock', '{}'::jsonb,
         'system', null::int, null::varchar, d.purchase_time, true),
        (2, 'markPurpose', 'unactivated', 'unactivated', '实验室样机 / lab unit', '{"from": "general", "to": "test"}'::jsonb,
         ${staffKind}, ${staffId}, ${staffName}, d.purchase_time + interval '1 hour', d.purpose = 'test'),
        (3, 'bind', 'unactivated', 'activated', '客户绑定 / bound by the customer', jsonb_build_object('customerId', o.owner),
         'customer', o.owner, a.account, o.bound_at,
         d.status in ('activated', 'disabled', 'transferring', 'unbound') and o.owner is not null),
        (4, 'extendWarranty', 'activated', 'activated', '延保活动 / warranty promotion',
         jsonb_build_object('days', 365, 'to', d.warranty_time),
         ${staffKind}, ${staffId}, ${staffName}, o.bound_at + interval '30 days', d.status = 'activated' and d.id % 3 = 0),
        (5, 'unbind', 'activated', 'unbound', '客户解绑 / unbound by the customer',
         jsonb_build_object('customerId', o.owner, 'secondSale', d.second_sale),
         'customer', o.owner, a.account, greatest(o.bound_at + interval '1 day', d.updated_at),
         d.status = 'unbound' and o.owner is not null),
        (6, 'lock', 'unactivated', 'locked', '疑似被盗，已锁定 / reported stolen, locked', '{}'::jsonb,
         ${staffKind}, ${staffId}, ${staffName}, greatest(d.purchase_time + interval '1 day', d.updated_at), d.status = 'locked'),
        (7, 'transfer', 'activated', 'transferring', '转售给新客户 / sold on to another customer',
         jsonb_build_object('fromCustomerId', o.owner, 'toCustomerId', d.transfer_to_customer_id),
         ${staffKind}, ${staffId}, ${staffName}, greatest(o.bound_at + interval '1 day', d.transfer_requested_at),
         d.status = 'transferring' and d.transfer_to_customer_id is not null)
      ) e(ord, action, from_status, to_status, note, detail, actor_kind, actor_id, actor_name, at, keep)
      where d.id between ${lo} and ${hi} and d.sn ~ ${DEMO_SN} and e.keep
        and not exists (select 1 from device_history h where h.device_id = d.id)
      order by d.id, e.ord
      returning 1)
      select count(*)::int n from ins`);
    rows += Number(r.rows[0]?.n ?? 0);
    if (range.hi - range.lo >= batch) {
      log(
        `device history: devices up to #${hi.toLocaleString('en-US')}, ${rows.toLocaleString('en-US')} rows (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
    }
  }
}

/**
 * Demo devices (topped up to `target`, in SQL batches: 2,000,000 on PostgreSQL with --scale),
 * bound in part to the demo customers, each with its history; 300 cards across every type and status; 60 vehicles
 * and their owners.
 */
export async function seedDevicesDemo(ctx: AppContext, target: number, log: (m: string) => void = console.log) {
  const [{ n }] = (await ctx.db.select({ n: count() }).from(devices)) as [{ n: number }];
  let have = Number(n);
  const batch = 100_000;
  const started = Date.now();
  const customers = demoCustomerIdsSql();
  while (have < target) {
    const from = have + 1;
    const to = Math.min(target, have + batch);
    await ctx.database.execSql(`
      with m as (select array_agg(id order by id) ids, array_agg(product_id order by id) pids from product_models where del_flag = false),
           c as (${customers})
      insert into devices (sn, product_id, product_model_id, type, purpose, status, customer_id, purchase_time, bind_time, expiry_time, warranty_time,
                           activation_time, software_list, registration_code, second_sale, pending_review,
                           transfer_to_customer_id, transfer_requested_at, created_at, updated_at)
      select s.sn, m.pids[s.k], m.ids[s.k],
             case when g % 17 = 0 then 'beta' else 'normal' end,
             case when g % 29 = 0 then 'test' else 'general' end,
             s.status,
             case when s.status in ('activated', 'disabled', 'transferring') and cardinality(c.ids) > 0 then c.ids[1 + g % cardinality(c.ids)] end,
             now() - make_interval(days => 30 + g % 900),
             case when s.status in ('activated', 'disabled', 'transferring') then now() - make_interval(days => g % 700) end,
             case when s.status <> 'unactivated' then now() + make_interval(days => (g % 700) - 200) end,
             now() + make_interval(days => (g % 1000) - 300),
             case when s.status <> 'unactivated' then now() - make_interval(days => g % 720) end,
             case when g % 3 = 0 then '["DiagPro 8.2", "TPMS 3.1"]'::jsonb else '["DiagPro 8.2"]'::jsonb end,
             upper(substr(md5('reg' || g::text), 1, 12)),
             g % 23 = 0, g % 31 = 0,
             -- a transferring device waits for another demo customer to accept it
             case when s.status = 'transferring' and cardinality(c.ids) > 1 then c.ids[1 + (g + 1) % cardinality(c.ids)] end,
             case when s.status = 'transferring' and cardinality(c.ids) > 1 then now() - make_interval(days => g % 5, secs => g % 3600) end,
             now() - make_interval(days => g % 900, secs => g % 86400),
             now() - make_interval(days => g % 300, secs => g % 3600)
      from generate_series(${from}, ${to}) g, m, c,
           lateral (select 'DX' || lpad(g::text, 10, '0') sn, 1 + g % cardinality(m.ids) k,
                    (array['unactivated','activated','activated','activated','unbound','disabled','locked','transferring'])[1 + g % 8] status) s
      where cardinality(m.ids) > 0
      on conflict do nothing`);
    have = to;
    log(`devices: ${have.toLocaleString('en-US')} / ${target.toLocaleString('en-US')} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  await seedDeviceHistoryDemo(ctx, log);
  // the demo customers' bound SN counts (USER-10) as the device actions keep them
  const demoOwners = ((await ctx.database.execSql(customers)).rows[0]?.ids as number[] | null) ?? [];
  await ctx.db.transaction((tx) => recountBoundSns(tx, demoOwners));
  if (ctx.database.kind === 'postgres') await ctx.database.execSql('vacuum analyze devices');
  if (ctx.database.kind === 'postgres') await ctx.database.execSql('vacuum analyze device_history');

  const [{ cards }] = (await ctx.db.select({ cards: count() }).from(pointCards)) as [{ cards: number }];
  if (Number(cards) === 0) {
    const now = Date.now();
    const made = await ctx.db
      .insert(pointCards)
      .values(
        Array.from({ length: 300 }, (_, i) => ({
          cardNo: newCardNo(),
          cardType: CARD_TYPE_CODES[i % CARD_TYPE_CODES.length]!,
          status: CARD_STATUSES[i % CARD_STATUSES.length]!,
          batchNo: `DEMO-${String(1 + Math.floor(i / 50)).padStart(3, '0')}`,
          faceValue: [50, 100, 200, 500][i % 4]!,
          expireAt: new Date(now + (365 - (i % 90)) * 86_400_000),
          remark: i % 7 === 0 ? '展会赠送 / trade-show gift' : null,
          createdAt: new Date(now - i * 3_600_000),
        })),
      )
      .returning();
    // the value ledger opens each demo card in the status it was made in (decision 0029)
    await appendLedgerEntries(
      ctx.db,
      made.map((c) => ({
        account: 'card',
        cardId: c.id,
        cardNo: c.cardNo,
        kind: 'opening',
        statusAfter: c.status,
        customerId: c.customerId,
        reason: 'demo',
        actorKind: 'system',
        createdAt: c.createdAt,
      })),
    );
  }

  const [{ cars }] = (await ctx.db.select({ cars: count() }).from(vehicles)) as [{ cars: number }];
  if (Number(cars) === 0) {
    const rows = Array.from({ length: 60 }, (_, i) => {
      const [brand, model, year] = VEHICLES[i % VEHICLES.length]!;
      const vin = Array.from({ length: 17 }, (_, j) => VIN_CHARS[(i * 7 + j * 13 + ((i * j) % 5)) % VIN_CHARS.length]).join('');
      return { vin, brand, model, year: year - (i % 3), createdAt: new Date(Date.now() - i * 86_400_000) };
    });
    const cars = await ctx.db.insert(vehicles).values(rows).onConflictDoNothing().returning({ id: vehicles.id });
    const owners = (await ctx.database.execSql(`${customers} `)).rows[0]?.ids as number[] | null;
    if (owners && owners.length > 0) {
      await ctx.db
        .insert(customerVehicles)
        .values(cars.flatMap((car, i) => [{ customerId: owners[i % owners.length]!, vehicleId: car.id }]))
        .onConflictDoNothing();
    }
  }
}
