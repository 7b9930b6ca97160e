/**
 * The finance reports (decision 0040): their keys, routes, permissions and columns (zod-free: the
 * web's route manifest and the server's xlsx headers read it). Every report is a query over the
 * value ledger (the software sale orders: over the mall's orders) with the same filters.
 */

export const FINANCE_FOLDER = '/financialStatistics';

/** Report key → route (routes.tsv, area finance). */
export const FINANCE_REPORT_ROUTES = {
  pointsList: '/financialStatistics/pointsReport/list',
  pointsDetail: '/financialStatistics/pointsReport/detail/{recordNo?}',
  pointsObtained: '/financialStatistics/pointsReport/obtainedList',
  pointsRules: '/financialStatistics/pointsReport/pointsActivityRules',
  pointsUsage: '/financialStatistics/pointsReport/pointsUsageList',
  pointsInventory: '/financialStatistics/pointsReport/pointsInventory',
  giftRecord: '/financialStatistics/giftCardReport/giftCardGiftRecord',
  gatewayUsage: '/financialStatistics/giftCardReport/gatewayCardUsageInstructions',
  fullDeclaration: '/financialStatistics/giftCardFinancialReport/fullDeclarationReport',
  productDetail: '/financialStatistics/giftCardFinancialReport/productDetailReport',
  cardSaleDetail: '/financialStatistics/giftCardFinancialReport/giftCardSaleDetailReport',
  cardSendDetail: '/financialStatistics/giftCardFinancialReport/giftCardSendDetailReport',
  softSaleOrder: '/financialStatistics/giftCardFinancialReport/softSaleOrderDetailReport',
  innerDetail: '/financialStatistics/giftCardFinancialReport/innerDetailReport',
  userDimension: '/financialStatistics/giftCardFinancialReport/userDimensionPointCard',
} as const;
export type TFinanceReportKey = keyof typeof FINANCE_REPORT_ROUTES;
/** The report's page in the menu (the points detail without its optional record). */
export const financeMenuPath = (k: TFinanceReportKey) => FINANCE_REPORT_ROUTES[k].replace('/{recordNo?}', '');
export const FINANCE_REPORT_KEYS = Object.keys(FINANCE_REPORT_ROUTES) as TFinanceReportKey[];

/** The three menu folders under the finance folder, and which reports each holds. */
export const FINANCE_GROUPS = {
  points: { path: '/financialStatistics/pointsReport', zh: '积分报表', en: 'Points reports' },
  giftCard: { path: '/financialStatistics/giftCardReport', zh: '礼品卡报表', en: 'Gift card reports' },
  giftCardFinancial: { path: '/financialStatistics/giftCardFinancialReport', zh: '礼品卡财务报表', en: 'Gift card financial reports' },
} as const;
export type TFinanceGroup = keyof typeof FINANCE_GROUPS;

/** What the reconciliation line of a report counts: points, money (per currency) or cards in circulation. */
export type TFinanceMeasure = 'points' | 'money' | 'cards' | 'declaration' | 'orders';

