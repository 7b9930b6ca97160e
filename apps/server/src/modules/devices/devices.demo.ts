import { CARD_STATUSES, CARD_TYPE_CODES } from '@diagops/contracts';
import { count } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { newCardNo } from './devices.service';
import { customerVehicles, devices, pointCards, vehicles } from './devices.tables';
import { demoCustomerIdsSql } from './owners';

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

/**
 * Demo devices (topped up to `target`, in SQL batches: 2,000,000 on PostgreSQL with --scale),
 * bound in part to the demo customers; 300 cards across every type and status; 60 vehicles
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
                           activation_time, software_list, registration_code, second_sale, pending_review, created_at, updated_at)
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
  if (ctx.database.kind === 'postgres') await ctx.database.execSql('vacuum analyze devices');

  const [{ cards }] = (await ctx.db.select({ cards: count() }).from(pointCards)) as [{ cards: number }];
  if (Number(cards) === 0) {
    const now = Date.now();
    await ctx.db.insert(pointCards).values(
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
