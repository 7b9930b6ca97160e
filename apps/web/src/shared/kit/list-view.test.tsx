import type { TPage } from '@diagops/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { createRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { KitListPage } from './list-page';
import { type KitColumn, type ListActions, searchToFilters } from './list-view';

type Row = { id: number; code: string; status: string; createTime: string | null };

// jsdom has no ResizeObserver; antd's table layout only needs it to exist
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const columns: KitColumn<Row>[] = [
  { title: 'Code', dataIndex: 'code', width: 120 },
  { title: 'Status', dataIndex: 'status', width: 100, valueEnum: { on: { text: 'Enabled' }, off: { text: 'Disabled' } } },
  { title: 'Created', dataIndex: 'createTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'createTime' },
  { title: 'Message', dataIndex: 'messageId', width: 90, valueType: 'digit', initialValue: 7, hideInTable: true },
];
const rows: Row[] = [
  { id: 1, code: 'A', status: 'on', createTime: '2026-11-24T08:09:10' },
  { id: 2, code: 'B', status: 'off', createTime: null },
];

function renderList(fetch: (q: Record<string, unknown>) => Promise<TPage<Row>>, extra: Partial<Parameters<typeof KitListPage<Row>>[0]> = {}) {
  render(
    <I18nextProvider i18n={i18n}>
      <App>
        <KitListPage<Row> id="kit-test" rowKey="id" columns={columns} fetch={fetch} {...extra} />
      </App>
    </I18nextProvider>,
  );
}

const page = (records: Row[], total = records.length) => ({ records, total, current: 1, size: 10 });

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('en-US');
});

describe('searchToFilters', () => {
  it('leaves empty values out, writes date ranges as text and applies a column transform', () => {
    const cols: KitColumn<Row>[] = [
      { title: 'Code', dataIndex: 'code', width: 1 },
      { title: 'Hidden', dataIndex: 'x', width: 1, search: false },
      {
        title: 'When',
        dataIndex: 'range',
        width: 1,
        valueType: 'dateRange',
        search: { transform: (v: [string, string]) => ({ from: v[0], to: v[1] }) },
      },
    ];
    expect(searchToFilters(cols, { code: '', x: 'y', range: [new Date(2026, 10, 1, 5), new Date(2026, 10, 3)] })).toEqual({
      from: '2026-11-01',
      to: '2026-11-03',
    });
  });
});

describe('KitListPage', () => {
  it('asks with the initial values, shows values as ProTable did and searches with Query and Reset', { timeout: 60_000 }, async () => {
    const fetch = vi.fn(async (_q: Record<string, unknown>) => page(rows));
    renderList(fetch);
    expect(await screen.findByText('2026-11-24 08:09:10', {}, { timeout: 20_000 })).toBeTruthy();
    expect(fetch).toHaveBeenLastCalledWith({ current: 1, size: 10, messageId: 7 });
    const list = screen.getByTestId('kit-list');
    expect(within(list).getByText('Enabled')).toBeTruthy();
    expect(within(list).getAllByText('-').length).toBeGreaterThan(0);
    const search = screen.getByTestId('kit-search');
    expect(within(search).getByRole('button', { name: 'Reset' })).toBeTruthy();
    await userEvent.type(within(search).getByLabelText('Code'), 'A1{Enter}');
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ current: 1, size: 10, messageId: 7, code: 'A1' }));
    await userEvent.click(within(search).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ current: 1, size: 10, messageId: 7 }));
    expect(screen.getByTestId('kit-toolbar')).toBeTruthy();
  });

  it('labels its buttons in Chinese', { timeout: 60_000 }, async () => {
    await i18n.changeLanguage('zh-CN');
    renderList(async () => page(rows));
    const search = await screen.findByTestId('kit-search', {}, { timeout: 20_000 });
    expect(within(search).getByRole('button', { name: /查\s*询/ })).toBeTruthy();
    expect(within(search).getByRole('button', { name: /重\s*置/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: '刷新' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '列设置' })).toBeTruthy();
  });

  it('reloads through its actions, sorts on the server and asks the next page by keyset', { timeout: 60_000 }, async () => {
    const many = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, code: `C${i}`, status: 'on', createTime: null }));
    const fetch = vi.fn(async (_q: Record<string, unknown>) => page(many, 25));
    const ref = createRef<ListActions | undefined>() as React.RefObject<ListActions | undefined>;
    renderList(fetch, { keyset: true, actionRef: ref });
    await screen.findByText('C9', {}, { timeout: 20_000 });
    const calls = fetch.mock.calls.length;
    ref.current!.reload();
    await waitFor(() => expect(fetch.mock.calls.length).toBe(calls + 1));
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith(expect.objectContaining({ current: 2, after: 10 })));
    ref.current!.reloadAndRest();
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith(expect.objectContaining({ current: 1 })));
    fireEvent.click(screen.getAllByText('Created')[0]!);
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith(expect.objectContaining({ sort: { field: 'createTime', order: 'asc' } })));
  });

  it('hides a column from the settings and remembers it per user', { timeout: 60_000 }, async () => {
    renderList(async () => page(rows));
    await screen.findByText('A', {}, { timeout: 20_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Column settings' }));
    const settings = await screen.findByTestId('kit-column-settings');
    await userEvent.click(within(settings).getByRole('checkbox', { name: 'Status' }));
    await waitFor(() => expect(screen.queryByText('Enabled')).toBeNull());
    expect(JSON.parse(localStorage.getItem('kit-columns:0:kit-test')!).status).toEqual({ show: false, order: 1 });
    await userEvent.click(within(settings).getByRole('button', { name: 'Move Created up' }));
    const saved = JSON.parse(localStorage.getItem('kit-columns:0:kit-test')!);
    expect([saved.createTime.order, saved.status.order]).toEqual([1, 2]);
    // density: the menu of the toolbar's button
    await userEvent.click(screen.getByRole('button', { name: 'Density' }));
    await userEvent.click(await screen.findByText('Compact'));
    await waitFor(() => expect(screen.getByTestId('kit-list').querySelector('[data-size="small"]')).not.toBeNull());
  });

  it('shows the selection with its batch actions until they clear it', { timeout: 60_000 }, async () => {
    renderList(async () => page(rows), {
      batch: ({ keys, clear }) => (
        <button type="button" onClick={clear}>
          clear {keys.join(',')}
        </button>
      ),
    });
    await screen.findByText('A', {}, { timeout: 20_000 });
    const boxes = screen.getAllByRole('checkbox');
    await userEvent.click(boxes[1]!);
    expect(await screen.findByText('1 selected')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'clear 1' }));
    await waitFor(() => expect(screen.queryByText('1 selected')).toBeNull());
  });
});
