import type { Language, TSku, TSkuPageQuery } from '@diagops/contracts';
import { eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { definePage, startsWith } from '../../platform/kit/page';
// products and channels are read through the read-only column sets their owners export
import { productNamesView as products } from '../products';
import { channelNamesView as channels } from '../supply';
import { platformSkus } from './skus.tables';

export type SkuRow = typeof platformSkus.$inferSelect;

export const skuPage = definePage<TSkuPageQuery>({
  table: platformSkus,
  base: eq(platformSkus.delFlag, false),
  filters: {
    skuCode: (v) => startsWith(platformSkus.skuCode, v),
    name: (v) => or(startsWith(platformSkus.nameZh, v), startsWith(platformSkus.nameEn, v)),
    platformSkuCode: (v) => startsWith(platformSkus.platformSkuCode, v),
    channelId: (v) => eq(platformSkus.channelId, v),
    productId: (v) => eq(platformSkus.productId, v),
    status: (v) => eq(platformSkus.status, v),
    currency: (v) => eq(platformSkus.currency, v),
  },
  sortable: { skuCode: platformSkus.skuCode, price: platformSkus.price, createTime: platformSkus.createdAt, updateTime: platformSkus.updatedAt },
  defaultSort: [{ column: platformSkus.createdAt, order: 'desc' }],
  tiebreak: platformSkus.id,
});

/** SKUs with their product and channel code and name (caller's language). */
export function selectSkus(db: DbOrTx, lang: Language) {
  return db
    .select({
      s: platformSkus,
      productCode: products.code,
      productName: lang === 'zh-CN' ? products.nameZh : products.nameEn,
      channelCode: channels.code,
      channelName: lang === 'zh-CN' ? channels.nameZh : channels.nameEn,
    })
    .from(platformSkus)
    .leftJoin(products, eq(products.id, platformSkus.productId))
    .leftJoin(channels, eq(channels.id, platformSkus.channelId))
    .$dynamic();
}

export type SkuJoined = { s: SkuRow; productCode: string | null; productName: string | null; channelCode: string | null; channelName: string | null };

export function presentSku(r: SkuJoined): TSku {
  const s = r.s;
  return {
    id: s.id,
    skuCode: s.skuCode,
    nameZh: s.nameZh,
    nameEn: s.nameEn,
    productId: s.productId,
    productCode: r.productCode,
    productName: r.productName,
    productModelId: s.productModelId,
    channelId: s.channelId,
    channelCode: r.channelCode,
    channelName: r.channelName,
    platformSkuCode: s.platformSkuCode,
    price: Number(s.price),
    currency: s.currency as TSku['currency'],
    status: s.status as TSku['status'],
    remark: s.remark,
    serialised: s.serialised,
    version: s.version,
    createTime: s.createdAt.toISOString(),
    updateTime: s.updatedAt.toISOString(),
  };
}
