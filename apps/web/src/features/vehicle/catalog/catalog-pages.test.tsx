import { BATTERY_STANDARD_PERMISSION as BS, OBD_CODE_PERMISSION as O } from '@diagops/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { useSession } from '../../../shared/session/session-store';
import { BatteryPage } from './catalog-pages';
import { DescriptionsGrid } from './descriptions-grid';
import { ObdCodePage } from './obd-code-page';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const api = vi.hoisted(() => ({ page: vi.fn(), get: vi.fn() }));
vi.mock('../../../shared/kit/kit-api', async (original) => ({ ...(await original<object>()), fetchPage: api.page, getJson: api.get }));

const code = {
  id: 7,
  version: 1,
  code: 'P1A48',
  kind: 'oem',
  brandId: 3,
  brandName: 'Toyota',
  description: 'Hybrid battery',
  descriptions: [
    { lang: 'zh-CN', text: '混合动力电池' },
    { lang: 'en-US', text: 'Hybrid battery' },
  ],
  remark: null,
  allowedActions: [],
  createTime: '2026-11-28T00:00:00.000Z',
  updateTime: '2026-11-28T00:00:00.000Z',
};

function renderAt(path: string, routes: string[], element: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <App>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              {routes.map((p) => (
                <Route key={p} path={p} element={element} />
              ))}
            </Routes>
          </MemoryRouter>
        </App>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  api.page.mockReset().mockResolvedValue({ records: [code], total: 1, current: 1, size: 20 });
  api.get.mockReset().mockImplementation(async (url: string, params?: Record<string, unknown>) => {
    if (url.endsWith('/catalog/items')) return [{ value: 3, label: 'Toyota' }];
    if (url.endsWith('/battery/standards')) return [];
    if (url.endsWith('/obdCode/describe'))
      return {
        code: params?.code,
        kind: 'oem',
        brandId: null,
        source: 'none',
        lang: 'en-US',
        textLang: null,
        description: null,
        note: 'No description for this make',
      };
    return code;
  });
  useSession.setState({ permissions: Object.fromEntries([...Object.values(O), ...Object.values(BS)].map((n) => [n, true as const])) });
});

describe('OBD codes', () => {
  it('edits a code at /simple/obdCode/update/{id} with its descriptions grid, a row a language', async () => {
    renderAt('/simple/obdCode/update/7', ['/simple/obdCode/index', '/simple/obdCode/update/:id'], <ObdCodePage />);
    await waitFor(() => expect(api.get).toHaveBeenCalledWith(expect.stringMatching(/\/obdCode\/detail\/7$/)));
    expect(await screen.findByDisplayValue('混合动力电池')).toBeTruthy();
    expect(screen.getByDisplayValue('Hybrid battery')).toBeTruthy();
  });

  it('looks a description up and says where it came from (an OEM code: none, never the generic one)', async () => {
    const user = userEvent.setup();
    await i18n.changeLanguage('en-US');
    renderAt('/simple/obdCode/index', ['/simple/obdCode/index'], <ObdCodePage />);
    await user.type(screen.getByTestId('obd-describe-code'), 'P1300');
    await user.click(screen.getByTestId('obd-describe-run'));
    const answer = await screen.findByTestId('obd-describe-answer');
    expect(answer.textContent).toContain('No description');
    expect(answer.textContent).toContain('No description for this make');
  });

  it('keeps one row at least in the descriptions grid', async () => {
    const onChange = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <DescriptionsGrid value={[{ lang: 'zh-CN', text: 'x' }]} onChange={onChange} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('button', { name: i18n.t('vehicleCatalog.removeRow') }).hasAttribute('disabled')).toBe(true);
    await userEvent.setup().click(screen.getByRole('button', { name: new RegExp(i18n.t('vehicleCatalog.addLanguage')) }));
    expect(onChange).toHaveBeenCalledWith([
      { lang: 'zh-CN', text: 'x' },
      { lang: 'zh-TW', text: '' },
    ]);
  });
});

describe('batteries and standards', () => {
  it('opens /standard/add on the standards tab of the battery page', async () => {
    renderAt('/standard/add', ['/simple/battery', '/standard/add'], <BatteryPage />);
    await waitFor(() => expect(screen.getByRole('tab', { name: i18n.t('vehicleCatalog.tabs.standards') }).getAttribute('aria-selected')).toBe('true'));
    await waitFor(() => expect(api.page).toHaveBeenCalledWith(expect.stringMatching(/\/standard\/page$/), expect.anything()));
    expect((await screen.findAllByText('新增电池标准')).length).toBeGreaterThan(0);
  });
});
