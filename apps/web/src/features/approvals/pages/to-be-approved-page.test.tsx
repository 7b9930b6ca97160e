import type { TApprovalRequestRow } from '@diagops/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { useSession } from '../../../shared/session/session-store';
import { approve } from '../api/approval-calls';
import ToBeApprovedPage from './to-be-approved-page';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const row: TApprovalRequestRow = {
  id: 7,
  docType: 'shipmentPlan',
  docId: 41,
  docNo: 'SP-41',
  title: 'To dealer A',
  docVersion: 3,
  amount: 1200,
  status: 'applying',
  stepSeq: 1,
  stepNameZh: '采购经理审批',
  stepNameEn: 'Purchasing manager approval',
  submitterId: 5,
  submitterName: 'Wang',
  submittedAt: '2026-11-28T03:00:00.000Z',
  decidedAt: null,
};

vi.mock('../api/approval-calls', () => ({
  getInboxPage: vi.fn(async () => ({ records: [row], total: 1, current: 1, size: 10 })),
  getApproval: vi.fn(),
  approve: vi.fn(async () => ({ id: 7, status: 'passed', stepSeq: null })),
  reject: vi.fn(),
}));

beforeEach(async () => {
  useSession.setState({ permissions: { supply_approval_act: true } });
  await i18n.changeLanguage('en-US');
});

describe('the inbox', { timeout: 40_000 }, () => {
  it('links to the document and approves the version shown after a confirmation', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={['/supply/toBeApproved']}>
            <ToBeApprovedPage />
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>,
    );
    const link = await screen.findByTestId('doc-link-7');
    expect(link.getAttribute('href')).toBe('/supply/shipmentsPlan?id=41');
    expect(screen.getByText('Purchasing manager approval')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('inbox-approve-7'));
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('common.confirm') }));
    await waitFor(() => expect(approve).toHaveBeenCalledWith({ id: 7, docVersion: 3, stepSeq: 1 }));
  });
});
