import type { TExpert } from '@diagops/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { useSession } from '../../../shared/session/session-store';
import ExpertDetailPage from './expert-detail-page';

// antd measures its fields; jsdom has no ResizeObserver
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const api = vi.hoisted(() => ({ mine: vi.fn(), byId: vi.fn(), updateMine: vi.fn(), update: vi.fn() }));
vi.mock('../api/expert-calls', () => ({
  getMyExpert: api.mine,
  getExpert: api.byId,
  updateMyExpert: api.updateMine,
  updateExpert: api.update,
  addExpert: vi.fn(),
}));
vi.mock('../components/order-list', () => ({ OrderList: () => null }));

const me: TExpert = {
  id: 3,
  userId: 30,
  account: 'ann',
  name: 'Ann',
  nickname: null,
  email: 'ann@example.com',
  phone: '13900001111',
  goodBrands: ['BYD'],
  experienceStartYear: 2010,
  experienceYears: 16,
  rating: 0,
  ratingCount: 0,
  ordersCompleted: 0,
  favourites: 0,
  enabled: true,
  remark: 'staff note',
  version: 4,
  createTime: '2026-01-01T00:00:00Z',
};

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <App>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/remoteDiagnosis/detail/index/:id?" element={<ExpertDetailPage />} />
            </Routes>
          </MemoryRouter>
        </App>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  for (const f of Object.values(api)) f.mockReset();
});

describe('ExpertDetailPage: an expert edits its own profile', () => {
  it('opens the own-profile form without the remark and saves through the own-profile call at the version shown', async () => {
    useSession.setState({ permissions: { remote_order_view: true } });
    api.mine.mockResolvedValue(me);
    api.updateMine.mockResolvedValue({ ...me, name: 'Ann Lee', version: 5 });
    renderAt('/remoteDiagnosis/detail/index');
    await userEvent.click(await screen.findByTestId('expert-edit-own'));
    expect(await screen.findByText('Edit my profile', { selector: '[data-dialog-title], .ant-drawer-title' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Remark')).toBeNull();
    const name = screen.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Ann Lee');
    await userEvent.click(screen.getByRole('button', { name: /^(OK|Save|Confirm)$/ }));
    await waitFor(() => expect(api.updateMine).toHaveBeenCalledTimes(1));
    const body = api.updateMine.mock.calls[0]![0];
    expect(body).toMatchObject({ version: 4, name: 'Ann Lee', goodBrands: ['BYD'], email: 'ann@example.com' });
    expect(body).not.toHaveProperty('remark');
    expect(body).not.toHaveProperty('id');
    expect(api.update).not.toHaveBeenCalled();
  });

  it("offers no own-profile edit on another expert's page opened by staff", async () => {
    useSession.setState({ permissions: { remote_expert_view: true } });
    api.byId.mockResolvedValue({ ...me, id: 9 });
    renderAt('/remoteDiagnosis/detail/index/9');
    expect(await screen.findByTestId('expert-detail-title')).toHaveTextContent('Ann');
    expect(screen.queryByTestId('expert-edit-own')).toBeNull();
    expect(api.mine).not.toHaveBeenCalled();
  });
});
