import { MESSAGE_PERMISSIONS as P } from '@diagops/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import type { AxiosRequestConfig } from 'axios';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { useSession } from '../../../shared/session/session-store';

const calls: AxiosRequestConfig[] = [];
let stored = { guideImageMaxMb: { station: 5, email: 5, push: 20 }, version: 0 };
const request = vi.fn(async (config: AxiosRequestConfig) => {
  calls.push(config);
  if (config.url?.endsWith('/message/settings/save')) {
    const b = config.data as typeof stored;
    stored = { guideImageMaxMb: b.guideImageMaxMb, version: b.version + 1 };
  }
  return { code: 2000, data: stored };
});
vi.mock('../../../shared/http/client', async (orig) => ({ ...(await orig<object>()), request: (c: AxiosRequestConfig) => request(c) }));

const { MessageSettingsPanel } = await import('../index');

function renderPanel() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18n}>
        <App>
          <MessageSettingsPanel />
        </App>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  calls.length = 0;
  stored = { guideImageMaxMb: { station: 5, email: 5, push: 20 }, version: 0 };
});

describe('message settings (guide-image limits)', () => {
  it('shows the configured limits and saves a change at the version shown', { timeout: 30_000 }, async () => {
    await i18n.changeLanguage('en-US');
    useSession.setState({ permissions: { [P.settingsEdit.name]: true } });
    renderPanel();
    const station = await screen.findByRole('spinbutton', { name: 'In-station guide image limit' }, { timeout: 10_000 });
    expect(station).toHaveValue('5');
    expect(screen.getByRole('spinbutton', { name: 'Push guide image limit' })).toHaveValue('20');
    await userEvent.clear(station);
    await userEvent.type(station, '8');
    await userEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(calls.filter((c) => c.url?.endsWith('/settings/save'))).toHaveLength(1));
    expect(calls.find((c) => c.url?.endsWith('/settings/save'))!.data).toEqual({ guideImageMaxMb: { station: 8, email: 5, push: 20 }, version: 0 });
  });

  it('is read-only in Chinese for someone without the settings permission', { timeout: 30_000 }, async () => {
    await i18n.changeLanguage('zh-CN');
    useSession.setState({ permissions: {} });
    renderPanel();
    const push = await screen.findByRole('spinbutton', { name: '推送引导图上限' }, { timeout: 10_000 });
    expect(push).toBeDisabled();
    expect(screen.getByText('消息设置')).toBeInTheDocument();
    expect(screen.queryByTestId('settings-save')).toBeNull();
  });
});
