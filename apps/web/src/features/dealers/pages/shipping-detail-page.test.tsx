import type { TShipmentDetail } from '@diagops/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import ShippingDetailPage from './shipping-detail-page';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const exchange: TShipmentDetail = {
  id: 9,
  serialNo: 'SH20261128ABCD1234',
  fromDealerId: 5,
  fromDealerName: 'My shop',
  toDealerId: 5,
  toDealerName: 'My shop',
  remarkType: 'exchange',
  providerId: null,
  operatorName: 'admin',
  deviceCount: 1,
  remark: 'screen broken',
  createTime: '2026-11-28T03:00:00.000Z',
  sns: ['SN-NEW-1'],
  returnedSns: ['SN-OLD-1'],
};
vi.mock('../api/dealer-calls', () => ({
  getShipment: vi.fn(async () => exchange),
  allocateDevices: vi.fn(),
  getDealerOptions: vi.fn().mockResolvedValue([]),
  getProviders: vi.fn().mockResolvedValue([]),
}));

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <App>
          <MemoryRouter initialEntries={[`/dealerManagement/shippingDetail/${exchange.serialNo}`]}>
            <Routes>
              <Route path="/dealerManagement/shippingDetail/:shipmentSerialNumber?" element={<ShippingDetailPage />} />
            </Routes>
          </MemoryRouter>
        </App>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

describe('allocation record of an exchange', { timeout: 40_000 }, () => {
  it('names the new SN and the returned one, in both languages', async () => {
    open();
    const detail = await screen.findByTestId('shipment-detail');
    expect(within(detail).getByText('SN-NEW-1')).toBeInTheDocument();
    expect(within(detail).getByTestId('shipment-returned-sns').textContent).toBe('SN-OLD-1');
    expect(within(detail).getByText('Returned SN (exchanged)')).toBeInTheDocument();
    expect(within(detail).getByText('Exchange (new SN for a returned one)')).toBeInTheDocument();
    await i18n.changeLanguage('zh-CN');
    await waitFor(() => expect(within(detail).getByText('退回SN（已换机）')).toBeInTheDocument());
  });
});
