import { FIRST_LEG_PERMISSIONS as P, type TFirstLegDetail } from '@diagops/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { useSession } from '../../../shared/session/session-store';
import { FirstLegDrawer } from './first-leg-drawer';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const api = vi.hoisted(() => ({ getFirstLeg: vi.fn() }));
vi.mock('./first-leg-calls', () => ({ getFirstLeg: api.getFirstLeg, departLeg: vi.fn(), arriveLeg: vi.fn(), deleteFirstLeg: vi.fn() }));

const leg = (seq: number, extra: Partial<TFirstLegDetail['legs'][number]>) => ({
  id: seq,
  seq,
  fromPlace: `P${seq}`,
  toPlace: `P${seq + 1}`,
  mode: 'sea' as const,
  carrier: null,
  trackingNo: `TRK-${seq}`,
  departedAt: null,
  eta: '2026-03-03T08:00:00Z',
  arrivedAt: null,
  late: false,
  ...extra,
});
const transport: TFirstLegDetail = {
  id: 3,
  no: 'FL2026030200003',
  transferPlanId: null,
  transferPlanNo: null,
  destinationWarehouseId: 2,
  destinationWarehouseName: 'US warehouse',
  remark: null,
  status: 'inTransit',
  legCount: 3,
  currentLegSeq: 2,
  eta: '2026-03-23T08:00:00Z',
  late: true,
  creatorName: 'li',
  createTime: '2026-03-02T08:00:00Z',
  updateTime: '2026-03-02T08:00:00Z',
  version: 4,
  allowedActions: ['edit', 'track'],
  legs: [
    leg(1, { departedAt: '2026-03-02T08:00:00Z', arrivedAt: '2026-03-03T07:00:00Z' }),
    leg(2, { departedAt: '2026-03-04T08:00:00Z', late: true }),
    leg(3, { eta: '2026-03-23T08:00:00Z' }),
  ],
};

beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  api.getFirstLeg.mockReset().mockResolvedValue(transport);
  useSession.setState({ permissions: { [P.view.name]: true, [P.track.name]: true } });
});

describe('the first-leg drawer', () => {
  it('lists the chain in order, the current leg marked and late, the next action per leg (zh-CN)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <App>
            <FirstLegDrawer id={3} onClose={() => undefined} onEdit={() => undefined} onChanged={() => undefined} />
          </App>
        </I18nextProvider>
      </QueryClientProvider>,
    );
    const chain = await screen.findByTestId('first-leg-chain');
    const items = within(chain).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('strong')?.textContent)).toEqual(['1. P1 → P2', '2. P2 → P3', '3. P3 → P4']);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(within(items[1]!).getByText('当前运输段')).toBeInTheDocument();
    expect(within(items[1]!).getByText('已延误')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(within(items[1]!).getByRole('button', { name: /到\s*达/ })).toBeInTheDocument();
    expect(within(items[2]!).getByRole('button', { name: /发\s*运/ })).toBeInTheDocument();
    expect(within(screen.getByTestId('first-leg-head')).getByText('运输中')).toBeInTheDocument();
  });
});
