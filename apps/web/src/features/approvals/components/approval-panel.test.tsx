import type { TApprovalDetail } from '@diagops/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { useSession } from '../../../shared/session/session-store';
import { approve, getDocApproval, reject } from '../api/approval-calls';
import { ApprovalPanel } from '../index';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const detail: TApprovalDetail = {
  id: 7,
  docType: 'transferPlan',
  docId: 41,
  docNo: 'TP-41',
  title: 'Shenzhen → Hamburg',
  docVersion: 3,
  amount: null,
  status: 'applying',
  stepSeq: 2,
  stepNameZh: '采购员审批',
  stepNameEn: 'Buyer approval',
  submitterId: 5,
  submitterName: 'Wang',
  submittedAt: '2026-11-28T03:00:00.000Z',
  decidedAt: null,
  steps: [
    {
      seq: 1,
      nameZh: '行政审批',
      nameEn: 'Administrative approval',
      roleId: 1,
      roleName: '行政审批',
      state: 'approved',
      by: { userId: 8, userName: 'Li', at: '2026-11-28T04:00:00.000Z', reason: null },
    },
    { seq: 2, nameZh: '采购员审批', nameEn: 'Buyer approval', roleId: 2, roleName: '采购员', state: 'current', by: null },
  ],
  actions: [
    {
      id: 1,
      stepSeq: 1,
      stepNameZh: '行政审批',
      stepNameEn: 'Administrative approval',
      userId: 8,
      userName: 'Li',
      action: 'approve',
      reason: null,
      docVersion: 3,
      at: '2026-11-28T04:00:00.000Z',
      voided: false,
    },
  ],
  mayAct: true,
};

vi.mock('../api/approval-calls', () => ({
  getDocApproval: vi.fn(),
  approve: vi.fn(async () => ({ id: 7, status: 'applying', stepSeq: 3 })),
  reject: vi.fn(async () => ({ id: 7, status: 'rejected', stepSeq: 2 })),
}));

function show(onDecided = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ApprovalPanel docType="transferPlan" docId={41} onDecided={onDecided} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return onDecided;
}

beforeEach(async () => {
  vi.mocked(getDocApproval).mockResolvedValue(detail);
  vi.mocked(reject).mockClear();
  vi.mocked(approve).mockClear();
  useSession.setState({ permissions: { supply_approval_act: true } });
  await i18n.changeLanguage('en-US');
});

describe('ApprovalPanel', { timeout: 40_000 }, () => {
  it('shows the steps with who approved, and rejects only with a reason', async () => {
    const onDecided = show();
    const steps = await screen.findByTestId('approval-steps');
    expect(within(steps).getByText('Administrative approval')).toBeInTheDocument();
    expect(within(steps).getByText(/Li ·/)).toBeInTheDocument();
    expect(within(steps).getByText('Waiting')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('approval-reject'));
    const ok = await screen.findByTestId('approval-reject-ok');
    expect(ok).toBeDisabled();
    fireEvent.change(screen.getByTestId('approval-reason'), { target: { value: 'Wrong warehouse' } });
    await waitFor(() => expect(screen.getByTestId('approval-reject-ok')).not.toBeDisabled());
    fireEvent.click(screen.getByTestId('approval-reject-ok'));
    await waitFor(() => expect(reject).toHaveBeenCalledWith({ id: 7, docVersion: 3, stepSeq: 2, reason: 'Wrong warehouse' }));
    await waitFor(() => expect(onDecided).toHaveBeenCalledWith('rejected'));
  });

  it('offers no buttons when I may not act, and says when the document was never submitted', async () => {
    vi.mocked(getDocApproval).mockResolvedValueOnce({ ...detail, mayAct: false });
    show();
    await screen.findByTestId('approval-steps');
    expect(screen.queryByTestId('approval-approve')).toBeNull();
  });

  it('in Chinese, and empty before a submission', async () => {
    await i18n.changeLanguage('zh-CN');
    vi.mocked(getDocApproval).mockResolvedValueOnce(null);
    show();
    expect(await screen.findByText('尚未提交审批')).toBeInTheDocument();
  });
});