export const FINANCE_REPORTS: Record<TFinanceReportKey, { group: TFinanceGroup; zh: string; en: string; measure: TFinanceMeasure; sort: number }> = {
  pointsList: { group: 'points', zh: '积分报表', en: 'Points report', measure: 'points', sort: 1 },
  pointsDetail: { group: 'points', zh: '积分明细', en: 'Points report detail', measure: 'points', sort: 2 },
  pointsObtained: { group: 'points', zh: '积分获取', en: 'Points obtained', measure: 'points', sort: 3 },
  pointsUsage: { group: 'points', zh: '积分使用', en: 'Points usage', measure: 'points', sort: 4 },
  pointsInventory: { group: 'points', zh: '积分库存', en: 'Points inventory', measure: 'points', sort: 5 },
  pointsRules: { group: 'points', zh: '积分活动规则', en: 'Points activity rules', measure: 'points', sort: 6 },
  giftRecord: { group: 'giftCard', zh: '礼品卡赠送记录', en: 'Gift card gift records', measure: 'cards', sort: 1 },
  gatewayUsage: { group: 'giftCard', zh: '网关卡使用说明', en: 'Gateway card usage', measure: 'cards', sort: 2 },
  fullDeclaration: { group: 'giftCardFinancial', zh: '全量申报表', en: 'Full declaration report', measure: 'declaration', sort: 1 },
  productDetail: { group: 'giftCardFinancial', zh: '产品明细表', en: 'Product detail report', measure: 'money', sort: 2 },
  cardSaleDetail: { group: 'giftCardFinancial', zh: '礼品卡销售明细表', en: 'Gift card sale detail', measure: 'money', sort: 3 },
  cardSendDetail: { group: 'giftCardFinancial', zh: '礼品卡发放明细表', en: 'Gift card send detail', measure: 'cards', sort: 4 },
  softSaleOrder: { group: 'giftCardFinancial', zh: '软件销售订单明细表', en: 'Software sale order detail', measure: 'orders', sort: 5 },
  innerDetail: { group: 'giftCardFinancial', zh: '内部明细表', en: 'Internal detail report', measure: 'cards', sort: 6 },
  userDimension: { group: 'giftCardFinancial', zh: '用户维度点卡表', en: 'User-dimension point cards', measure: 'points', sort: 7 },
};

export const financeViewPermission = (k: TFinanceReportKey) => `fin_${k}_view`;
export const financeExportPermission = (k: TFinanceReportKey) => `fin_${k}_export`;
export const FINANCE_RULES_EDIT_PERMISSION = 'fin_pointsRules_edit';

/** The families a card type belongs to (the reports' product filter; CARD-01). */
export const CARD_PRODUCTS = {
  recharge: [273, 275],
  exchange: [274, 276],
  gateway: [277, 278],
  ai: [280, 281],
  nastf: [282, 283],
  obfcm: [284, 285],
  topology: [287],
} as const;
export type TCardProduct = keyof typeof CARD_PRODUCTS;
export const CARD_PRODUCT_KEYS = Object.keys(CARD_PRODUCTS) as TCardProduct[];
export const CARD_PRODUCT_LABELS: Record<TCardProduct, { zh: string; en: string }> = {
  recharge: { zh: '充值卡', en: 'Recharge cards' },
  exchange: { zh: '兑换卡', en: 'Exchange cards' },
  gateway: { zh: '网关卡', en: 'Gateway cards' },
  ai: { zh: 'AI 权益卡', en: 'AI entitlement cards' },
  nastf: { zh: 'NASTF 卡', en: 'NASTF cards' },
  obfcm: { zh: 'OBFCM 卡', en: 'OBFCM cards' },
  topology: { zh: '拓扑图权益卡', en: 'Topology entitlement cards' },
};

/** How a cell is shown: plain text, a count, points, money (2 decimals), a time, a card type code, an entry kind. */
export type TFinanceCell = 'text' | 'count' | 'points' | 'money' | 'time' | 'cardType' | 'kind' | 'product' | 'status';
export type FinanceColumn = { key: string; zh: string; en: string; cell: TFinanceCell; total?: boolean };

const C = (key: string, zh: string, en: string, cell: TFinanceCell = 'text', total = false): FinanceColumn => ({ key, zh, en, cell, total });
const recordNo = C('recordNo', '记录号', 'Record no.');
const time = C('time', '时间', 'Time', 'time');
const customer = C('customer', '用户账号', 'Customer');
const cardNo = C('cardNo', '卡号', 'Card no.');
const cardType = C('cardType', '卡类型', 'Card type', 'cardType');
const kind = C('kind', '业务类型', 'Movement', 'kind');
const reason = C('reason', '原因', 'Reason');
const actor = C('actor', '操作人', 'Operator');
const currency = C('currency', '币种', 'Currency');

