import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { useSession } from '../../../shared/session/session-store';
import OrderListPage from './order-list-page';

// antd measures its fields; jsdom has no ResizeObserver
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const api = vi.hoisted(() => ({ page: vi.fn(), options: vi.fn() }));
vi.mock('../api/expert-calls', () => ({ getOrderPage: api.page, getExpertOptions: api.options }));
// the drawer itself is tested on its own: here, which order it is asked to open
vi.mock('../components/order-drawer', () => ({
  OrderDrawer: ({ orderId }: { orderId: number | null }) => <div data-testid="drawer">{orderId ?? 'closed'}</div>,
}));

function Where() {
  const l = useLocation();
  return <div data-testid="where">{`${l.pathname}${l.search}`}</div>;
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <App>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route
                path="/remoteDiagnosis/order"
                element={
                  <>
                    <OrderListPage />
                    <Where />
                  </>
                }
              />
            </Routes>
          </MemoryRouter>
        </App>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useSession.setState({ permissions: {} });
  api.page.mockReset().mockResolvedValue({ records: [], total: 0, size: 10, current: 1, pages: 0 });
  api.options.mockReset().mockResolvedValue([]);
});

describe('OrderListPage: a bell notice links to one order', () => {
  it('opens the order named by ?id= and forgets the parameter (so the same link can open it again)', async () => {
    renderAt('/remoteDiagnosis/order?id=42');
    await waitFor(() => expect(screen.getByTestId('drawer')).toHaveTextContent('42'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/remoteDiagnosis\/order$/));
    expect(screen.getByTestId('drawer')).toHaveTextContent('42');
  });

  it('opens nothing without a valid id', async () => {
    renderAt('/remoteDiagnosis/order?id=abc');
    await waitFor(() => expect(api.page).toHaveBeenCalled());
    expect(screen.getByTestId('drawer')).toHaveTextContent('closed');
  });
});
