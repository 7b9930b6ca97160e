import { AD_IMAGE_AREA, advertResource, type Language } from '@diagops/contracts';
import { and, desc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { resourceService } from '../../platform/kit/resource-service';
import { keepRowFiles } from '../repair';
import { adverts, advertViews } from './marketing.tables';
import { checkPeriod } from './marketing.time';

/** A link the app may open: http or https only (79701), never javascript:, data: or a bare word. */
export function checkLink(link: unknown): void {
  if (link === undefined || link === null || link === '') return;
  let url: URL;
  try {
    url = new URL(String(link));
  } catch {
    throw new AppError(79701);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new AppError(79701);
}

export const advertService = resourceService(advertResource, {
  table: adverts,
  rules: {
    beforeSave(_tx, _req, values, before) {
      checkLink(values.linkZh);
      checkLink(values.linkEn);
      return checkPeriod(values, before);
    },
    // the images become the ad's (uploaded by the caller into the ad-image area; 1002 otherwise)
    afterSave: (tx, req, row) => keepRowFiles(tx, req, AD_IMAGE_AREA, row.id, [row.imageZh, row.imageEn].filter(Boolean)),
  },
});

const live = (ctx: AppContext) => {
  const now = new Date(ctx.clock.now());
  return and(eq(adverts.delFlag, false), eq(adverts.enabled, true), lte(adverts.startTime, now), gt(adverts.endTime, now));
};

/** The image and link of the caller's language, the other language's where one is missing. */
const inLanguage = (zh: string | null, en: string | null, lang: Language) => (lang === 'zh-CN' ? (zh ?? en) : (en ?? zh)) || null;

/**
 * The ads of a slot for a customer: running and enabled, highest priority first, none the customer
 * has seen `customerCap` times; each one served counts an impression (the ad's and the customer's).
 */
export async function serveAds(ctx: AppContext, customerId: number, slot: string, lang: Language, imageUrl: (fileId: string) => string) {
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ ad: adverts })
      .from(adverts)
      .leftJoin(advertViews, and(eq(advertViews.advertId, adverts.id), eq(advertViews.customerId, customerId)))
      .where(
        and(
          live(ctx),
          eq(adverts.slot, slot),
          or(isNull(adverts.customerCap), isNull(advertViews.impressions), lt(advertViews.impressions, adverts.customerCap)),
        ),
      )
      .orderBy(desc(adverts.priority), adverts.id)
      .limit(20);
    const out = [];
    for (const { ad } of rows) {
      // the cap again, in the upsert: two calls at once never pass it
      const counted = await tx
        .insert(advertViews)
        .values({ advertId: ad.id, customerId, impressions: 1 })
        .onConflictDoUpdate({
          target: [advertViews.advertId, advertViews.customerId],
          set: { impressions: sql`${advertViews.impressions} + 1` },
          setWhere: ad.customerCap === null ? undefined : lt(advertViews.impressions, ad.customerCap),
        })
        .returning({ n: advertViews.impressions });
      if (counted.length === 0) continue;
      await tx
        .update(adverts)
        .set({ impressions: sql`${adverts.impressions} + 1` })
        .where(eq(adverts.id, ad.id));
      const image = inLanguage(ad.imageZh, ad.imageEn, lang);
      out.push({ id: ad.id, name: ad.name, priority: ad.priority, imageUrl: image ? imageUrl(image) : null, link: inLanguage(ad.linkZh, ad.linkEn, lang) });
    }
    return out;
  });
}

/** A customer's click on a running ad (79705 for an unknown, ended or disabled one). */
export async function clickAd(ctx: AppContext, customerId: number, id: number): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [hit] = await tx
      .update(adverts)
      .set({ clicks: sql`${adverts.clicks} + 1` })
      .where(and(live(ctx), eq(adverts.id, id)))
      .returning({ id: adverts.id });
    if (!hit) throw new AppError(79705);
    await tx
      .insert(advertViews)
      .values({ advertId: id, customerId, clicks: 1 })
      .onConflictDoUpdate({ target: [advertViews.advertId, advertViews.customerId], set: { clicks: sql`${advertViews.clicks} + 1` } });
    return true;
  });
}

/** An image of a running ad, for the app (a file id no running ad shows answers 79705). */
export async function adImage(ctx: AppContext, fileId: string): Promise<void> {
  const [hit] = await ctx.db
    .select({ id: adverts.id })
    .from(adverts)
    .where(and(live(ctx), or(eq(adverts.imageZh, fileId), eq(adverts.imageEn, fileId))))
    .limit(1);
  if (!hit) throw new AppError(79705);
}
