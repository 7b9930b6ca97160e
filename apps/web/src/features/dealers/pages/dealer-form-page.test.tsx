import { DEALER_PERMISSIONS as P, SYSTEM_PERMISSIONS } from '@diagops/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { useSession } from '../../../shared/session/session-store';
import DealerFormPage from './dealer-form-page';

// antd's selects measure themselves; jsdom has no ResizeObserver
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const api = vi.hoisted(() => ({ getDealer: vi.fn(), deptTree: vi.fn() }));
vi.mock('../api/dealer-calls', () => ({
  addDealer: vi.fn(),
  updateDealer: vi.fn(),
  getDealer: api.getDealer,
  getAreaTree: vi.fn().mockResolvedValue([]),
  getSkuOptions: vi.fn().mockResolvedValue([]),
  getDealerOptions: vi.fn().mockResolvedValue([{ id: 5, code: 'D01001', name: 'My shop', level: 1, status: 'enabled' }]),
}));
vi.mock('../../depts', () => ({
  useDeptTree: (enabled = true) => {
    api.deptTree(enabled);
    return { data: enabled ? [{ deptId: 1, name: 'Head office', children: [] }] : undefined };
  },
  deptOptions: (nodes: Array<{ deptId: number; name: string }>) => nodes.map((n) => ({ value: n.deptId, title: n.name })),
}));

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <App>
          <MemoryRouter>
            <DealerFormPage />
          </MemoryRouter>
        </App>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  api.getDealer.mockReset();
  api.deptTree.mockReset();
});

describe('the dealer add form', () => {
  it("for a dealer account: a parent of its branch is required, and the service team is the parent's", async () => {
    useSession.setState({ permissions: { [P.dealerAdd.name]: true, [P.dealerView.name]: true } });
    api.getDealer.mockResolvedValue({ id: 5, serviceTeamId: 9, serviceTeamName: 'Team East' });
    renderForm();
    expect(await screen.findByText('Your own dealer or one below it; the new dealer joins your branch')).toBeInTheDocument();
    // it cannot read the department tree: never asked for
    expect(api.deptTree).toHaveBeenCalledWith(false);
    expect(document.querySelector('label[for="parentId"]')).toHaveClass('ant-form-item-required');
    await userEvent.click(document.querySelector('#parentId')!);
    await userEvent.click(await screen.findByTitle('D01001 My shop'));
    await waitFor(() => expect(api.getDealer).toHaveBeenCalledWith(5));
    await waitFor(() => expect(screen.getByTestId('dealer-team').textContent).toContain('Team East'));
  });

  it('for staff who see every dealer: no parent needed, the department tree offers the teams', async () => {
    useSession.setState({ permissions: { [P.dealerAdd.name]: true, [P.dealerAll.name]: true, [SYSTEM_PERMISSIONS.deptView.name]: true } });
    renderForm();
    expect(await screen.findByText('Empty for a first-level dealer')).toBeInTheDocument();
    expect(api.deptTree).toHaveBeenCalledWith(true);
    expect(document.querySelector('label[for="parentId"]')).not.toHaveClass('ant-form-item-required');
    expect(api.getDealer).not.toHaveBeenCalled();
  });
});
