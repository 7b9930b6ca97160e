import type { TOutsourcingDetail } from '@diagops/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { useSession } from '../../../shared/session/session-store';
import OutsourcingPage from './outsourcing-page';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const line = (id: number, code: string, serialised: boolean, qty: number, receivedQty = 0) => ({
  id,
  skuId: id,
  skuCode: code,
  skuName: `${code} name`,
  serialised,
  qty,
  receivedQty,
});
const order: TOutsourcingDetail = {
  id: 5,
  no: 'OS2026112800005',
  supplierId: 1,
  supplierName: 'Factory One',
  warehouseId: 2,
  warehouseName: 'Shenzhen',
  expectedDate: '2026-12-10',
  remark: null,
  status: 'approved',
  expectedQty: 22,
  receivedQty: 0,
  issuedAt: null,
  closeReason: null,
  creatorId: 4,
  creatorName: 'clerk',
  createTime: '2026-11-28T03:00:00.000Z',
  updateTime: '2026-11-28T03:00:00.000Z',
  version: 3,
  approval: { requestId: 9, status: 'passed', step: null },
  allowedActions: ['issue', 'cancel'],
  materials: [line(11, 'BOARD', false, 10)],
  products: [line(21, 'UNIT', true, 2), line(22, 'CABLE', false, 20)],
  receipts: [],
};
let current = order;
const action = vi.fn(async (a: string) => {
  current = { ...current, status: a === 'issue' ? 'issued' : current.status, version: current.version + 1, allowedActions: ['receive', 'close'] };
  return current;
});
const receive = vi.fn(async (_b: unknown) => current);
const issue = vi.fn(async (_b: unknown) => current);
vi.mock('./calls', () => ({
  getOutsourcingPage: vi.fn(async () => ({ records: [], total: 0, current: 1, size: 10 })),
  getOutsourcing: vi.fn(async () => current),
  addOutsourcing: vi.fn(),
  updateOutsourcing: vi.fn(),
  outsourcingAction: (a: string) => action(a),
  receiveOutsourcing: (b: unknown) => receive(b),
  issueOutsourcing: (b: unknown) => issue(b),
}));
vi.mock('../../approvals', async (original) => ({ ...(await original<object>()), ApprovalPanel: () => <div data-testid="approval-panel" /> }));
vi.mock('../../supply', () => ({ WarehouseSelect: () => <div />, SupplierSelect: () => <div /> }));

function open(url = '/supply/outsourcing?id=5') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <App>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path="/supply/outsourcing" element={<OutsourcingPage />} />
            </Routes>
          </MemoryRouter>
        </App>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  current = order;
  action.mockClear();
  receive.mockClear();
  issue.mockClear();
  useSession.setState({ permissions: { supply_outsourcing_view: true, supply_outsourcing_issue: true, supply_outsourcing_receive: true } } as never);
});

describe('outsourcing page', () => {
  it('opens ?id= in the drawer, issues the material after a confirmation, then receives with SNs for the serialised line', async () => {
    await i18n.changeLanguage('en-US');
    open();
    const drawer = await screen.findByTestId('os-drawer');
    await waitFor(() => expect(within(drawer).getByText('Factory One')).toBeTruthy());
    expect(within(drawer).getByTestId('approval-panel')).toBeTruthy();
    fireEvent.click(within(drawer).getByTestId('os-issue'));
    const confirms = await screen.findAllByRole('button', { name: 'Confirm' });
    fireEvent.click(confirms[confirms.length - 1]!);
    await waitFor(() => expect(action).toHaveBeenCalledWith('issue'));
    fireEvent.click(await within(drawer).findByTestId('os-receive'));
    fireEvent.change(await screen.findByTestId('os-recv-qty-21'), { target: { value: '1' } });
    fireEvent.change(screen.getByTestId('os-recv-sns-21'), { target: { value: 'SN-1' } });
    expect(screen.queryByTestId('os-recv-sns-22')).toBeNull();
    fireEvent.click(screen.getByTestId('os-receive-ok'));
    await waitFor(() => expect(receive).toHaveBeenCalledWith({ id: 5, version: 4, lines: [{ lineId: 21, qty: 1, sns: ['SN-1'] }] }));
  });

  it('issues serialised material through a dialog naming its SNs: a wrong count is refused, the right one sent', async () => {
    await i18n.changeLanguage('en-US');
    current = { ...order, allowedActions: ['issue'], materials: [line(11, 'BOARD', false, 10), line(12, 'CHIP', true, 2)] };
    open();
    const drawer = await screen.findByTestId('os-drawer');
    fireEvent.click(await within(drawer).findByTestId('os-issue'));
    // one box, for the serialised line only
    const box = await screen.findByTestId('os-issue-sns-12');
    expect(screen.queryByTestId('os-issue-sns-11')).toBeNull();
    fireEvent.change(box, { target: { value: 'SN-1' } });
    fireEvent.click(screen.getByTestId('os-issue-ok'));
    await waitFor(() => expect(document.querySelector('[data-toast="error"]')).toHaveTextContent('CHIP needs 2 SNs, 1 typed'));
    expect(issue).not.toHaveBeenCalled();
    expect(action).not.toHaveBeenCalled();
    // the dialog stays open for the fix
    fireEvent.change(screen.getByTestId('os-issue-sns-12'), { target: { value: 'SN-1\nSN-2' } });
    fireEvent.click(screen.getByTestId('os-issue-ok'));
    await waitFor(() => expect(issue).toHaveBeenCalledWith({ id: 5, version: 3, lines: [{ lineId: 12, sns: ['SN-1', 'SN-2'] }] }));
    expect(issue).toHaveBeenCalledTimes(1);
    expect(action).not.toHaveBeenCalled();
    await waitFor(() => expect(document.querySelector('[data-toast="success"]')).toHaveTextContent('Material issued'));
    await waitFor(() => expect(screen.queryByTestId('os-issue-sns-12')).toBeNull());
  });

  it('names the statuses in Chinese', async () => {
    await i18n.changeLanguage('zh-CN');
    open();
    const drawer = await screen.findByTestId('os-drawer');
    await waitFor(() => expect(within(drawer).getByText('已审批')).toBeTruthy());
    expect(within(drawer).getByTestId('os-issue').textContent?.replace(/\s/g, '')).toBe('发料');
  });
});
