import { DEVICE_PERMISSIONS as P, type TCard } from '@diagops/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { useSession } from '../../../shared/session/session-store';
import PointCardListPage from './point-card-list-page';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const api = vi.hoisted(() => ({ page: vi.fn(), run: vi.fn() }));
vi.mock('../api/device-calls', () => ({
  USER_SERVICE: 'user',
  cardExportUrl: '/lenkor-user/pointCard/exportExcel',
  getCardPage: api.page,
  generateCards: vi.fn(),
  runCardAction: api.run,
}));

const card = (id: number, status: TCard['status']): TCard => ({
  id,
  cardNo: `40000000000000${String(id).padStart(2, '0')}`,
  cardType: 275,
  status,
  batchNo: 'B1',
  faceValue: 100,
  customerId: null,
  customerAccount: null,
  expireTime: null,
  remark: null,
  version: 4,
  createTime: '2026-11-28T00:00:00.000Z',
  redeemTime: null,
});
const ALL = [P.cardView.name, P.cardSell.name, P.cardGift.name, P.cardLock.name, P.cardRefund.name];

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <App>
          <MemoryRouter>
            <PointCardListPage />
          </MemoryRouter>
        </App>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}
const grant = (names: string[]) => useSession.setState({ permissions: Object.fromEntries(names.map((n) => [n, true as const])) });

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  grant(ALL);
  api.page
    .mockReset()
    .mockResolvedValue({ records: [card(1, 'shipped'), card(2, 'sold'), card(3, 'locked'), card(4, 'refunded')], total: 4, size: 10, current: 1 });
  api.run.mockReset().mockResolvedValue(card(2, 'refunded'));
});

describe('card list: the steps each card allows (CARD-03)', { timeout: 60_000 }, () => {
  it('offers sell, gift and lock in stock; lock and refund when sold; unlock when locked; nothing when refunded', async () => {
    renderPage();
    await screen.findByTestId('card-sell-1');
    const present = (id: number) => ['sell', 'gift', 'lock', 'unlock', 'refund'].filter((a) => screen.queryByTestId(`card-${a}-${id}`));
    expect(present(1)).toEqual(['sell', 'gift', 'lock']);
    expect(present(2)).toEqual(['lock', 'refund']);
    expect(present(3)).toEqual(['unlock']);
    expect(present(4)).toEqual([]);
  });

  it('hides a step from whoever lacks its permission', async () => {
    grant([P.cardView.name, P.cardSell.name]);
    renderPage();
    await screen.findByTestId('card-sell-1');
    expect(screen.queryByTestId('card-gift-1')).toBeNull();
    expect(screen.queryByTestId('card-refund-2')).toBeNull();
  });

  it('a refund asks for a reason, then a confirmation, then sends the card version; in Chinese too', async () => {
    await i18n.changeLanguage('zh-CN');
    renderPage();
    await userEvent.click(await screen.findByTestId('card-refund-2'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('card-action-hint').textContent).toContain('退款后的卡不能再兑换');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('此项必填')).toBeTruthy();
    expect(api.run).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('原因'), '重复下单');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    const confirm = await screen.findByText(`确定为卡 ${card(2, 'sold').cardNo} 退款？退款后将不能再兑换。`);
    const box = confirm.closest('[data-confirm]') as HTMLElement;
    await userEvent.click(within(box).getByRole('button', { name: /确\s*定|退款|OK/ }));
    await waitFor(() => expect(api.run).toHaveBeenCalledWith('refund', { reason: '重复下单', id: 2, version: 4 }));
    expect(await screen.findByText('已退款', { selector: '.ant-message *, [role="status"] *, [role="alert"] *' })).toBeTruthy();
  });
});
