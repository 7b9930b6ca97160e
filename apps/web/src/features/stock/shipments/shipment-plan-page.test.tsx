import type { TShipmentPlanDetail, TSnTrace } from '@diagops/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { useSession } from '../../../shared/session/session-store';
import ShipmentPlanPage from './shipment-plan-page';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const plan: TShipmentPlanDetail = {
  id: 7,
  no: 'SP2026112800007',
  warehouseId: 2,
  warehouseName: 'Shenzhen',
  targetKind: 'dealer',
  targetId: 3,
  targetName: 'North dealer',
  plannedDate: '2026-12-01',
  remark: null,
  status: 'approved',
  lineCount: 2,
  totalQty: 5,
  creatorId: 4,
  creatorName: 'clerk',
  shippedAt: null,
  shippedBy: null,
  createTime: '2026-11-28T03:00:00.000Z',
  updateTime: '2026-11-28T03:00:00.000Z',
  version: 3,
  approval: { requestId: 9, status: 'passed', step: null },
  allowedActions: ['ship', 'cancel'],
  lines: [
    { id: 31, skuId: 1, skuCode: 'X431-SN', skuName: 'X431 scanner', serialised: true, qty: 2, sns: [] },
    { id: 32, skuId: 2, skuCode: 'CABLE', skuName: 'Cable', serialised: false, qty: 3, sns: [] },
  ],
};
const trace: TSnTrace = {
  sn: 'SN-A',
  current: { status: 'shipped', warehouseId: 2, warehouseName: 'Shenzhen' },
  purchase: { orderId: 1, orderNo: 'PO2026110100001', lineId: 5, supplierId: 1, supplierName: 'Acme parts', orderDate: '2026-11-01T00:00:00.000Z' },
  receipt: { receiptId: 2, receiptNo: 'GR2026110500001', receivedAt: '2026-11-05T00:00:00.000Z', boxNo: 'B1' },
  movements: [
    {
      id: 1,
      kind: 'receipt',
      warehouseId: 2,
      warehouseName: 'Shenzhen',
      qty: 3,
      docType: 'purchaseReceipt',
      docId: 2,
      docNo: 'GR2026110500001',
      at: '2026-11-05T00:00:00.000Z',
      operator: 'buyer',
    },
    {
      id: 2,
      kind: 'dealerShipment',
      warehouseId: 2,
      warehouseName: 'Shenzhen',
      qty: -2,
      docType: 'shipmentPlan',
      docId: 7,
      docNo: 'SP2026112800007',
      at: '2026-11-28T05:00:00.000Z',
      operator: 'clerk',
    },
  ],
  transfers: [],
  shippedTo: { id: 3, name: 'North dealer' },
  heldBy: { id: 3, name: 'North dealer' },
  device: { status: 'activated', activationTime: '2026-11-29T00:00:00.000Z', bindTime: '2026-11-29T00:00:00.000Z', bound: true },
};
const ship = vi.fn(async (_b: unknown) => ({ ...plan, status: 'shipped', allowedActions: [] }));
vi.mock('./shipment-calls', () => ({
  getShipmentPlanPage: vi.fn(async () => ({ records: [], total: 0, current: 1, size: 10 })),
  getShipmentPlan: vi.fn(async () => plan),
  addShipmentPlan: vi.fn(),
  updateShipmentPlan: vi.fn(),
  submitShipmentPlan: vi.fn(),
  cancelShipmentPlan: vi.fn(),
  shipShipmentPlan: (b: unknown) => ship(b as never),
  getShipmentOptions: vi.fn(async () => []),
}));
vi.mock('../trace/trace-calls', () => ({ getSnTrace: vi.fn(async () => trace), getPoLineTrace: vi.fn() }));
vi.mock('../../approvals', async (original) => ({ ...(await original<object>()), ApprovalPanel: () => <div data-testid="approval-panel" /> }));
vi.mock('../../supply', () => ({ WarehouseSelect: () => <div /> }));

function open(url = '/supply/shipmentsPlan?id=7') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <App>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path="/supply/shipmentsPlan" element={<ShipmentPlanPage />} />
            </Routes>
          </MemoryRouter>
        </App>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useSession.setState({
    permissions: { supply_shipment_plan_view: true, supply_shipment_plan_ship: true, supply_shipment_plan_cancel: true, supply_trace_view: true },
  } as never);
  ship.mockClear();
});

describe('shipment plan page', () => {
  it('opens the plan of ?id= in its drawer and ships it with one SN a line for the serialised line', async () => {
    open();
    const drawer = await screen.findByTestId('plan-drawer');
    await waitFor(() => expect(within(drawer).getByText('North dealer')).toBeTruthy());
    expect(within(drawer).getByText('Approved')).toBeTruthy();
    expect(within(drawer).getByTestId('approval-panel')).toBeTruthy();
    expect(within(drawer).queryByTestId('plan-submit')).toBeNull();
    fireEvent.click(within(drawer).getByTestId('plan-ship'));
    const box = await screen.findByTestId('plan-ship-sns-31');
    expect(screen.queryByTestId('plan-ship-sns-32')).toBeNull();
    fireEvent.change(box, { target: { value: 'SN-A\nSN-B' } });
    fireEvent.click(screen.getByTestId('plan-ship-ok'));
    // the confirmation
    const confirms = await screen.findAllByRole('button', { name: 'Confirm' });
    fireEvent.click(confirms[confirms.length - 1]!);
    await waitFor(() => expect(ship).toHaveBeenCalledWith({ id: 7, version: 3, lines: [{ lineId: 31, sns: ['SN-A', 'SN-B'] }] }));
  });

  it('an SN typed into the header opens its trace as a list of steps, in Chinese too', async () => {
    await i18n.changeLanguage('zh-CN');
    open('/supply/shipmentsPlan');
    const search = await screen.findByTestId('sn-trace-search');
    const input = search.querySelector('input') ?? search;
    fireEvent.change(input, { target: { value: 'SN-A' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    const steps = await screen.findByTestId('trace-steps');
    expect(within(steps).getByTestId('trace-purchase').textContent).toContain('PO2026110100001');
    expect(within(steps).getByTestId('trace-receipt').textContent).toContain('B1');
    expect(within(steps).getAllByTestId('trace-movement')).toHaveLength(2);
    expect(within(steps).getByTestId('trace-dealer').textContent).toContain('North dealer');
    expect(within(steps).getByTestId('trace-device').textContent).toContain('已绑定客户');
  });
});
