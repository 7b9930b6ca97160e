import type { Language, TGoods, TGoodsSave } from '@diagops/contracts';
import { ZGoodsSave } from '@diagops/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { mutate } from '../../platform/kit/mutation';
import { softwareCodesByCodes } from '../software';
import { mallGoods } from './mall.tables';
import { money } from './orders.service';

type GoodsRow = typeof mallGoods.$inferSelect;
const bad = (field: string, message: string) => new AppError(1001, { errors: [{ field, message }] });

export const presentGoods = (g: GoodsRow, lang: Language): TGoods => ({
  code: g.code,
  kind: g.kind as TGoods['kind'],
  name: lang === 'en-US' ? g.nameEn : g.nameZh,
  nameZh: g.nameZh,
  nameEn: g.nameEn,
  price: money(g.price),
  currency: g.currency,
  softwareCode: g.softwareCode,
  months: g.months,
  cardType: g.cardType,
  onSale: g.onSale,
});

/**
 * Adds or changes goods on offer (by code). A software subscription names a live code of the
 * software area and its months; a card names its type; goods name neither.
 */
export async function saveGoods(ctx: AppContext, req: FastifyRequest, input: TGoodsSave): Promise<TGoods> {
  const b = ZGoodsSave.parse(input);
  if (b.kind === 'software') {
    if (!b.softwareCode) throw bad('softwareCode', 'required for a software subscription');
    if (!b.months) throw bad('months', 'required for a software subscription');
    const [code] = await softwareCodesByCodes(ctx.db, [b.softwareCode]);
    if (!code) throw bad('softwareCode', 'unknown software code');
    b.softwareCode = code.code;
  } else if (b.softwareCode !== undefined || b.months !== undefined) throw bad('softwareCode', 'only a software subscription names a software code');
  if (b.kind === 'card' && b.cardType === undefined) throw bad('cardType', 'required for a card');
  if (b.kind !== 'card' && b.cardType !== undefined) throw bad('cardType', 'only a card names a card type');
  const now = new Date(ctx.clock.now());
  const values = {
    code: b.code,
    kind: b.kind,
    nameZh: b.nameZh,
    nameEn: b.nameEn,
    price: b.price.toFixed(2),
    currency: b.currency,
    softwareCode: b.softwareCode ?? null,
    months: b.months ?? null,
    cardType: b.cardType ?? null,
    onSale: b.onSale,
    updatedAt: now,
  };
  const row = await mutate(ctx.db, req, { module: 'mallGoods', action: 'save' }, async (tx) => {
    const [before] = await tx.select().from(mallGoods).where(eq(mallGoods.code, b.code));
    const [after] = await tx
      .insert(mallGoods)
      .values({ ...values, createdAt: now })
      .onConflictDoUpdate({ target: mallGoods.code, set: values })
      .returning();
    return { result: after!, targetId: after!.id, before: before ?? null, after };
  });
  return presentGoods(row, 'zh-CN');
}

/** The goods on offer (on sale only for the app), by code. */
export async function listGoods(ctx: AppContext, lang: Language, onSaleOnly: boolean): Promise<TGoods[]> {
  const rows = await ctx.db
    .select()
    .from(mallGoods)
    .where(onSaleOnly ? eq(mallGoods.onSale, true) : undefined)
    .orderBy(asc(mallGoods.code))
    .limit(500);
  return rows.map((g) => presentGoods(g, lang));
}
