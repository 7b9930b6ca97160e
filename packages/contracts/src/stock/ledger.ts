/** The stock ledger (decision 0030): movement kinds and where a serial number is. */
export const STOCK_MOVEMENT_KINDS = [
  'receipt',
  'purchaseReturn',
  'transferOut',
  'transitIn',
  'transitOut',
  'transferIn',
  'transitShortfall',
  'specialIn',
  'specialOut',
  'outsourceIssue',
  'outsourceReceipt',
  'dealerShipment',
  'channelShipment',
  'adjustment',
] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

export const STOCK_MOVEMENT_KIND_LABELS: Record<StockMovementKind, { zh: string; en: string }> = {
  receipt: { zh: '采购收货', en: 'Purchase receipt' },
  purchaseReturn: { zh: '采购退货', en: 'Purchase return' },
  transferOut: { zh: '调拨出库', en: 'Transfer out' },
  transitIn: { zh: '在途入库', en: 'Into transit' },
  transitOut: { zh: '在途出库', en: 'Out of transit' },
  transferIn: { zh: '调拨入库', en: 'Transfer in' },
  transitShortfall: { zh: '在途短少核销', en: 'Transit shortfall' },
  specialIn: { zh: '特殊入库', en: 'Special stock in' },
  specialOut: { zh: '特殊出库', en: 'Special stock out' },
  outsourceIssue: { zh: '委外发料', en: 'Outsourcing issue' },
  outsourceReceipt: { zh: '委外收货', en: 'Outsourcing receipt' },
  dealerShipment: { zh: '经销商发货', en: 'Dealer shipment' },
  channelShipment: { zh: '渠道发货', en: 'Channel shipment' },
  adjustment: { zh: '库存调整', en: 'Adjustment' },
};

export const SN_STATUSES = ['inStock', 'inTransit', 'shipped', 'issued', 'returned', 'scrapped'] as const;
export type SnStatus = (typeof SN_STATUSES)[number];

export const SN_STATUS_LABELS: Record<SnStatus, { zh: string; en: string }> = {
  inStock: { zh: '在库', en: 'In stock' },
  inTransit: { zh: '在途', en: 'In transit' },
  shipped: { zh: '已发货', en: 'Shipped' },
  issued: { zh: '已发料', en: 'Issued' },
  returned: { zh: '已退货', en: 'Returned' },
  scrapped: { zh: '已报废', en: 'Scrapped' },
};