export const FINANCE_COLUMNS: Record<TFinanceReportKey, FinanceColumn[]> = {
  pointsList: [
    customer,
    C('opening', '期初积分', 'Opening', 'points', true),
    C('obtained', '获取', 'Obtained', 'points', true),
    C('used', '使用', 'Used', 'points', true),
    C('expired', '过期', 'Expired', 'points', true),
    C('closing', '期末积分', 'Closing', 'points', true),
  ],
  pointsDetail: [
    recordNo,
    time,
    customer,
    kind,
    C('points', '积分', 'Points', 'points', true),
    C('rule', '规则', 'Rule'),
    C('expiresAt', '过期时间', 'Expires', 'time'),
    C('draws', '扣减来源', 'Drawn from'),
    reason,
    actor,
  ],
  pointsObtained: [
    recordNo,
    time,
    customer,
    C('rule', '规则', 'Rule'),
    C('points', '获取积分', 'Points obtained', 'points', true),
    C('expiresAt', '过期时间', 'Expires', 'time'),
    C('used', '已使用', 'Used', 'points', true),
    C('expired', '已过期', 'Expired', 'points', true),
    C('remaining', '剩余', 'Remaining', 'points', true),
  ],
  pointsUsage: [recordNo, time, customer, kind, C('points', '使用积分', 'Points used', 'points', true), C('draws', '扣减来源', 'Drawn from'), reason, actor],
  pointsInventory: [
    recordNo,
    customer,
    C('rule', '规则', 'Rule'),
    C('awardedAt', '获取时间', 'Awarded', 'time'),
    C('expiresAt', '过期时间', 'Expires', 'time'),
    C('points', '获取积分', 'Points obtained', 'points', true),
    C('remaining', '期末剩余', 'Unused at month end', 'points', true),
  ],
  pointsRules: [
    C('code', '规则代码', 'Rule code'),
    C('name', '规则名称', 'Rule'),
    C('validityDays', '有效天数', 'Valid for (days)', 'count'),
    C('awarded', '本月获取', 'Awarded this month', 'points', true),
    C('used', '本月使用', 'Used this month', 'points', true),
    C('expired', '本月过期', 'Expired this month', 'points', true),
    C('outstanding', '期末未使用', 'Unused at month end', 'points', true),
  ],
  giftRecord: [
    recordNo,
    time,
    cardNo,
    cardType,
    C('faceValue', '面值', 'Face value', 'count', true),
    customer,
    reason,
    actor,
    C('status', '当前状态', 'Status now', 'status'),
  ],
  gatewayUsage: [
    recordNo,
    time,
    cardNo,
    cardType,
    kind,
    C('status', '变动后状态', 'Status after', 'status'),
    customer,
    C('channel', '渠道', 'Channel'),
    reason,
  ],
  fullDeclaration: [
    C('product', '产品', 'Product', 'product'),
    cardType,
    currency,
    C('opening', '期初未使用', 'Opening unused', 'money'),
    C('sold', '销售', 'Sold', 'money'),
    C('redeemed', '兑换', 'Redeemed', 'money'),
    C('refunded', '退款', 'Refunded', 'money'),
    C('breakage', '沉淀收益', 'Breakage', 'money'),
    C('closing', '期末未使用（负债）', 'Closing unused (liability)', 'money'),
  ],
  productDetail: [
    C('product', '产品', 'Product', 'product'),
    currency,
    C('soldCount', '销售张数', 'Cards sold', 'count', true),
    C('soldAmount', '销售金额', 'Sales', 'money', true),
    C('refundCount', '退款张数', 'Cards refunded', 'count', true),
    C('refundAmount', '退款金额', 'Refunds', 'money', true),
    C('redeemCount', '兑换张数', 'Cards redeemed', 'count', true),
    C('giftCount', '赠送张数', 'Cards gifted', 'count', true),
    C('net', '净收入', 'Net', 'money', true),
  ],
  cardSaleDetail: [
    recordNo,
    time,
    cardNo,
    cardType,
    kind,
    C('channel', '渠道', 'Channel'),
    C('orderNo', '订单号', 'Order no.'),
    C('amount', '金额', 'Amount', 'money', true),
    currency,
    actor,
  ],
  cardSendDetail: [
    recordNo,
    time,
    cardNo,
    cardType,
    C('faceValue', '面值', 'Face value', 'count', true),
    customer,
    reason,
    C('status', '当前状态', 'Status now', 'status'),
  ],
  softSaleOrder: [
    C('orderNo', '订单号', 'Order no.'),
    time,
    customer,
    C('product', '商品', 'Goods'),
    kind,
    C('amount', '金额', 'Amount', 'money', true),
    currency,
    C('provider', '支付渠道', 'Provider'),
    C('transactionNo', '交易号', 'Transaction no.'),
  ],
  innerDetail: [recordNo, time, cardNo, cardType, kind, C('status', '变动后状态', 'Status after', 'status'), reason, actor],
  userDimension: [
    customer,
    C('cardsGifted', '获赠卡数', 'Cards gifted', 'count', true),
    C('cardsRedeemed', '兑换卡数', 'Cards redeemed', 'count', true),
    C('cardPoints', '卡兑换积分', 'Points from cards', 'points', true),
    C('obtained', '获取积分', 'Points obtained', 'points', true),
    C('used', '使用积分', 'Points used', 'points', true),
    C('expired', '过期积分', 'Points expired', 'points', true),
    C('closing', '期末积分', 'Closing points', 'points', true),
  ],
};

