import type { ConfigSource, EffectiveItem, TEffectiveConfig } from '@diagops/contracts';
import { sql } from 'drizzle-orm';
import { cachedSetting } from '../../platform/cache/settings-cache';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { snFacts } from '../stock';
import { specialWindow } from './special-window';

/**
 * "Why does this SN have this?": which general, product, mask, special configs and software config
 * packs apply to an SN at a date, which one wins each item and why. Strongest first: special ›
 * product › general and pack (the one passed last wins within a level); masks remove functions
 * whatever grants them. At the current time the
 * configs' rows answer; at another date the revisions passed by then do.
 */
type Lang = 'zh-CN' | 'en-US';
/** The sources that give items (ODM configs give none: the view only names them). */
type GivingSource = Exclude<ConfigSource, 'odm'>;
type Applied = { source: GivingSource; id: number; number: string; data: Record<string, unknown>; at: Date | null };
const newestFirst = (a: Applied, b: Applied) => (b.at?.getTime() ?? 0) - (a.at?.getTime() ?? 0) || b.id - a.id;
type Candidate = TEffectiveConfig['items'][number]['candidates'][number];

const SOURCES: Record<ConfigSource, [string, string]> = {
  special: ['特殊配置', 'special config'],
  product: ['产品配置包', 'product config package'],
  general: ['通用配置', 'general config'],
  pack: ['软件配置包', 'software config pack'],
  mask: ['功能屏蔽配置', 'function mask config'],
  odm: ['ODM产品配置', 'ODM product config'],
};
/** Which sources may give each item, strongest level first; within a level the config passed last wins. */
const MODEL_LEVEL: GivingSource[] = ['general', 'pack'];
const GIVERS: Record<Exclude<EffectiveItem, 'maskedFunctions'>, GivingSource[][]> = {
  softwarePackageNo: [['special'], ['product'], MODEL_LEVEL],
  functionPackageNo: [['special'], MODEL_LEVEL],
  firmware: [['product']],
  activationType: [['product']],
  brandCount: [['special'], ['product']],
};
const TABLES = {
  general: ['config_general', 'config_no'],
  product: ['config_product', 'package_no'],
  mask: ['config_mask', 'mask_no'],
  pack: ['config_pack', 'pack_no'],
} as const;
/** The settings-cache area of the configs that reach a product model. */
export const CONFIG_CACHE = 'config';
const fmt = (d: Date) => d.toISOString().slice(0, 16).replace('T', ' ');
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** The confirmed configs of one kind that reach this product model, as they stood at `asOf` (`current`: as they are). */
async function appliedOf(db: DbOrTx, source: keyof typeof TABLES, modelId: number, asOf: Date, current: boolean): Promise<Applied[]> {
  const table = sql.raw(TABLES[source][0]);
  const no = sql.raw(TABLES[source][1]);
  type R = { id: number; number: string; data: Record<string, unknown>; at: string | Date | null };
  let rows: R[];
  if (current) {
    const reaches = source === 'product' ? sql`c.product_model_id = ${modelId}` : sql`c.product_model_ids @> array[${modelId}]::int[]`;
    rows = rowsOf<R>(
      await db.execute(sql`
        select c.id, c.${no} as number, r.data, r.decided_at as at
        from ${table} c join config_revisions r on r.kind = ${source} and r.object_id = c.id and r.seq = c.applied_seq
        where c.status = 'confirmed' and c.del_flag = false and ${reaches}`),
    );
  } else {
    const reaches = source === 'product' ? sql`(x.data->>'productModelId')::int = ${modelId}` : sql`(x.data->'productModelIds') @> to_jsonb(${modelId}::int)`;
    rows = rowsOf<R>(
      await db.execute(sql`
        select c.id, c.${no} as number, x.data, x.decided_at as at
        from (select distinct on (r.object_id) r.object_id, r.data, r.decided_at from config_revisions r
              where r.kind = ${source} and r.state = 'passed' and r.decided_at <= ${asOf.toISOString()}
              order by r.object_id, r.seq desc) x
        join ${table} c on c.id = x.object_id and c.del_flag = false and c.status <> 'disabled'
        where ${reaches}`),
    );
  }
  return rows
    .map((r) => ({ source, id: r.id, number: r.number, data: r.data, at: r.at == null ? null : new Date(r.at) }))
    .sort((a, b) => (b.at?.getTime() ?? 0) - (a.at?.getTime() ?? 0) || b.id - a.id);
}

