import { EXPERT_PERMISSIONS as P, type TExpertOrderDetail } from '@diagops/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { useSession } from '../../../shared/session/session-store';
import { OrderDrawer } from './order-drawer';

// antd's select and text area measure themselves; jsdom has no ResizeObserver
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const api = vi.hoisted(() => ({ detail: vi.fn(), options: vi.fn(), reassign: vi.fn(), step: vi.fn() }));
vi.mock('../api/expert-calls', () => ({
  getOrderDetail: api.detail,
  getExpertOptions: api.options,
  reassignOrder: api.reassign,
  runOrderStep: api.step,
}));

const order = (status: string, expertId = 1) =>
  ({
    order: {
      id: 7,
      orderNo: 'EO1',
      status,
      group: 'open',
      expertId,
      expertName: expertId === 1 ? 'Ann' : 'Bob',
      customerId: 1,
      customerAccount: 'c1',
      vehicleInfo: 'Camry',
      vin: 'LSVAU2180N2123456',
      serviceType: 'coding',
      content: 'x',
      appointmentTime: null,
      deviceId: null,
      deviceSn: null,
      rating: null,
      ratingComment: null,
      ratedTime: null,
      reason: null,
      completedTime: null,
      version: 3,
      createTime: '2026-01-01T00:00:00Z',
      updateTime: '2026-01-01T00:00:00Z',
    },
    history: [
      {
        id: 1,
        action: 'reassign',
        fromState: 'waitingConfirmation',
        toState: 'waitingAcceptance',
        reason: 'on leave',
        username: 'admin',
        createTime: '2026-01-01T00:00:00Z',
      },
    ],
    allowedActions: [],
  }) as unknown as TExpertOrderDetail;

function renderDrawer(onChanged = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <App>
          <OrderDrawer orderId={7} onClose={() => {}} onChanged={onChanged} />
        </App>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return onChanged;
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  for (const f of Object.values(api)) f.mockReset();
  api.options.mockResolvedValue([
    { id: 1, name: 'Ann' },
    { id: 2, name: 'Bob' },
  ]);
});

describe('OrderDrawer: reassigning an order (staff)', () => {
  it('picks another expert and a reason, sends them at the version shown, and shows the history line', async () => {
    useSession.setState({ permissions: { [P.orderReassign.name]: true } });
    api.detail.mockResolvedValueOnce(order('waitingConfirmation')).mockResolvedValue(order('waitingAcceptance', 2));
    api.reassign.mockResolvedValue({ ...order('waitingAcceptance', 2).order });
    const onChanged = renderDrawer();
    expect(await screen.findByText(/Reassigned · Waiting/)).toBeInTheDocument();
    await userEvent.click(await screen.findByTestId('order-reassign'));
    // the dialog may mount a tick after the click under load
    expect(await screen.findByRole('button', { name: 'Confirm' })).toBeDisabled();
    const ok = () => screen.getByRole('button', { name: 'Confirm' });
    await userEvent.click(screen.getByRole('combobox'));
    // the current expert is not offered
    await userEvent.click(await screen.findByTitle('Bob'));
    expect(screen.queryByTitle('Ann')).toBeNull();
    expect(ok()).toBeDisabled();
    await userEvent.type(screen.getByTestId('order-reassign-reason'), 'on leave');
    await userEvent.click(ok());
    await waitFor(() => expect(api.reassign).toHaveBeenCalledWith({ id: 7, version: 3, expertId: 2, reason: 'on leave' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(await screen.findByText('The order was given to Bob')).toBeInTheDocument();
  });

  it('offers no reassignment without the permission', async () => {
    useSession.setState({ permissions: {} });
    api.detail.mockResolvedValue(order('waitingAcceptance'));
    renderDrawer();
    await screen.findByTestId('order-steps');
    expect(screen.queryByTestId('order-reassign')).toBeNull();
  });

  it('offers none for an order in service, even with the permission', async () => {
    useSession.setState({ permissions: { [P.orderReassign.name]: true } });
    api.detail.mockResolvedValue(order('inService'));
    renderDrawer();
    await screen.findByTestId('order-steps');
    expect(screen.queryByTestId('order-reassign')).toBeNull();
  });
});
