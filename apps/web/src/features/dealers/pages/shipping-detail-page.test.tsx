import type { TShipmentDetail } from '@diagops/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { renderAt } from '../../../test/render-at';
import ShippingDetailPage from './shipping-detail-page';

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
  renderAt(ShippingDetailPage, '/dealerManagement/shippingDetail/:shipmentSerialNumber?', `/dealerManagement/shippingDetail/${exchange.serialNo}`);
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
