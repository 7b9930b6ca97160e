import { SPECIAL_STOCK_PERMISSIONS as P, type TSpecialStockDetail } from '@diagops/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { useSession } from '../../../shared/session/session-store';
import SpecialStockPage from './special-stock-page';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const doc: TSpecialStockDetail = {
  id: 8,
  no: 'SS2026112800008',
  direction: 'out',
  kind: 'scrap',
  warehouseId: 2,
  warehouseName: 'Shenzhen',
  reason: 'water damage',
  remark: null,
  status: 'rejected',
  lineCount: 1,
  totalQty: 2,
  creatorId: 4,
  creatorName: 'clerk',
  postedAt: null,
  createTime: '2026-11-28T03:00:00.000Z',
  updateTime: '2026-11-28T03:00:00.000Z',
  version: 4,
  approval: { requestId: 12, status: 'rejected', step: null },
  allowedActions: ['edit', 'submit', 'cancel'],
  lines: [{ id: 31, skuId: 1, skuCode: 'X431-SN', skuName: 'X431 scanner', serialised: true, qty: 2, sns: ['SN-A', 'SN-B'] }],
};
const cancelled: TSpecialStockDetail = { ...doc, status: 'cancelled', version: 5, allowedActions: [] };

const api = vi.hoisted(() => ({ getSpecialStock: vi.fn(), cancelSpecialStock: vi.fn(), submitSpecialStock: vi.fn() }));
vi.mock('./calls', () => ({
  getSpecialStockPage: vi.fn(async () => ({ records: [], total: 0, current: 1, size: 10 })),
  getSpecialStock: api.getSpecialStock,
  addSpecialStock: vi.fn(),
  updateSpecialStock: vi.fn(),
  submitSpecialStock: api.submitSpecialStock,
  cancelSpecialStock: api.cancelSpecialStock,
  getStockSkuOptions: vi.fn(async () => []),
}));
vi.mock('../../supply/api/supply-options', () => ({
  getSupplierOptions: vi.fn(async () => []),
  getWarehouseOptions: vi.fn(async () => []),
  getWarehouseCompanies: vi.fn(async () => []),
}));
vi.mock('../../approvals', async (original) => ({ ...(await original<object>()), ApprovalPanel: () => <div data-testid="approval-panel" /> }));

function open(url = '/supply/specialStock?id=8') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <App>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path="/supply/specialStock" element={<SpecialStockPage />} />
            </Routes>
          </MemoryRouter>
        </App>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useSession.setState({ permissions: { [P.view.name]: true, [P.edit.name]: true, [P.submit.name]: true, [P.cancel.name]: true } } as never);
  api.getSpecialStock.mockReset().mockResolvedValue(doc);
  api.submitSpecialStock.mockReset();
  api.cancelSpecialStock.mockReset().mockImplementation(async () => {
    // the server has cancelled it: the reload shows so
    api.getSpecialStock.mockResolvedValue(cancelled);
    return cancelled;
  });
});

describe('special stock page', () => {
  it('opens ?id= in the drawer with Edit, Submit and Cancel; Cancel asks, then cancels and says so', async () => {
    open();
    const drawer = await screen.findByTestId('ss-drawer');
    const head = await within(drawer).findByTestId('ss-head');
    expect(api.getSpecialStock).toHaveBeenCalledWith(8);
    expect(head).toHaveTextContent('Rejected');
    expect(head).toHaveTextContent('Out Scrap');
    expect(head).toHaveTextContent('water damage');
    expect(within(within(drawer).getByTestId('ss-lines')).getByText('SN-A')).toBeInTheDocument();
    expect(within(drawer).getByTestId('approval-panel')).toBeInTheDocument();
    expect(within(drawer).getByTestId('ss-edit')).toHaveTextContent('Edit');
    expect(within(drawer).getByTestId('ss-submit')).toHaveTextContent('Submit for approval');
    const cancel = within(drawer).getByTestId('ss-cancel');
    expect(cancel).toHaveTextContent('Cancel');

    fireEvent.click(cancel);
    const question = await screen.findByText('Cancel SS2026112800008? Nothing is posted and it cannot be submitted again.');
    const box = question.closest('[data-confirm]') as HTMLElement;
    expect(box).not.toBeNull();
    expect(api.cancelSpecialStock).not.toHaveBeenCalled();
    const ok = box.querySelector<HTMLElement>('[data-ok]')!;
    expect(ok).toHaveTextContent('Confirm');
    fireEvent.click(ok);
    await waitFor(() => expect(api.cancelSpecialStock).toHaveBeenCalledWith(8, 4));
    expect(api.cancelSpecialStock).toHaveBeenCalledTimes(1);
    expect(api.submitSpecialStock).not.toHaveBeenCalled();
    await waitFor(() => expect(document.querySelector('[data-toast="success"]')).toHaveTextContent('Cancelled'));
    // reloaded: the cancelled document offers nothing more
    await waitFor(() => expect(within(drawer).queryByTestId('ss-cancel')).toBeNull());
    expect(within(drawer).getByTestId('ss-head')).toHaveTextContent('Cancelled');
    expect(within(drawer).queryByTestId('ss-submit')).toBeNull();
    expect(within(drawer).queryByTestId('ss-edit')).toBeNull();
  });

  it('does not cancel when the question is answered Cancel', async () => {
    open();
    fireEvent.click(await screen.findByTestId('ss-cancel'));
    const box = (await screen.findByText(/Nothing is posted/)).closest('[data-confirm]') as HTMLElement;
    fireEvent.click(within(box).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.querySelector('[data-confirm]')).toBeNull());
    expect(api.cancelSpecialStock).not.toHaveBeenCalled();
    expect(screen.getByTestId('ss-cancel')).toBeEnabled();
  });

  it('shows no Cancel when the document does not allow it', async () => {
    api.getSpecialStock.mockResolvedValue({ ...doc, status: 'draft', approval: null, allowedActions: ['edit', 'submit'] });
    open();
    const drawer = await screen.findByTestId('ss-drawer');
    expect(await within(drawer).findByTestId('ss-submit')).toBeInTheDocument();
    expect(within(drawer).getByTestId('ss-edit')).toBeInTheDocument();
    expect(within(drawer).getByTestId('ss-head')).toHaveTextContent('Draft');
    expect(within(drawer).queryByTestId('ss-cancel')).toBeNull();
  });

  it('hides Edit from a user without the edit permission, even when the document allows it', async () => {
    useSession.setState({ permissions: { [P.view.name]: true, [P.submit.name]: true, [P.cancel.name]: true } } as never);
    open();
    const drawer = await screen.findByTestId('ss-drawer');
    expect(await within(drawer).findByTestId('ss-cancel')).toBeInTheDocument();
    expect(within(drawer).getByTestId('ss-submit')).toBeInTheDocument();
    expect(within(drawer).queryByTestId('ss-edit')).toBeNull();
  });
});
