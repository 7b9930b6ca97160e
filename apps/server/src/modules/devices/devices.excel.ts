import type { TCard, TCardExportQuery } from '@diagops/contracts';
import { type ExportSpec, registerExport } from '../../platform/kit/export';
import type { XlsxColumn } from '../../platform/kit/xlsx';
import { cardPage, presentCard, selectCards } from './devices.repository';

const h = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });

/** CARD-01 type names (the export writes them beside the code). */
export const CARD_TYPE_LABEL: Record<number, { 'zh-CN': string; 'en-US': string }> = {
  273: h('实体充值卡', 'Physical recharge card'),
  274: h('实体兑换商品卡', 'Physical goods-exchange card'),
  275: h('虚拟充值卡', 'Virtual recharge card'),
  276: h('虚拟兑换商品卡', 'Virtual goods-exchange card'),
  277: h('虚拟网关卡', 'Virtual gateway card'),
  278: h('实体网关卡', 'Physical gateway card'),
  280: h('实体AI权益卡', 'Physical AI entitlement card'),
  281: h('虚拟AI权益卡', 'Virtual AI entitlement card'),
  282: h('实体NASTF卡', 'Physical NASTF card'),
  283: h('虚拟NASTF卡', 'Virtual NASTF card'),
  284: h('实体OBFCM卡', 'Physical OBFCM card'),
  285: h('虚拟OBFCM卡', 'Virtual OBFCM card'),
  287: h('虚拟拓扑图权益卡', 'Virtual topology-diagram entitlement card'),
};
/** CARD-03 */
export const CARD_STATUS_LABEL: Record<TCard['status'], { 'zh-CN': string; 'en-US': string }> = {
  shipped: h('已发货', 'Shipped'),
  sold: h('已售出', 'Sold'),
  gifted: h('已赠送', 'Gifted'),
  locked: h('已锁定', 'Locked'),
  taken: h('已领取', 'Card taken'),
  redeemed: h('已兑换', 'Redeemed'),
  occupied: h('订单占用', 'Order occupied'),
  refunded: h('已退款', 'Refunded'),
};

const columns: XlsxColumn<TCard>[] = [
  { key: 'cardNo', header: h('卡号', 'Card number'), width: 22, value: (r) => r.cardNo },
  { key: 'cardType', header: h('卡类型', 'Card type'), width: 28, value: (r, lang) => `${r.cardType} ${CARD_TYPE_LABEL[r.cardType]?.[lang] ?? ''}` },
  { key: 'status', header: h('状态', 'Status'), width: 12, value: (r, lang) => CARD_STATUS_LABEL[r.status][lang] },
  { key: 'batchNo', header: h('批次号', 'Batch'), width: 22, value: (r) => r.batchNo },
  { key: 'faceValue', header: h('面值', 'Face value'), width: 10, value: (r) => r.faceValue },
  { key: 'customerAccount', header: h('用户账号', 'Customer'), width: 22, value: (r) => r.customerAccount },
  { key: 'expireTime', header: h('过期时间', 'Expires'), width: 22, value: (r) => r.expireTime?.replace('T', ' ').slice(0, 19) ?? null },
  { key: 'createTime', header: h('创建时间', 'Created'), width: 22, value: (r) => r.createTime.replace('T', ' ').slice(0, 19) },
];

export const cardExport: ExportSpec<TCardExportQuery, TCard> = registerExport({
  subject: 'pointCard',
  fileName: h('礼品卡', 'Cards'),
  sheetName: h('礼品卡', 'Cards'),
  columns,
  count: (db, q) => cardPage.count(db, q),
  fetch: async (db, q, limit, offset, after) => {
    const page = cardPage.seek(q, after, offset);
    const rows = await selectCards(db)
      .where(page.where)
      .orderBy(...cardPage.orderBy(q))
      .limit(limit)
      .offset(page.offset);
    return rows.map(presentCard);
  },
  keyOf: (r) => r.id,
});
