import type { TCustomer } from '@diagops/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { useSession } from '../../../shared/session/session-store';
import CustomerListPage from './customer-list-page';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const api = vi.hoisted(() => ({ page: vi.fn() }));
vi.mock('../api/customer-calls', () => ({
  CUSTOMER_SERVICE: 'user',
  customerUrls: { exportExcel: '/lenkor-user/customer/exportExcel' },
  getCustomerPage: api.page,
  useLabelOptions: () => [],
}));

const customer = { id: 7, account: 'owner@example.com', labels: [], boundSnCount: 3, classification: 'normal', status: 'normal' } as unknown as TCustomer;

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useSession.setState({ permissions: {} });
  api.page.mockReset().mockResolvedValue({ records: [customer], total: 1, size: 10, current: 1 });
});

describe('customer list: bound SN count (USER-10)', { timeout: 40_000 }, () => {
  it('shows the count and sorts by it on the server', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <App>
            <MemoryRouter>
              <CustomerListPage />
            </MemoryRouter>
          </App>
        </I18nextProvider>
      </QueryClientProvider>,
    );
    expect((await screen.findByTestId('bound-sn-count')).textContent).toBe('3');
    const header = screen.getAllByRole('columnheader').find((h) => h.textContent?.includes('Bound SNs'))!;
    await userEvent.click(within(header).getByText('Bound SNs'));
    await waitFor(() => expect(api.page).toHaveBeenLastCalledWith(expect.objectContaining({ sort: expect.objectContaining({ field: 'boundSnCount' }) })));
  });
});
