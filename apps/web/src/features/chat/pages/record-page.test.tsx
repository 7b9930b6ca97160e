import type { TImSession } from '@diagops/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { useSession } from '../../../shared/session/session-store';
import RecordPage from './record-page';

// antd measures its fields; jsdom has no ResizeObserver
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const api = vi.hoisted(() => ({ page: vi.fn(), messages: vi.fn(), one: vi.fn() }));
vi.mock('../api/chat-calls', () => ({
  getRecordPage: api.page,
  recordMessages: api.messages,
  exportTranscript: api.one,
  transcriptExportUrl: '/imApi/imSession/record/export',
  CHAT_JOB_SERVICE: 'user',
}));
const kit = vi.hoisted(() => ({ start: vi.fn(), wait: vi.fn() }));
vi.mock('../../../shared/kit/kit-api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  startExportJob: kit.start,
  waitForJob: kit.wait,
}));
const dl = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/http/download', () => ({ download: dl }));

const session: TImSession = {
  id: 12,
  customerId: 5,
  customerName: 'Ann',
  productId: 7,
  language: 'en-US',
  agentUserId: 3,
  agentName: 'Bob',
  status: 2,
  tags: [],
  lastSeq: 4,
  agentReadSeq: 4,
  customerReadSeq: 4,
  rating: 5,
  ratingComment: null,
  lastPreview: 'bye',
  createdAt: '2026-11-01T08:00:00Z',
  acceptedAt: '2026-11-01T08:00:05Z',
  closedAt: '2026-11-01T08:10:00Z',
  lastMessageAt: '2026-11-01T08:09:00Z',
};

function renderAt(path: string) {
  render(
    <I18nextProvider i18n={i18n}>
      <App>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/customerServiceManagement/sessionRecord/list/:productID?" element={<RecordPage />} />
          </Routes>
        </MemoryRouter>
      </App>
    </I18nextProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  for (const f of [...Object.values(api), ...Object.values(kit), dl]) f.mockReset();
  api.page.mockResolvedValue({ records: [session], total: 1, current: 1, size: 10 });
});

describe('RecordPage: transcript export', () => {
  it("exports the list's filters with the product of the path as an xlsx job polled under the user service", async () => {
    useSession.setState({ permissions: { cs_record_view: true, cs_record_export: true } });
    kit.start.mockResolvedValue('job-1');
    kit.wait.mockResolvedValue({ id: 'job-1', status: 'completed', progress: 1, total: 1 });
    renderAt('/customerServiceManagement/sessionRecord/list/7');
    expect(await screen.findByText('Ann')).toBeInTheDocument();
    expect(api.page).toHaveBeenCalledWith(expect.objectContaining({ productId: 7 }));
    await userEvent.click(screen.getByTestId('kit-export'));
    await waitFor(() => expect(dl).toHaveBeenCalledWith({ url: '/lenkor-user/job/job-1/file', method: 'get' }));
    expect(kit.start).toHaveBeenCalledWith('/imApi/imSession/record/export', { productId: 7 });
    expect(kit.wait.mock.calls[0]?.slice(0, 2)).toEqual(['user', 'job-1']);
  });

  it('shows no export button without the export permission', async () => {
    useSession.setState({ permissions: { cs_record_view: true } });
    renderAt('/customerServiceManagement/sessionRecord/list');
    expect(await screen.findByText('Ann')).toBeInTheDocument();
    expect(screen.queryByTestId('kit-export')).toBeNull();
  });
});
