// Fixtures for other areas' tests (only tests may import this file).
import type { TestApp } from '../../../test/helpers';
import { platformSkus } from './skus.tables';

/** A platform SKU row written directly (product 1 and channel 1 of the seeded data unless given): stock tests need SKUs, not the SKU screens. */
export async function insertPlatformSku(
  t: TestApp,
  v: { skuCode: string; nameZh?: string; nameEn?: string; productId?: number; productModelId?: number | null; channelId?: number; serialised?: boolean },
): Promise<number> {
  const [r] = await t.ctx.db
    .insert(platformSkus)
    .values({
      skuCode: v.skuCode,
      nameZh: v.nameZh ?? `${v.skuCode} 中文`,
      nameEn: v.nameEn ?? `${v.skuCode} English`,
      productId: v.productId ?? 1,
      productModelId: v.productModelId ?? null,
      channelId: v.channelId ?? 1,
      platformSkuCode: v.skuCode,
      price: '1.00',
      currency: 'CNY',
      serialised: v.serialised ?? false,
    })
    .returning({ id: platformSkus.id });
  return r!.id;
}
