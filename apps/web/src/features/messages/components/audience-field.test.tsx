import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Form } from 'antd';
import type { AxiosRequestConfig } from 'axios';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';

// jsdom has no ResizeObserver; antd's Select only needs it to exist
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const calls: AxiosRequestConfig[] = [];
const request = vi.fn(async (config: AxiosRequestConfig) => {
  calls.push(config);
  if (config.url?.endsWith('/audience/count')) return { code: 2000, data: { count: 2 } };
  return { code: 2000, data: null };
});
vi.mock('../../../shared/http/client', async (orig) => ({ ...(await orig<object>()), request: (c: AxiosRequestConfig) => request(c) }));

const { AudienceField } = await import('./audience-field');

function renderField(conditions: Array<Record<string, string>>) {
  render(
    <I18nextProvider i18n={i18n}>
      <App>
        <Form initialValues={{ audience: { mode: 'group', conditions, idsText: '' } }}>
          <AudienceField disabled={false} />
        </Form>
      </App>
    </I18nextProvider>,
  );
}
/** the machine is shared: wait longer than the default second */
const W = { timeout: 10_000 };
/** the options of the open select's list */
const optionsShown = () => [...document.querySelectorAll('[role="listbox"] [role="option"]')].map((o) => o.textContent);

beforeEach(async () => {
  calls.length = 0;
  document.body.innerHTML = '';
  await i18n.changeLanguage('en-US');
});

describe('audience editor: software expiry time (MSG-18)', () => {
  it('offers the field in both languages, only "at least" / "at most" for it, and counts with the condition', { timeout: 30_000 }, async () => {
    renderField([{ field: 'softwareExpiryTime' }]);
    expect(await screen.findByText('Software expiry time', {}, W)).toBeTruthy();
    // the value field (and its help text) renders after the field name, once the condition row has its type
    expect(await screen.findByText(/A GMT date \(the whole day\)/, {}, W)).toBeTruthy();
    await userEvent.click(within(screen.getByTestId('msg-cond-op-0')).getByRole('combobox'));
    await waitFor(() => expect(optionsShown()).toEqual(['at least', 'at most']), W);
    await userEvent.click(screen.getByRole('option', { name: 'at most' }));
    await userEvent.type(screen.getByTestId('msg-cond-value-0'), '2026-12-31');
    await userEvent.click(screen.getByTestId('msg-audience-count'));
    await waitFor(() => expect(screen.getByTestId('msg-audience-matches').textContent).toBe('2 customers match'), W);
    expect(calls.at(-1)?.data).toEqual({ audience: { mode: 'group', conditions: [{ field: 'softwareExpiryTime', operator: 'atMost', value: '2026-12-31' }] } });
  });

  it('clears an operator the newly chosen field cannot take', { timeout: 30_000 }, async () => {
    renderField([{ field: 'productId', operator: 'contains', value: '3' }]);
    expect(await screen.findByText('contains', {}, W)).toBeTruthy();
    await userEvent.click(within(screen.getByTestId('msg-cond-field-0')).getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: 'Software expiry time' }, W));
    await waitFor(() => expect(screen.queryByText('contains')).toBeNull(), W);
    await userEvent.click(within(screen.getByTestId('msg-cond-op-0')).getByRole('combobox'));
    await waitFor(() => expect(optionsShown()).toEqual(['at least', 'at most']), W);
  });

  it('has its label in Chinese', { timeout: 30_000 }, async () => {
    await i18n.changeLanguage('zh-CN');
    renderField([{ field: 'softwareExpiryTime', operator: 'atLeast', value: '2027-01-01' }]);
    expect(await screen.findByText('软件到期时间', {}, W)).toBeTruthy();
    expect(screen.getByText('至少')).toBeTruthy();
  });
});
