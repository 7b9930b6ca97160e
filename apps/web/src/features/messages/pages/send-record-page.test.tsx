import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import type { AxiosRequestConfig } from 'axios';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';

// jsdom has no ResizeObserver; antd's table layout only needs it to exist
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const calls: AxiosRequestConfig[] = [];
const request = vi.fn(async (config: AxiosRequestConfig) => {
  calls.push(config);
  const url = config.url ?? '';
  if (url.endsWith('/message/record/page')) return { code: 2000, data: { records: [], total: 0, current: 1, size: 10 } };
  if (url.endsWith('/message/record/exportExcel')) return { code: 2000, data: { jobId: 'job-7' } };
  if (url.endsWith('/job/job-7')) return { code: 2000, data: { id: 'job-7', kind: 'export', status: 'completed', progress: 3, total: 3 } };
  return { code: 2000, data: null };
});
const download = vi.fn(async (_config: AxiosRequestConfig) => 'Send records.xlsx');
vi.mock('../../../shared/http/client', async (orig) => ({ ...(await orig<object>()), request: (c: AxiosRequestConfig) => request(c) }));
vi.mock('../../../shared/http/download', () => ({ download: (c: AxiosRequestConfig) => download(c) }));

const { default: SendRecordPage } = await import('./send-record-page');
const { recordExportBody } = await import('../api/message-calls');

describe('send-record export', () => {
  beforeEach(() => {
    calls.length = 0;
    download.mockClear();
    window.history.replaceState(null, '', '/messageCenter/sendRecord?messageId=7');
  });

  it('sends only the list filters the export accepts (paging, sort and empty values left out)', () => {
    expect(
      recordExportBody({ current: 2, size: 50, sort: { field: 'createTime', order: 'asc' }, after: 9, messageId: 7, status: 'success', customerId: '' }),
    ).toEqual({ messageId: 7, status: 'success' });
  });

  it("runs as the kit's export job under the 'user' service, then downloads the job's file", { timeout: 30_000 }, async () => {
    await i18n.changeLanguage('en-US');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <App>
            <SendRecordPage />
          </App>
        </I18nextProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(calls.some((c) => c.url?.endsWith('/message/record/page'))).toBe(true), { timeout: 10_000 });
    await userEvent.click(await screen.findByTestId('kit-export', {}, { timeout: 10_000 }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    const started = calls.find((c) => c.url?.endsWith('/message/record/exportExcel'))!;
    expect(started.method).toBe('post');
    expect(started.url).toMatch(/-user\/message\/record\/exportExcel$/);
    expect((started.headers as Record<string, string>)['x-async-job']).toBe('1');
    expect(started.data).toEqual({ messageId: 7 });
    expect(calls.some((c) => c.method === 'get' && /-user\/job\/job-7$/.test(c.url ?? ''))).toBe(true);
    expect(download.mock.calls[0]![0]).toMatchObject({ method: 'get', url: expect.stringMatching(/-user\/job\/job-7\/file$/) });
  });
});
