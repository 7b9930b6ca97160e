import type { TImportReport, TJob } from '@diagops/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { ImportButton } from './import-dialog';

// jsdom has no ResizeObserver; antd's table layout only needs it to exist
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const api = vi.hoisted(() => ({ uploadImport: vi.fn(), waitForJob: vi.fn(), getJson: vi.fn(), postJson: vi.fn() }));
vi.mock('./kit-api', () => api);

const job = (over: Partial<TJob>): TJob => ({
  id: 'j1',
  kind: 'import',
  subject: 'thing',
  status: 'completed',
  progress: 3,
  total: 3,
  successCount: 1,
  failedCount: 2,
  fileName: null,
  hasFile: false,
  errorCode: null,
  errorMessage: null,
  createTime: '2026-01-01T00:00:00Z',
  finishTime: null,
  ...over,
});
const report: TImportReport = {
  jobId: 'dry1',
  total: 3,
  create: 1,
  update: 0,
  refuse: 2,
  refused: [
    { rowNumber: 3, action: 'refuse', column: 'code', columnLabel: 'Code', code: 1001, message: 'Required' },
    { rowNumber: 4, action: 'refuse', column: null, columnLabel: null, code: 10120, message: 'Data already exists' },
  ],
  truncated: false,
  commitJobId: null,
};

function renderButton(dryRun: boolean, onImported = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <App>
        <ImportButton
          service="thing"
          importUrl="/imp"
          templateUrl="/tpl"
          failedFileUrl={(id) => `/failed?jobId=${id}`}
          onImported={onImported}
          dryRun={dryRun ? { reportUrl: (id) => `/report?jobId=${id}`, commitUrl: '/commit' } : undefined}
        />
      </App>
    </I18nextProvider>,
  );
  return onImported;
}
const upload = async () => {
  await userEvent.click(screen.getByTestId('kit-import'));
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  await userEvent.upload(input, new File(['x'], 'things.xlsx'));
};

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  for (const f of Object.values(api)) f.mockReset();
});

describe('ImportButton with a dry run', () => {
  it('shows the report (counts and refused rows with column and reason), commits once, then the usual result', async () => {
    api.uploadImport.mockResolvedValue('dry1');
    api.waitForJob.mockImplementation(async (_s: string, id: string, on: (j: TJob) => void) => {
      const j = job({ id });
      on(j);
      return j;
    });
    api.getJson.mockResolvedValue(report);
    let release: (v: { jobId: string }) => void = () => undefined;
    api.postJson.mockReturnValue(new Promise((r) => (release = r)));
    const onImported = renderButton(true);
    await upload();
    expect(await screen.findByText('3 rows: 1 to create, 0 to update, 2 refused')).toBeTruthy();
    expect(api.getJson).toHaveBeenCalledWith('/report?jobId=dry1');
    expect(screen.getByText('Required (1001)')).toBeTruthy();
    expect(screen.getByText('Data already exists (10120)')).toBeTruthy();
    expect(screen.queryByTestId('kit-import-result')).toBeNull();
    expect(onImported).not.toHaveBeenCalled();
    const commit = screen.getByTestId('kit-import-commit');
    await userEvent.click(commit);
    await waitFor(() => expect((screen.getByTestId('kit-import-commit') as HTMLButtonElement).disabled).toBe(true));
    expect(api.postJson).toHaveBeenCalledWith('/commit', { jobId: 'dry1' });
    release({ jobId: 'real1' });
    expect(await screen.findByTestId('kit-import-result')).toBeTruthy();
    expect(screen.queryByTestId('kit-import-commit')).toBeNull();
    expect(screen.getByTestId('kit-failed-file')).toBeTruthy();
    expect(onImported).toHaveBeenCalledTimes(1);
  });

  it('imports at once without the flag', async () => {
    api.uploadImport.mockResolvedValue('j1');
    api.waitForJob.mockImplementation(async (_s: string, id: string, on: (j: TJob) => void) => {
      const j = job({ id, failedCount: 0, successCount: 3 });
      on(j);
      return j;
    });
    const onImported = renderButton(false);
    await upload();
    expect(await screen.findByTestId('kit-import-result')).toBeTruthy();
    expect(api.getJson).not.toHaveBeenCalled();
    expect(screen.queryByTestId('kit-import-report')).toBeNull();
    expect(onImported).toHaveBeenCalledTimes(1);
  });
});