/**
 * `cachedFor`: the device API's app context. The configs that reach a product model (the same for
 * every SN of it, the bulk of the work) are then kept a few seconds (platform/cache/settings-cache.ts;
 * any configuration write here clears them, config.routes.ts), and the answer holds the winning values
 * alone (no candidates, no ODM configs: deviceView reads nothing else); the staff's screens read
 * everything anew, with every candidate and why.
 */
export async function effectiveConfig(db: DbOrTx, sn: string, asOf: Date, current: boolean, lang: Lang, cachedFor?: AppContext): Promise<TEffectiveConfig> {
  const facts = await snFacts(db, sn, lang);
  if (!facts) throw new AppError(1002, { sn });
  const en = lang === 'en-US';
  // the device API reads the winning values alone: no candidates with their reasons, no ODM
  const winnersOnly = cachedFor !== undefined;
  const model = facts.productModelId;
  const applied = (source: keyof typeof TABLES, modelId: number) =>
    cachedFor && current
      ? cachedSetting(cachedFor, CONFIG_CACHE, `${source}:${modelId}`, () => appliedOf(db, source, modelId, asOf, true))
      : appliedOf(db, source, modelId, asOf, current);
  const [general, product, mask, pack] =
    model == null
      ? [[], [], [], []]
      : await Promise.all([applied('general', model), applied('product', model), applied('mask', model), applied('pack', model)]);
  // a general config naming SKUs reaches only those SKUs
  const generalHere = general.filter((g) => {
    const skus = (g.data.skuCodes as string[] | null) ?? [];
    return skus.length === 0 || (facts.skuCode != null && skus.some((s) => s.toLowerCase() === facts.skuCode!.toLowerCase()));
  });
  const specials = rowsOf<{
    id: number;
    effect_type: string;
    effect_at: string | Date;
    duration_days: number;
    software_package_no: string | null;
    function_package_no: string | null;
    brand_count: number | null;
  }>(
    await db.execute(sql`select id, effect_type, effect_at, duration_days, software_package_no, function_package_no, brand_count
      from config_special where lower(sn) = ${facts.sn.toLowerCase()} and status = 'confirmed' order by effect_at desc, id desc`),
  );
  const pending: Candidate[] = [];
  const activeSpecials: Applied[] = [];
  for (const s of specials) {
    const w = specialWindow({ effectType: s.effect_type, effectAt: new Date(s.effect_at), durationDays: s.duration_days }, facts.activationTime, asOf);
    const number = `#${s.id}`;
    const data = { softwarePackageNo: s.software_package_no, functionPackageNo: s.function_package_no, brandCount: s.brand_count };
    if (w.phase === 'active') {
      activeSpecials.push({ source: 'special', id: s.id, number, data: { ...data, __window: `${fmt(w.start!)} – ${fmt(w.end!)}` }, at: w.start });
      continue;
    }
    const why =
      w.phase === 'awaitingActivation'
        ? en
          ? 'The SN is not activated yet: it takes effect on activation'
          : 'SN尚未激活：激活后生效'
        : w.phase === 'scheduled'
          ? en
            ? `Takes effect at ${fmt(w.start!)}`
            : `将于 ${fmt(w.start!)} 生效`
          : en
            ? `Expired at ${fmt(w.end!)}`
            : `已于 ${fmt(w.end!)} 过期`;
    pending.push({ source: 'special', id: s.id, number, value: data, why, wins: false });
  }
  const bySource: Record<GivingSource, Applied[]> = { special: activeSpecials, product, general: generalHere, pack, mask };
  const modelName = facts.productModel ?? String(model);
  const reason = (a: Applied): string => {
    if (a.source === 'special') return en ? `Set for this SN, in effect ${a.data.__window}` : `为该SN单独设置，生效期 ${a.data.__window}`;
    const skus = (a.data.skuCodes as string[] | null) ?? [];
    if (a.source === 'general' && skus.length > 0)
      return en ? `Applies to product model ${modelName} and SKU ${facts.skuCode}` : `适用于产品型号 ${modelName} 及 SKU ${facts.skuCode}`;
    return en ? `Applies to product model ${modelName}` : `适用于产品型号 ${modelName}`;
  };
  const gives = (a: Applied, item: string) => a.data[item] != null && a.data[item] !== '';
  const items: TEffectiveConfig['items'] = [];
  for (const [item, levels] of Object.entries(GIVERS) as Array<[keyof typeof GIVERS, GivingSource[][]]>) {
    if (winnersOnly) {
      const winner = winnerOf(levels, bySource, (a) => gives(a, item));
      items.push({ item, value: winner?.data[item] ?? null, candidates: [] });
      continue;
    }
    const all = levels.flatMap((level) => level.flatMap((s) => bySource[s]).sort(newestFirst)).filter((a) => gives(a, item));
    const winner = all[0];
    const candidates = all.map((a) => ({
      source: a.source,
      id: a.id,
      number: a.number,
      value: a.data[item],
      why:
        a === winner
          ? reason(a)
          : en
            ? `${reason(a)}; overridden by ${SOURCES[winner!.source][1]} ${winner!.number}`
            : `${reason(a)}；被${SOURCES[winner!.source][0]} ${winner!.number} 覆盖`,
      wins: a === winner,
    }));
    items.push({ item, value: winner?.data[item] ?? null, candidates });
  }
  const masked = [...new Set(mask.flatMap((m) => (m.data.functionCodes as string[] | null) ?? []))].sort();
  items.push({
    item: 'maskedFunctions',
    value: masked,
    candidates: winnersOnly
      ? []
      : mask.map((m) => ({ source: 'mask' as const, id: m.id, number: m.number, value: m.data.functionCodes, why: reason(m), wins: true })),
  });
  return {
    sn: facts.sn,
    asOf: asOf.toISOString(),
    productModel: facts.productModel,
    sku: facts.skuCode,
    activated: facts.activationTime != null && facts.activationTime <= asOf,
    activationTime: facts.activationTime?.toISOString() ?? null,
    items,
    pending,
    odm: model == null || winnersOnly ? [] : await odmOf(db, model, asOf, en),
  };
}

