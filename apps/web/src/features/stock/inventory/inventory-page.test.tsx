import { INVENTORY_PERMISSIONS as P, type TInventoryRow } from '@diagops/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { useSession } from '../../../shared/session/session-store';
import InventoryPage from './inventory-page';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const serialised: TInventoryRow = {
  id: 1,
  skuId: 2,
  skuCode: 'X431-SN',
  skuName: 'X431 扫描仪',
  serialised: true,
  warehouseId: 3,
  warehouseCode: 'WH-SZ',
  warehouseName: '深圳仓',
  warehouseType: 'own',
  qty: 2,
  updateTime: '2026-11-28T05:00:00.000Z',
};
const plain: TInventoryRow = {
  ...serialised,
  id: 2,
  skuId: 4,
  skuCode: 'CABLE',
  skuName: '连接线',
  serialised: false,
  warehouseId: 5,
  warehouseCode: 'WH-LA',
  warehouseName: '洛杉矶仓',
  warehouseType: 'overseas',
  qty: 40,
};
const movement = (id: number, kind: string, qty: number, balanceAfter: number, docNo: string, reason: string | null) => ({
  id,
  at: '2026-11-28T05:00:00.000Z',
  qty,
  kind,
  docType: 'x',
  docNo,
  sns: [],
  reason,
  operatorName: '仓管员',
  balanceAfter,
});

const api = vi.hoisted(() => ({ getInventoryPage: vi.fn(), getMovements: vi.fn(), getBalanceSns: vi.fn() }));
vi.mock('../purchasing/purchasing-calls', () => ({
  STOCK_SERVICE: 'stock',
  inventoryExportUrl: '/stock/inventory/exportExcel',
  getInventoryPage: api.getInventoryPage,
  getMovements: api.getMovements,
  getBalanceSns: api.getBalanceSns,
}));
vi.mock('../../supply/api/supply-options', () => ({
  getSupplierOptions: vi.fn(async () => []),
  getWarehouseOptions: vi.fn(async () => [{ id: 3, code: 'WH-SZ', name: '深圳仓', type: 'own', company: 'DiagOps' }]),
  getWarehouseCompanies: vi.fn(async () => []),
}));
vi.mock('../trace/trace-calls', () => ({ getSnTrace: vi.fn(), getPoLineTrace: vi.fn() }));

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <App>
          <MemoryRouter initialEntries={['/supply/inventory']}>
            <Routes>
              <Route path="/supply/inventory" element={<InventoryPage />} />
            </Routes>
          </MemoryRouter>
        </App>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

/** The list row of a SKU code (the outer list; the drawer has none of its own with the code). */
const rowOf = async (code: string) => (await screen.findByText(code, { selector: 'td, td *' })).closest('tr') as HTMLElement;

beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  useSession.setState({ permissions: { [P.view.name]: true } } as never);
  api.getInventoryPage.mockReset().mockResolvedValue({ records: [serialised, plain], total: 2, current: 1, size: 10 });
  api.getMovements.mockReset().mockResolvedValue({
    records: [movement(12, 'dealerShipment', -1, 2, 'SP2026112800007', null), movement(11, 'receipt', 3, 3, 'GR2026112800001', '首批到货')],
    total: 2,
    current: 1,
    size: 10,
  });
  api.getBalanceSns.mockReset().mockResolvedValue({
    total: 2,
    records: [
      { sn: 'SN-A', status: 'inStock', boxNo: 'B1', updateTime: '2026-11-28T05:00:00.000Z' },
      { sn: 'SN-B', status: 'inStock', boxNo: null, updateTime: '2026-11-28T05:00:00.000Z' },
    ],
  });
});

