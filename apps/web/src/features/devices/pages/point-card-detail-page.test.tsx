import type { TCard, TLedgerEntry } from '@diagops/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import PointCardDetailPage from './point-card-detail-page';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const card = {
  id: 5,
  cardNo: '4000000000000005',
  cardType: 275,
  status: 'refunded',
  batchNo: 'B1',
  faceValue: 100,
  customerId: null,
  customerAccount: null,
  expireTime: null,
  remark: null,
  version: 3,
  createTime: '2026-11-28T00:00:00.000Z',
  redeemTime: null,
} as TCard;
const entry = (id: number, kind: TLedgerEntry['kind'], statusAfter: TLedgerEntry['statusAfter'], over: Partial<TLedgerEntry> = {}): TLedgerEntry => ({
  id,
  kind,
  statusAfter,
  amount: null,
  currency: null,
  points: null,
  customerId: null,
  channelId: null,
  orderNo: null,
  reason: null,
  actorKind: 'staff',
  actorName: 'admin',
  createTime: '2026-11-28T01:00:00.000Z',
  ...over,
});
vi.mock('../api/device-calls', () => ({
  getCard: vi.fn(async () => card),
  getCardLedger: vi.fn(async () => [
    entry(1, 'issue', 'shipped'),
    entry(2, 'sell', 'sold', { amount: 88.5, currency: 'USD', orderNo: 'SO-1001' }),
    entry(3, 'refund', 'refunded', { amount: 88.5, currency: 'USD', orderNo: 'SO-1001', reason: 'returned' }),
  ]),
}));

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

describe('card detail: the value ledger', { timeout: 40_000 }, () => {
  it('lists each step with its amount, order, actor and reason, in both languages', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <App>
            <MemoryRouter initialEntries={['/brand/pointCard/detail/5']}>
              <Routes>
                <Route path="/brand/pointCard/detail/:id" element={<PointCardDetailPage />} />
              </Routes>
            </MemoryRouter>
          </App>
        </I18nextProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Value ledger')).toBeTruthy();
    expect(await screen.findByText('returned')).toBeTruthy();
    expect(screen.getAllByText('88.50 USD')).toHaveLength(2);
    expect(screen.getAllByText('Order no. SO-1001')).toHaveLength(2);
    expect(screen.getByText('Issued')).toBeTruthy();
    await i18n.changeLanguage('zh-CN');
    await waitFor(() => expect(screen.getByText('价值流水')).toBeTruthy());
    expect(screen.getAllByText('退款').length).toBeGreaterThan(0);
  });
});
