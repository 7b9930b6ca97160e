import type { TOrderDetail } from '@diagops/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { useSession } from '../../../shared/session/session-store';
import { renderAt } from '../../../test/render-at';
import OrderDetailPage from './order-detail-page';

const order: TOrderDetail = {
  id: 1,
  orderNo: 'MO20261129000000000001',
  customerId: 7,
  customerAccount: 'c@example.com',
  customerEmail: 'c@example.com',
  currency: 'USD',
  totalAmount: 99.9,
  paidAmount: 99.9,
  refundedAmount: 30,
  refundable: 69.9,
  status: 'partlyRefunded',
  expireAt: '2026-11-29T00:30:00.000Z',
  paidAt: '2026-11-29T00:05:00.000Z',
  createTime: '2026-11-29T00:00:00.000Z',
  lines: [
    {
      lineNo: 1,
      kind: 'software',
      goodsCode: 'SUB',
      name: 'Pro, 1 year',
      softwareCode: 'DIAG-PRO',
      months: 12,
      cardType: null,
      cardNo: null,
      quantity: 1,
      unitPrice: 99.9,
      amount: 99.9,
    },
  ],
  payments: [
    {
      payOrderNo: 'PO1',
      provider: 'test',
      transactionNo: 'TEST1',
      amount: 99.9,
      currency: 'USD',
      status: 'succeeded',
      createTime: '2026-11-29T00:01:00.000Z',
      paidAt: '2026-11-29T00:05:00.000Z',
    },
  ],
  refunds: [
    {
      refundNo: 'RF1',
      amount: 30,
      currency: 'USD',
      reason: 'returned a part',
      operatorName: 'admin',
      ledgerEntryId: 9,
      createTime: '2026-11-29T01:00:00.000Z',
    },
  ],
  ledger: [
    {
      id: 8,
      kind: 'pay',
      statusAfter: null,
      amount: 99.9,
      currency: 'USD',
      points: null,
      customerId: 7,
      channelId: null,
      orderNo: 'MO20261129000000000001',
      reason: 'test TEST1',
      actorKind: 'system',
      actorName: 'test',
      createTime: '2026-11-29T00:05:00.000Z',
    },
  ],
};
vi.mock('../api/mall-api', async (orig) => ({ ...(await orig<object>()), orderDetail: vi.fn(async () => order) }));

const grant = (names: string[]) => useSession.setState({ permissions: Object.fromEntries(names.map((n) => [n, true as const])) });

function renderPage() {
  renderAt(OrderDetailPage, '/mallManagement/orderManage/detail/:orderNo?/:userName?/:email?', `/mallManagement/orderManage/detail/${order.orderNo}`);
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

describe('order detail', { timeout: 40_000 }, () => {
  it('shows the lines, payments, refunds and ledger entries, in both languages; refunding needs its permission', async () => {
    grant([]);
    renderPage();
    expect(await screen.findByText('Software DIAG-PRO, 12 months')).toBeTruthy();
    expect(screen.getByText('Partly refunded')).toBeTruthy();
    expect(screen.getByText('69.90 USD')).toBeTruthy();
    expect(screen.getByText('returned a part')).toBeTruthy();
    expect(screen.getByText('Order paid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'PO1' }).getAttribute('href')).toBe('/mallManagement/payRecord/list/PO1');
    expect(screen.queryByTestId('order-refund')).toBeNull();
    // a paid order has no "pay by"
    expect(screen.queryByText('Pay by')).toBeNull();
    await i18n.changeLanguage('zh-CN');
    await waitFor(() => expect(screen.getByText('部分退款')).toBeTruthy());
    expect(screen.getByText('订单支付')).toBeTruthy();
  });

  it('offers the refund to a holder of mall_order_refund', async () => {
    grant(['mall_order_refund']);
    renderPage();
    expect(await screen.findByTestId('order-refund')).toBeTruthy();
  });
});
