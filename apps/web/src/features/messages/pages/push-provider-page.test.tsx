import { MESSAGE_PERMISSIONS as P, type TPushProvider } from '@diagops/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import type { AxiosRequestConfig } from 'axios';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { useSession } from '../../../shared/session/session-store';

// jsdom has no ResizeObserver; antd's table layout only needs it to exist
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const gateway: TPushProvider = {
  id: 5,
  name: 'Gateway',
  kind: 'http',
  endpoint: 'https://gw.example.test/push',
  hasSecret: true,
  enabled: true,
  isDefault: true,
  version: 3,
  createTime: '2026-11-24T00:00:00.000Z',
};
const calls: AxiosRequestConfig[] = [];
const request = vi.fn(async (config: AxiosRequestConfig) => {
  calls.push(config);
  if (config.url?.endsWith('/push/provider/page')) return { code: 2000, data: { records: [gateway], total: 1, current: 1, size: 10 } };
  return { code: 2000, data: null };
});
vi.mock('../../../shared/http/client', async (orig) => ({ ...(await orig<object>()), request: (c: AxiosRequestConfig) => request(c) }));

const { default: PushProviderPage } = await import('./push-provider-page');
const { providerRequest } = await import('../api/message-calls');

const sent = (path: string) => calls.filter((c) => c.url?.endsWith(path)).map((c) => c.data);

function renderPage() {
  render(
    <I18nextProvider i18n={i18n}>
      <App>
        <PushProviderPage />
      </App>
    </I18nextProvider>,
  );
}

beforeEach(async () => {
  calls.length = 0;
  await i18n.changeLanguage('en-US');
  useSession.setState({ permissions: { [P.pushProviderManage.name]: true } });
});

describe('push provider form', () => {
  it('sends no endpoint or token for Web Push (keys are generated), and leaves an empty token out so an edit keeps it', () => {
    expect(providerRequest({ name: 'B', kind: 'webpush', endpoint: 'x', token: 'y', isDefault: true })).toEqual({
      name: 'B',
      kind: 'webpush',
      endpoint: null,
      isDefault: true,
      enabled: true,
    });
    expect(providerRequest({ name: 'G', kind: 'http', endpoint: 'https://g', token: '', enabled: false })).toEqual({
      name: 'G',
      kind: 'http',
      endpoint: 'https://g',
      isDefault: false,
      enabled: false,
    });
    expect(providerRequest({ name: 'G', kind: 'http', endpoint: 'https://g', token: 't' }).token).toBe('t');
  });

  it('edits a provider at the version shown; the stored token is not shown and stays when the field is left empty', { timeout: 30_000 }, async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByText('Edit push provider')).toBeTruthy();
    const token = within(dialog).getByPlaceholderText('Stored — leave empty to keep it') as HTMLInputElement;
    expect(token.value).toBe('');
    const name = within(dialog).getByDisplayValue('Gateway') as HTMLInputElement;
    await userEvent.clear(name);
    await userEvent.type(name, 'Gateway 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent('/push/provider/update')).toHaveLength(1), { timeout: 10_000 });
    expect(sent('/push/provider/update')[0]).toEqual({
      id: 5,
      version: 3,
      name: 'Gateway 2',
      kind: 'http',
      endpoint: 'https://gw.example.test/push',
      isDefault: true,
      enabled: true,
    });
  });

  it('deletes only after a confirmation, at the version shown', { timeout: 30_000 }, async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 10_000 }));
    const confirm = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(confirm.textContent).toContain('Gateway');
    expect(sent('/push/provider/delete')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent('/push/provider/delete')).toEqual([{ id: 5, version: 3 }]), { timeout: 10_000 });
  });
});
