import { SN_COMMON_PERMISSION as P, PACKAGING_PERMISSION, PACKING_PERMISSION } from '@diagops/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { useSession } from '../../../shared/session/session-store';
import { SnCommonPage, SnPackagePage } from './legacy-pages';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const api = vi.hoisted(() => ({ page: vi.fn(), get: vi.fn() }));
vi.mock('../../../shared/kit/kit-api', async (original) => ({ ...(await original<object>()), fetchPage: api.page, getJson: api.get }));

const row = {
  id: 7,
  version: 2,
  name: 'Config A',
  productModel: 'X431',
  softwarePackageNo: 'SW-1',
  functionPackageNo: null,
  remark: null,
  status: 'new',
  allowedActions: ['confirm', 'disable'],
  createTime: '2026-11-28T00:00:00.000Z',
  updateTime: '2026-11-28T00:00:00.000Z',
};

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}
function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <App>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              {['/sn/commonSn/list', '/sn/addCommon', '/sn/editCommon/:id', '/sn/detailCommon/:id'].map((p) => (
                <Route key={p} path={p} element={<SnCommonPage />} />
              ))}
            </Routes>
            <Where />
          </MemoryRouter>
        </App>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  api.page.mockReset().mockResolvedValue({ records: [row], total: 1, current: 1, size: 20 });
  api.get
    .mockReset()
    .mockImplementation(async (url: string) => (url.endsWith('/productModels') ? [{ value: 'X431', label: 'X431 Scanner' }] : { ...row, history: [] }));
  useSession.setState({ permissions: Object.fromEntries(Object.values(P).map((n) => [n, true as const])) });
});

describe('general SN configs: the forms at the paths the declaration names (screen.formPaths)', () => {
  it('opens the edit form at /sn/editCommon/{id} with the record loaded', async () => {
    renderAt('/sn/editCommon/7');
    await waitFor(() => expect(api.get).toHaveBeenCalledWith(expect.stringMatching(/\/snCommon\/detail\/7$/)));
    expect(await screen.findByDisplayValue('Config A')).toBeTruthy();
    // the product model from the product models' choices, labelled
    expect(api.get).toHaveBeenCalledWith(expect.stringMatching(/\/snCommon\/productModels$/));
    expect((await screen.findAllByText('X431 Scanner')).length).toBeGreaterThan(0);
  });

  it('goes from a row of the list to /sn/editCommon/{id}', async () => {
    const user = userEvent.setup();
    renderAt('/sn/commonSn/list');
    expect(await screen.findByText('Config A')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: i18n.t('kit.edit') }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/sn/editCommon/7'));
  });

  it('goes from the list to /sn/addCommon', async () => {
    const user = userEvent.setup();
    renderAt('/sn/commonSn/list');
    await user.click(await screen.findByTestId('resource-add'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/sn/addCommon'));
  });
});

describe('SN packages', () => {
  it('shows the packing records and, in the other tab, the packaging records', async () => {
    useSession.setState({ permissions: Object.fromEntries([PACKING_PERMISSION.view, PACKAGING_PERMISSION.view].map((n) => [n, true as const])) });
    const client = new QueryClient();
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <App>
            <MemoryRouter initialEntries={['/sn/snPackage']}>
              <SnPackagePage />
            </MemoryRouter>
          </App>
        </I18nextProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(api.page).toHaveBeenCalledWith(expect.stringMatching(/\/packing\/page$/), expect.anything()));
    await user.click(screen.getByRole('tab', { name: i18n.t('config.legacy.tabs.packaging') }));
    await waitFor(() => expect(api.page).toHaveBeenCalledWith(expect.stringMatching(/\/packaging\/page$/), expect.anything()), { timeout: 10_000 });
    expect(screen.getByRole('tab', { name: i18n.t('config.legacy.tabs.packaging') }).getAttribute('aria-selected')).toBe('true');
  });
});
