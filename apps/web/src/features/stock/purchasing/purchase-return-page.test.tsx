import { PURCHASE_RETURN_PERMISSIONS as P, type TPurchaseReturn, type TPurchaseReturnDetail } from '@diagops/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { useSession } from '../../../shared/session/session-store';
import PurchaseReturnPage from './purchase-return-page';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const head: TPurchaseReturn = {
  id: 9,
  no: 'PR2026112800009',
  orderId: 5,
  orderNo: 'PO2026112800005',
  supplierName: 'Acme parts',
  warehouseName: 'Shenzhen',
  reason: 'dented on arrival',
  status: 'draft',
  totalQty: 3,
  creatorId: 3,
  creatorName: 'buyer',
  createTime: '2026-11-28T05:00:00.000Z',
  version: 2,
  approval: null,
  allowedActions: ['submit'],
};
const detail: TPurchaseReturnDetail = {
  ...head,
  lines: [
    { id: 41, receiptLineId: 21, receiptNo: 'GR2026112800001', skuId: 1, skuCode: 'X431-PRO', skuName: 'X431 Pro', serialised: false, qty: 1, sns: [] },
    {
      id: 42,
      receiptLineId: 22,
      receiptNo: 'GR2026112800001',
      skuId: 2,
      skuCode: 'X431-SN',
      skuName: 'X431 scanner',
      serialised: true,
      qty: 2,
      sns: ['SN-A', 'SN-B'],
    },
  ],
};
const other: TPurchaseReturn = {
  ...head,
  id: 10,
  no: 'PR2026112800010',
  orderNo: 'PO2026112800006',
  status: 'applying',
  reason: 'wrong model',
  allowedActions: [],
};

const api = vi.hoisted(() => ({ getReturnPage: vi.fn(), getReturn: vi.fn(), submitReturn: vi.fn() }));
vi.mock('./purchasing-calls', () => ({
  getReturnPage: api.getReturnPage,
  getReturn: api.getReturn,
  submitReturn: api.submitReturn,
  getOrderPage: vi.fn(async () => ({ records: [], total: 0, current: 1, size: 20 })),
  getReturnable: vi.fn(),
  addReturn: vi.fn(),
}));
vi.mock('../../approvals', async (original) => ({ ...(await original<object>()), ApprovalPanel: () => <div data-testid="approval-panel" /> }));

function open(url = '/supply/purchaseReturn') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <App>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path="/supply/purchaseReturn" element={<PurchaseReturnPage />} />
            </Routes>
          </MemoryRouter>
        </App>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useSession.setState({ permissions: { [P.view.name]: true, [P.add.name]: true, [P.submit.name]: true } } as never);
  api.getReturnPage.mockReset().mockResolvedValue({ records: [head, other], total: 2, current: 1, size: 10 });
  api.getReturn.mockReset().mockResolvedValue(detail);
  api.submitReturn.mockReset().mockResolvedValue({ ...detail, status: 'applying', version: 3, allowedActions: [] });
});

describe('purchase return page', () => {
  it('lists the returns, one row each with its order, supplier, status and reason', async () => {
    open();
    const row = (await screen.findByText('PR2026112800009', { selector: 'td, td *' })).closest('tr')!;
    expect(row).toHaveTextContent('PO2026112800005');
    expect(row).toHaveTextContent('Acme parts');
    expect(row).toHaveTextContent('Draft');
    expect(row).toHaveTextContent('dented on arrival');
    const second = screen.getByText('PR2026112800010', { selector: 'td, td *' }).closest('tr')!;
    expect(second).toHaveTextContent('In approval');
    expect(second).toHaveTextContent('wrong model');
    expect(api.getReturnPage).toHaveBeenCalledWith(expect.objectContaining({ current: 1, size: 10 }));
    // no ?id=: no drawer
    expect(screen.queryByTestId('pr-drawer')).toBeNull();
    expect(api.getReturn).not.toHaveBeenCalled();
  });

  it('opens the return of ?id= in its drawer and submits it after a confirmation', async () => {
    open('/supply/purchaseReturn?id=9');
    const drawer = await screen.findByTestId('pr-drawer');
    const fields = await within(drawer).findByTestId('pr-head');
    expect(api.getReturn).toHaveBeenCalledWith(9);
    expect(fields).toHaveTextContent('Draft');
    expect(fields).toHaveTextContent('PO2026112800005');
    expect(fields).toHaveTextContent('Acme parts');
    expect(fields).toHaveTextContent('dented on arrival');
    expect(within(drawer).getByText('SN-A, SN-B')).toBeInTheDocument();
    expect(within(drawer).getByText('X431 Pro', { exact: false })).toBeInTheDocument();
    expect(within(drawer).getByTestId('approval-panel')).toBeInTheDocument();

    const submit = within(drawer).getByTestId('pr-submit');
    expect(submit).toHaveTextContent('Submit for approval');
    fireEvent.click(submit);
    const question = await screen.findByText('Submit PR2026112800009 for approval?');
    const box = question.closest('[data-confirm]') as HTMLElement;
    expect(box).not.toBeNull();
    expect(api.submitReturn).not.toHaveBeenCalled();
    fireEvent.click(within(box).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.submitReturn).toHaveBeenCalledWith(9, 2));
    expect(api.submitReturn).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.querySelector('[data-toast="success"]')).toHaveTextContent('Done'));
  });

  it('does not submit when the confirmation is cancelled', async () => {
    open('/supply/purchaseReturn?id=9');
    fireEvent.click(await screen.findByTestId('pr-submit'));
    const box = (await screen.findByText('Submit PR2026112800009 for approval?')).closest('[data-confirm]') as HTMLElement;
    fireEvent.click(within(box).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.querySelector('[data-confirm]')).toBeNull());
    expect(api.submitReturn).not.toHaveBeenCalled();
  });

  it('shows no Submit when the return does not allow it', async () => {
    api.getReturn.mockResolvedValue({ ...detail, status: 'applying', allowedActions: [] });
    open('/supply/purchaseReturn?id=9');
    const fields = await screen.findByTestId('pr-head');
    expect(fields).toHaveTextContent('In approval');
    expect(screen.queryByTestId('pr-submit')).toBeNull();
  });
});
