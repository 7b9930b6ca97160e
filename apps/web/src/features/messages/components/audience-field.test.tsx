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
  if (config.url?.endsWith('/productModel/page'))
    return {
      code: 2000,
      data: {
        records: [
          { id: 7, code: 'X431-PRO', nameZh: '专业版', nameEn: 'Pro' },
          { id: 9, code: 'X431-MINI', nameZh: '迷你版', nameEn: 'Mini' },
        ],
        total: 2,
        current: 1,
        size: 100,
      },
    };
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

describe('audience editor: product model (MSG-18)', () => {
  it('offers the product-model field with equals / does not equal / contains / does not contain, a model picker, and counts with the model id', {
    timeout: 30_000,
  }, async () => {
    renderField([{}]);
    await userEvent.click(within(await screen.findByTestId('msg-cond-field-0', {}, W)).getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: 'Product model' }, W));
    await userEvent.click(within(screen.getByTestId('msg-cond-op-0')).getByRole('combobox'));
    await waitFor(() => expect(optionsShown()).toEqual(['contains', 'does not contain', 'equals', 'does not equal']), W);
    await userEvent.click(screen.getByRole('option', { name: 'equals' }));
    await userEvent.click(within(await screen.findByTestId('msg-cond-model-0', {}, W)).getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: 'X431-PRO Pro' }, W));
    await userEvent.click(screen.getByTestId('msg-audience-count'));
    await waitFor(() => expect(screen.getByTestId('msg-audience-matches').textContent).toBe('2 customers match'), W);
    expect(calls.at(-1)?.data).toEqual({ audience: { mode: 'group', conditions: [{ field: 'productModel', operator: 'equal', value: '7' }] } });
  });

  it('picks several models for "contains" and names the field in Chinese', { timeout: 30_000 }, async () => {
    await i18n.changeLanguage('zh-CN');
    renderField([{ field: 'productModel', operator: 'contains', value: '7,9' }]);
    expect(await screen.findByText('产品型号', {}, W)).toBeTruthy();
    expect(await screen.findByText('X431-PRO 专业版', {}, W)).toBeTruthy();
    expect(screen.getByText('X431-MINI 迷你版')).toBeTruthy();
  });
});
