import type { TImAgent } from '@diagops/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { useSession } from '../../../shared/session/session-store';
import AgentFormPage from './agent-form-page';
import AgentListPage from './agent-list-page';

// antd measures its fields; jsdom has no ResizeObserver
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const api = vi.hoisted(() => ({ get: vi.fn(), save: vi.fn(), update: vi.fn(), staff: vi.fn(), page: vi.fn(), del: vi.fn() }));
vi.mock('../api/chat-calls', () => ({
  getAgent: api.get,
  saveAgent: api.save,
  updateAgent: api.update,
  staffOptions: api.staff,
  getAgentPage: api.page,
  deleteAgent: api.del,
}));
vi.mock('../../products', () => ({ useProductOptions: () => ({ data: [] }) }));

const agent: TImAgent = {
  id: 5,
  userId: 9,
  username: 'li',
  nickname: 'Li',
  productIds: [],
  languages: ['zh-CN'],
  capacity: 5,
  workStart: '09:00',
  workEnd: '18:00',
  timeZone: 'Asia/Shanghai',
  inHours: true,
  status: 1,
  enabled: true,
  activeSessions: 0,
  updatedAt: '2026-11-24T02:00:00Z',
};

function renderAt(path: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18n}>
        <App>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/customerServiceManagement/customerSetting/list" element={<AgentListPage />} />
              <Route path="/customerServiceManagement/customerSetting/edit/:id" element={<AgentFormPage />} />
            </Routes>
          </MemoryRouter>
        </App>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  for (const f of Object.values(api)) f.mockReset();
  api.get.mockResolvedValue(agent);
  api.update.mockResolvedValue(agent);
  api.page.mockResolvedValue({ records: [agent], total: 1, current: 1, size: 10 });
  useSession.setState({ permissions: { cs_agent_edit: true, cs_agent_view: true } });
});

describe("agents: the working hours' time zone", () => {
  it('the edit form shows the saved zone and sends the one chosen through the search', async () => {
    renderAt('/customerServiceManagement/customerSetting/edit/5');
    const field = await screen.findByTestId('agent-time-zone');
    expect(within(document.body).getByText('Time zone')).toBeInTheDocument();
    expect(await screen.findByTitle('Asia/Shanghai')).toBeInTheDocument();
    await userEvent.click(field);
    fireEvent.change(within(field).getByRole('combobox'), { target: { value: 'Tokyo' } });
    await userEvent.click(await screen.findByRole('option', { name: 'Asia/Tokyo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.update).toHaveBeenCalledWith(expect.objectContaining({ id: 5, timeZone: 'Asia/Tokyo', workStart: '09:00' })));
  }, 40_000);

  it('the list shows the hours with the zone and whether it is within them now, in Chinese too', async () => {
    await i18n.changeLanguage('zh-CN');
    renderAt('/customerServiceManagement/customerSetting/list');
    expect(await screen.findByTestId('agent-tz')).toHaveTextContent('Asia/Shanghai');
    expect(screen.getByText('工作时间内')).toBeInTheDocument();
  });
});
