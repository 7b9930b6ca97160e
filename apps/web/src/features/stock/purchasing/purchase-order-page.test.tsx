import type { TPurchaseOrderDetail } from '@diagops/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import PurchaseOrderPage from './purchase-order-page';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const order: TPurchaseOrderDetail = {
  id: 5,
  no: 'PO2026112800005',
  supplierId: 1,
  supplierName: 'Acme parts',
  warehouseId: 2,
  warehouseName: 'Shenzhen',
  currency: 'CNY',
  expectedDate: '2026-12-10',
  overReceiptPct: 5,
  remark: null,
  status: 'partlyReceived',
  totalAmount: 325,
  totalQty: 12,
  receivedQty: 6,
  closeReason: null,
  creatorId: 3,
  creatorName: 'buyer',
  createTime: '2026-11-28T03:00:00.000Z',
  updateTime: '2026-11-28T03:00:00.000Z',
  version: 4,
  approval: { requestId: 8, status: 'passed', step: null },
  allowedActions: ['receive', 'close'],
  lines: [
    {
      id: 11,
      seq: 1,
      skuId: 1,
      skuCode: 'X431-PRO',
      skuName: 'X431 Pro',
      serialised: false,
      qty: 10,
      unitPrice: 12.5,
      amount: 125,
      receivedQty: 4,
      rejectedQty: 1,
      returnedQty: 0,
    },
    {
      id: 12,
      seq: 2,
      skuId: 2,
      skuCode: 'X431-SN',
      skuName: 'X431 scanner',
      serialised: true,
      qty: 2,
      unitPrice: 100,
      amount: 200,
      receivedQty: 2,
      rejectedQty: 0,
      returnedQty: 0,
    },
  ],
  receipts: [
    {
      id: 1,
      no: 'GR2026112800001',
      operatorName: 'buyer',
      remark: null,
      createTime: '2026-11-28T04:00:00.000Z',
      lines: [
        {
          id: 21,
          orderLineId: 11,
          skuId: 1,
          skuCode: 'X431-PRO',
          skuName: 'X431 Pro',
          serialised: false,
          receivedQty: 4,
          rejectedQty: 1,
          rejectReason: 'dented',
          returnedQty: 0,
          sns: [],
          boxNo: null,
        },
        {
          id: 22,
          orderLineId: 12,
          skuId: 2,
          skuCode: 'X431-SN',
          skuName: 'X431 scanner',
          serialised: true,
          receivedQty: 2,
          rejectedQty: 0,
          rejectReason: null,
          returnedQty: 0,
          sns: ['SN-A', 'SN-B'],
          boxNo: 'B1',
        },
      ],
    },
  ],
};
vi.mock('./purchasing-calls', () => ({
  getOrderPage: vi.fn(async () => ({ records: [], total: 0, current: 1, size: 10 })),
  getOrder: vi.fn(async () => order),
  getPurchaseSettings: vi.fn(async () => ({ overReceiptPct: 5 })),
  addOrder: vi.fn(),
  updateOrder: vi.fn(),
  orderAction: vi.fn(),
  closeOrder: vi.fn(),
  receiveOrder: vi.fn(),
  searchSkus: vi.fn(async () => ({ records: [], total: 0, current: 1, size: 20 })),
}));
vi.mock('../../approvals', async (original) => ({ ...(await original<object>()), ApprovalPanel: () => <div data-testid="approval-panel" /> }));
vi.mock('../../supply', () => ({ SupplierSelect: () => <div />, WarehouseSelect: () => <div /> }));

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <App>
          <MemoryRouter initialEntries={['/supply/purchaseOrder?id=5']}>
            <Routes>
              <Route path="/supply/purchaseOrder" element={<PurchaseOrderPage />} />
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

describe('purchase order page', () => {
  it('opens the order of ?id= in its drawer: lines, receipts, the approval, and the actions it allows', async () => {
    open();
    const drawer = await screen.findByTestId('po-drawer');
    await waitFor(() => expect(within(drawer).getAllByText(/X431 Pro/).length).toBeGreaterThan(0));
    expect(within(drawer).getByText('Partly received')).toBeTruthy();
    expect(within(drawer).getByText('dented')).toBeTruthy();
    expect(within(drawer).getByText('SN-A, SN-B')).toBeTruthy();
    expect(within(drawer).getByTestId('approval-panel')).toBeTruthy();
    expect(within(drawer).getByTestId('po-close').textContent).toBe('Close');
    expect(within(drawer).queryByTestId('po-submit')).toBeNull();
    // the receive dialog asks for SNs on the serialised line only
    fireEvent.click(within(drawer).getByTestId('po-receive'));
    await screen.findByTestId('po-receive-form');
    expect(screen.queryByTestId('po-recv-sns-0')).toBeNull();
    expect(screen.getByTestId('po-recv-sns-1')).toBeTruthy();
  });

  it('speaks Chinese', async () => {
    await i18n.changeLanguage('zh-CN');
    open();
    const drawer = await screen.findByTestId('po-drawer');
    await waitFor(() => expect(within(drawer).getByText('部分收货')).toBeTruthy());
    expect(within(drawer).getByText('收货记录')).toBeTruthy();
  });
});