describe('inventory page', () => {
  it('lists each balance with its SKU, warehouse, warehouse type and quantity, in Chinese', async () => {
    open();
    const row = await rowOf('X431-SN');
    expect(row).toHaveTextContent('X431 扫描仪');
    expect(row).toHaveTextContent('WH-SZ 深圳仓');
    expect(row).toHaveTextContent('自有仓');
    expect(within(row).getByRole('button', { name: '详情' })).toBeInTheDocument();
    const other = await rowOf('CABLE');
    expect(other).toHaveTextContent('WH-LA 洛杉矶仓');
    expect(other).toHaveTextContent('海外仓');
    expect(other).toHaveTextContent('40');
    expect(screen.queryByTestId('inventory-detail')).toBeNull();
  });

  it("opens a serialised row's detail: its ledger movements, then its SNs in their own tab; the arrow keys move between the tabs", async () => {
    open();
    fireEvent.click(within(await rowOf('X431-SN')).getByRole('button', { name: '详情' }));
    const drawer = await screen.findByTestId('inventory-detail');
    // the movements of this SKU in this warehouse
    await waitFor(() => expect(api.getMovements).toHaveBeenCalledWith(expect.objectContaining({ skuId: 2, warehouseId: 3 })));
    const moves = await within(drawer).findByText('SP2026112800007', { selector: 'td, td *' });
    const shipment = moves.closest('tr') as HTMLElement;
    expect(shipment).toHaveTextContent('经销商发货');
    expect(shipment).toHaveTextContent('仓管员');
    const receipt = within(drawer).getByText('GR2026112800001', { selector: 'td, td *' }).closest('tr') as HTMLElement;
    expect(receipt).toHaveTextContent('采购收货');
    expect(receipt).toHaveTextContent('首批到货');

    // the tabs: movements first and chosen, then the SNs with their count
    expect(api.getBalanceSns).toHaveBeenCalledWith(2, 3);
    const tabs = within(drawer).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['出入库流水', '序列号 (2)']);
    const movesTab = within(drawer).getByRole('tab', { name: '出入库流水' });
    const snTab = within(drawer).getByRole('tab', { name: '序列号 (2)' });
    expect(movesTab).toHaveAttribute('aria-selected', 'true');
    expect(within(drawer).queryByText('SN-A')).toBeNull();

    fireEvent.click(snTab);
    expect(snTab).toHaveAttribute('aria-selected', 'true');
    const panel = within(drawer).getByRole('tabpanel');
    const a = within(panel).getByText('SN-A').closest('tr') as HTMLElement;
    expect(a).toHaveTextContent('在库');
    expect(a).toHaveTextContent('B1');
    // no box: a dash in the box column
    const b = within(panel).getByText('SN-B').closest('tr') as HTMLElement;
    expect(
      within(b)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['SN-B', '在库', '-']);
    expect(within(panel).queryByText('SP2026112800007')).toBeNull();

    // ArrowLeft goes back to the movements (and focuses that tab), ArrowRight to the SNs again
    fireEvent.keyDown(within(drawer).getByRole('tablist'), { key: 'ArrowLeft' });
    expect(movesTab).toHaveAttribute('aria-selected', 'true');
    expect(movesTab).toHaveFocus();
    expect(await within(drawer).findByText('SP2026112800007', { selector: 'td, td *' })).toBeInTheDocument();
    expect(within(drawer).queryByText('SN-A')).toBeNull();
    fireEvent.keyDown(within(drawer).getByRole('tablist'), { key: 'ArrowRight' });
    expect(snTab).toHaveAttribute('aria-selected', 'true');
    expect(snTab).toHaveFocus();
    expect(within(drawer).getByRole('tabpanel')).toHaveTextContent('SN-B');
  });

  it('shows no SN tab for a row without serial numbers, and does not ask for them', async () => {
    open();
    fireEvent.click(within(await rowOf('CABLE')).getByRole('button', { name: '详情' }));
    const drawer = await screen.findByTestId('inventory-detail');
    await waitFor(() => expect(api.getMovements).toHaveBeenCalledWith(expect.objectContaining({ skuId: 4, warehouseId: 5 })));
    expect(
      within(drawer)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['出入库流水']);
    expect(api.getBalanceSns).not.toHaveBeenCalled();
  });
});
