import type { TTransferPlanDetail } from '@diagops/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { TransferPlanDrawer } from './transfer-plan-drawer';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const api = vi.hoisted(() => ({ getTransferPlan: vi.fn(), writeOffTransferPlan: vi.fn(), arriveTransferPlan: vi.fn() }));
vi.mock('./transfer-calls', () => ({
  getTransferPlan: api.getTransferPlan,
  writeOffTransferPlan: api.writeOffTransferPlan,
  arriveTransferPlan: api.arriveTransferPlan,
  shipTransferPlan: vi.fn(),
  submitTransferPlan: vi.fn(),
  cancelTransferPlan: vi.fn(),
}));
vi.mock('../../approvals', async (original) => ({ ...(await original<object>()), ApprovalPanel: () => <div data-testid="approval-panel" /> }));

const plan: TTransferPlanDetail = {
  id: 7,
  no: 'TP2026030200007',
  fromWarehouseId: 1,
  fromWarehouseName: 'Shenzhen',
  toWarehouseId: 2,
  toWarehouseName: 'US warehouse',
  transitWarehouseId: 3,
  plannedShipDate: '2026-03-05',
  remark: null,
  status: 'partlyArrived',
  cancelReason: null,
  lineCount: 1,
  plannedQty: 6,
  shippedQty: 6,
  arrivedQty: 2,
  writtenOffQty: 1,
  inTransitQty: 3,
  creatorId: 1,
  creatorName: 'li',
  shippedAt: '2026-03-02T08:00:00Z',
  createTime: '2026-03-02T08:00:00Z',
  updateTime: '2026-03-02T08:00:00Z',
  version: 5,
  approval: { requestId: 1, status: 'passed', step: null },
  allowedActions: ['arrive', 'writeOff'],
  lines: [
    {
      id: 11,
      skuId: 4,
      skuCode: 'X431',
      skuName: 'Scanner',
      serialised: false,
      plannedQty: 6,
      shippedQty: 6,
      arrivedQty: 2,
      writtenOffQty: 1,
      inTransitQty: 3,
      inTransitSns: [],
      shippedSns: [],
      writeOffReasons: ['1: crushed'],
    },
  ],
};

function renderDrawer() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <App>
          <TransferPlanDrawer id={7} onClose={() => undefined} onEdit={() => undefined} onChanged={() => undefined} />
        </App>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  api.getTransferPlan.mockReset().mockResolvedValue(plan);
  api.writeOffTransferPlan.mockReset().mockResolvedValue(plan);
});

describe('the transfer plan drawer', () => {
  it('shows the five quantities of each line and only the actions the server allows', async () => {
    renderDrawer();
    const lines = await screen.findByTestId('transfer-lines');
    for (const h of ['Planned', 'Shipped', 'Arrived', 'Written off', 'In transit']) expect(within(lines).getAllByText(h).length).toBeGreaterThan(0);
    expect(within(lines).getByText('1: crushed')).toBeInTheDocument();
    expect(screen.getByTestId('transfer-arrive')).toBeEnabled();
    expect(screen.queryByTestId('transfer-ship')).toBeNull();
    expect(screen.queryByTestId('transfer-cancel')).toBeNull();
    expect(screen.getByTestId('approval-panel')).toBeInTheDocument();
  });

  it('writes a shortfall off only with a reason, after a confirmation', async () => {
    renderDrawer();
    await userEvent.click(await screen.findByTestId('transfer-writeOff'));
    await userEvent.type(await screen.findByTestId('transfer-qty-11'), '2');
    await userEvent.click(screen.getByTestId('transfer-dialog-ok'));
    expect(await screen.findByText('X431: a reason is required')).toBeInTheDocument();
    expect(api.writeOffTransferPlan).not.toHaveBeenCalled();
    await userEvent.type(screen.getByTestId('transfer-reason-11'), 'lost at the port');
    await userEvent.click(screen.getByTestId('transfer-dialog-ok'));
    const question = await screen.findByText(/cannot be undone/);
    const box = question.closest('[data-confirm]') as HTMLElement;
    await userEvent.click(within(box).getByRole('button', { name: /Confirm|OK/ }));
    await waitFor(() =>
      expect(api.writeOffTransferPlan).toHaveBeenCalledWith({ id: 7, version: 5, lines: [{ lineId: 11, qty: 2, reason: 'lost at the port' }] }),
    );
  });
});