/**
 * The confirmed ODM product configs of the product model (by its code): they give no item, but the
 * view names each, in effect at `asOf` or not, with its window and channel.
 */
async function odmOf(db: DbOrTx, modelId: number, asOf: Date, en: boolean): Promise<Candidate[]> {
  const rows = rowsOf<{ id: number; seq_no: string; channel: string | null; effect_at: string | Date; duration_days: number }>(
    await db.execute(sql`
      select o.id, o.seq_no, o.channel, o.effect_at, o.duration_days
      from odm_product_configs o join product_models pm on lower(pm.code) = lower(o.product_model)
      where pm.id = ${modelId} and o.status = 'confirmed'
      order by o.effect_at desc, o.id desc`),
  );
  return rows.map((r) => {
    const start = new Date(r.effect_at);
    const end = new Date(start.getTime() + r.duration_days * 86_400_000);
    const active = start <= asOf && asOf < end;
    const channel = r.channel ? (en ? `, channel ${r.channel}` : `，渠道 ${r.channel}`) : '';
    const why = active
      ? en
        ? `ODM config of the product model, in effect ${fmt(start)} – ${fmt(end)}${channel}`
        : `产品型号的ODM配置，生效期 ${fmt(start)} – ${fmt(end)}${channel}`
      : start > asOf
        ? en
          ? `Takes effect at ${fmt(start)}${channel}`
          : `将于 ${fmt(start)} 生效${channel}`
        : en
          ? `Expired at ${fmt(end)}${channel}`
          : `已于 ${fmt(end)} 过期${channel}`;
    return { source: 'odm' as const, id: r.id, number: r.seq_no, value: r.channel, why, wins: active };
  });
}

/** The newest applied config of the first level that gives the item (a scan: no sort, nothing built). */
function winnerOf(levels: GivingSource[][], bySource: Record<GivingSource, Applied[]>, gives: (a: Applied) => boolean): Applied | undefined {
  for (const level of levels) {
    let best: Applied | undefined;
    for (const source of level) for (const a of bySource[source]) if (gives(a) && (!best || newestFirst(a, best) < 0)) best = a;
    if (best) return best;
  }
  return undefined;
}

/** What a device receives: the winning values alone. */
export function deviceView(e: TEffectiveConfig) {
  const v = (item: EffectiveItem) => e.items.find((i) => i.item === item)?.value ?? null;
  return {
    sn: e.sn,
    softwarePackageNo: v('softwarePackageNo') as string | null,
    functionPackageNo: v('functionPackageNo') as string | null,
    firmware: v('firmware') as string | null,
    activationType: v('activationType') as string | null,
    brandCount: v('brandCount') as number | null,
    maskedFunctions: (v('maskedFunctions') as string[] | null) ?? [],
  };
}
