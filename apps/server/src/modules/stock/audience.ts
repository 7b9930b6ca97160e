import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';

/**
 * The devices a configuration reaches and what is known of one SN (the configuration area's
 * blast radius and effective configuration). Set-based SQL over the device, SN, SKU, channel and
 * dealer rows: one statement per question, whatever the number of devices.
 */
export type SnFacts = {
  sn: string;
  productModelId: number | null;
  productModel: string | null;
  skuCode: string | null;
  channelId: number | null;
  boxNo: string | null;
  /** a device row exists (registered on receipt or by the device area) */
  device: boolean;
  activationTime: Date | null;
};

type Rows<T> = { rows: T[] };
const rowsOf = <T>(r: unknown) => (r as Rows<T>).rows;

export async function snFacts(db: DbOrTx, sn: string, lang: string): Promise<SnFacts | null> {
  return (await snFactsMany(db, [sn], lang)).get(sn.toLowerCase()) ?? null;
}

/** The facts of many SNs in one query, by lowered SN (an SN neither a device nor in stock is absent). */
export async function snFactsMany(db: DbOrTx, sns: string[], lang: string): Promise<Map<string, SnFacts>> {
  if (sns.length === 0) return new Map();
  const name = lang === 'en-US' ? sql`pm.code || ' ' || pm.name_en` : sql`pm.code || ' ' || pm.name_zh`;
  const rows = rowsOf<{
    q: string;
    sn: string;
    product_model_id: number | null;
    product_model: string | null;
    sku_code: string | null;
    channel_id: number | null;
    box_no: string | null;
    device: boolean;
    activation_time: Date | string | null;
  }>(
    await db.execute(sql`
      select lower(q.q) as q, coalesce(d.sn, s.sn) as sn, coalesce(d.product_model_id, k.product_model_id) as product_model_id, ${name} as product_model,
             k.sku_code, k.channel_id, s.box_no, d.id is not null as device, d.activation_time
      from (select distinct value as q from jsonb_array_elements_text(${JSON.stringify(sns)}::jsonb)) q
      left join devices d on lower(d.sn) = lower(q.q)
      left join stock_sns s on lower(s.sn) = lower(q.q)
      left join platform_skus k on k.id = s.sku_id
      left join product_models pm on pm.id = coalesce(d.product_model_id, k.product_model_id)
      where d.id is not null or s.id is not null`),
  );
  return new Map(
    rows.map((r) => [
      r.q,
      {
        sn: r.sn,
        productModelId: r.product_model_id,
        productModel: r.product_model,
        skuCode: r.sku_code,
        channelId: r.channel_id,
        boxNo: r.box_no,
        device: r.device,
        activationTime: r.activation_time == null ? null : new Date(r.activation_time),
      },
    ]),
  );
}

export type AudienceGroup = { key: string; label: string; count: number };
export type Audience = {
  total: number;
  onActivation: number;
  byProductModel: AudienceGroup[];
  bySku: AudienceGroup[];
  byChannel: AudienceGroup[];
  byDealer: AudienceGroup[];
  byCountry: AudienceGroup[];
};

/** The most groups of each kind a preview lists (the total counts them all). */
const GROUPS_SHOWN = 20;

/**
 * The devices of these product models (and, when given, these SKU codes): how many, how many not
 * activated yet, and the largest groups by product model, SKU, channel, dealer and the dealer's area.
 */
export async function audienceOf(db: DbOrTx, q: { productModelIds: number[]; skuCodes?: string[] }, lang: string): Promise<Audience> {
  const en = lang === 'en-US';
  const models = sql`array[${sql.join(
    q.productModelIds.map((i) => sql`${i}`),
    sql`, `,
  )}]::int[]`;
  const skuFilter =
    q.skuCodes && q.skuCodes.length > 0
      ? sql`and s.sku_id in (select k.id from platform_skus k where lower(k.sku_code) = any(array[${sql.join(
          q.skuCodes.map((c) => sql`${c.toLowerCase()}`),
          sql`, `,
        )}]::text[]))`
      : sql``;
  // one pass over the devices, counted by model, SKU and dealer; the groups and their names from those few rows
  const rows = rowsOf<{ dim: string; key: string | null; label: string | null; n: string | number; inactive: string | number }>(
    await db.execute(sql`
      with base as (
        select d.product_model_id, s.sku_id, s.dealer_id, count(*) as n, count(*) filter (where d.activation_time is null) as inactive
        from devices d
        left join stock_sns s on lower(s.sn) = lower(d.sn)
        where d.product_model_id = any(${models}) ${skuFilter}
        group by 1, 2, 3
      ), hit as (
        select b.product_model_id, k.sku_code, k.channel_id, b.dealer_id, dl.area_id, b.n, b.inactive
        from base b left join platform_skus k on k.id = b.sku_id left join dealers dl on dl.id = b.dealer_id
      ), grouped as (
        select grouping(product_model_id) as g1, grouping(sku_code) as g2, grouping(channel_id) as g3, grouping(dealer_id) as g4, grouping(area_id) as g5,
               product_model_id, sku_code, channel_id, dealer_id, area_id, sum(n) as n, sum(inactive) as inactive
        from hit
        group by grouping sets ((), (product_model_id), (sku_code), (channel_id), (dealer_id), (area_id))
      )
      select case when g1 = 0 then 'model' when g2 = 0 then 'sku' when g3 = 0 then 'channel' when g4 = 0 then 'dealer' when g5 = 0 then 'country' else 'total' end as dim,
             coalesce(grouped.product_model_id::text, grouped.sku_code, grouped.channel_id::text, grouped.dealer_id::text, grouped.area_id::text) as key,
             coalesce(${en ? sql`pm.name_en` : sql`pm.name_zh`}, ${en ? sql`c.name_en` : sql`c.name_zh`}, dl.name, a.name, grouped.sku_code) as label,
             grouped.n, grouped.inactive
      from grouped
      left join product_models pm on g1 = 0 and pm.id = grouped.product_model_id
      left join channels c on g3 = 0 and c.id = grouped.channel_id
      left join dealers dl on g4 = 0 and dl.id = grouped.dealer_id
      left join dealer_areas a on g5 = 0 and a.id = grouped.area_id
      order by grouped.n desc`),
  );
  const total = rows.find((r) => r.dim === 'total');
  const group = (dim: string): AudienceGroup[] =>
    rows
      .filter((r) => r.dim === dim && r.key != null)
      .slice(0, GROUPS_SHOWN)
      .map((r) => ({ key: r.key!, label: r.label ?? r.key!, count: Number(r.n) }));
  return {
    total: Number(total?.n ?? 0),
    onActivation: Number(total?.inactive ?? 0),
    byProductModel: group('model'),
    bySku: group('sku'),
    byChannel: group('channel'),
    byDealer: group('dealer'),
    byCountry: group('country'),
  };
}