/** The full declaration's export: every entry of the month with what it does to the unused value (points or money). */
export const DECLARATION_EXPORT_COLUMNS: FinanceColumn[] = [
  recordNo,
  time,
  C('account', '账户', 'Account'),
  cardNo,
  cardType,
  kind,
  currency,
  C('points', '积分变动', 'Points moved', 'points'),
  C('liability', '未使用金额变动', 'Unused value change', 'money'),
  C('sold', '销售', 'Sold', 'money'),
  C('redeemed', '兑换', 'Redeemed', 'money'),
  C('refunded', '退款', 'Refunded', 'money'),
  C('breakage', '沉淀收益', 'Breakage', 'money'),
];

/** Card statuses as the reports show them. */
export const FINANCE_STATUS_LABELS: Record<string, { zh: string; en: string }> = {
  shipped: { zh: '已出库', en: 'Shipped' },
  sold: { zh: '已售出', en: 'Sold' },
  gifted: { zh: '已赠送', en: 'Gifted' },
  locked: { zh: '已锁定', en: 'Locked' },
  taken: { zh: '已领取', en: 'Card taken' },
  redeemed: { zh: '已兑换', en: 'Redeemed' },
  occupied: { zh: '订单占用', en: 'Order occupied' },
  refunded: { zh: '已退款', en: 'Refunded' },
};

/** Labels of the ledger's kinds and the mall's movements as the reports show them. */
export const FINANCE_KIND_LABELS: Record<string, { zh: string; en: string }> = {
  opening: { zh: '期初', en: 'Opening' },
  issue: { zh: '制卡', en: 'Issued' },
  sell: { zh: '销售', en: 'Sold' },
  gift: { zh: '赠送', en: 'Gifted' },
  lock: { zh: '锁定', en: 'Locked' },
  unlock: { zh: '解锁', en: 'Unlocked' },
  redeem: { zh: '兑换', en: 'Redeemed' },
  refund: { zh: '退款', en: 'Refunded' },
  credit: { zh: '获取', en: 'Obtained' },
  debit: { zh: '使用', en: 'Used' },
  expire: { zh: '过期', en: 'Expired' },
  occupy: { zh: '订单占用', en: 'Order occupied' },
  release: { zh: '订单释放', en: 'Order released' },
  take: { zh: '订单领卡', en: 'Card taken by order' },
  pay: { zh: '支付', en: 'Payment' },
};
