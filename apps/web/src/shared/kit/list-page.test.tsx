import type { TPage } from '@diagops/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { KitListPage } from './list-page';

type Row = { id: number; code: string };

// jsdom has no ResizeObserver; antd's table layout only needs it to exist
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

function renderList(fetch: (q: Record<string, unknown>) => Promise<TPage<Row>>) {
  render(
    <I18nextProvider i18n={i18n}>
      <App>
        <KitListPage<Row> id="test" rowKey="id" columns={[{ title: 'Code', dataIndex: 'code', width: 120, search: false }]} fetch={fetch} />
      </App>
    </I18nextProvider>,
  );
}

describe('KitListPage totals', () => {
  for (const [lang, about, exact] of [
    ['en-US', 'about 1.2 million in all', 'Exact count'],
    ['zh-CN', '约 120 万 条', '精确计数'],
  ] as const) {
    it(`shows an estimated total as "${about}" and asks for the exact count on demand (${lang})`, async () => {
      await i18n.changeLanguage(lang);
      const fetch = vi.fn(async (q: Record<string, unknown>) =>
        q.exactTotal
          ? { records: [{ id: 1, code: 'A' }], total: 1_234_567, totalEstimated: false, current: 1, size: 10 }
          : { records: [{ id: 1, code: 'A' }], total: 1_234_567, totalEstimated: true, current: 1, size: 10 },
      );
      renderList(fetch);
      expect(await screen.findByText(about, {}, { timeout: 30_000 })).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: exact }));
      await waitFor(() => expect(fetch).toHaveBeenLastCalledWith(expect.objectContaining({ exactTotal: true })), { timeout: 30_000 });
      expect(await screen.findByText(i18n.t('kit.total', { total: 1_234_567 }), {}, { timeout: 30_000 })).toBeTruthy();
    }, 240_000);
  }
});

describe('KitListPage search', () => {
  it('searches on Enter while the list is still loading (the newer query wins)', async () => {
    await i18n.changeLanguage('en-US');
    const fetch = vi.fn((q: Record<string, unknown>) =>
      q.code ? Promise.resolve({ records: [{ id: 2, code: String(q.code) }], total: 1, current: 1, size: 10 }) : new Promise<TPage<Row>>(() => {}),
    );
    render(
      <I18nextProvider i18n={i18n}>
        <App>
          <KitListPage<Row> id="search" rowKey="id" columns={[{ title: 'Code', dataIndex: 'code', width: 120 }]} fetch={fetch} />
        </App>
      </I18nextProvider>,
    );
    // the first page never answers: the list stays loading while a person types and presses Enter
    await userEvent.type(await screen.findByLabelText('Code'), 'B7{Enter}');
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith(expect.objectContaining({ code: 'B7' })), { timeout: 30_000 });
    expect(await screen.findByText('B7', { selector: 'td *, td' }, { timeout: 30_000 })).toBeTruthy();
  }, 120_000);
});
