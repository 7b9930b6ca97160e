import type { StoredFile } from '@diagops/contracts';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { FileUpload } from './file-upload';
import type { StartTransfer, TransferHandlers } from './transport';

/** A transfer the test drives by hand: progress, success, failure. */
type Running = { file: File; h: TransferHandlers; paused: boolean; aborted: boolean };
let running: Running[] = [];
const transport: StartTransfer = (_area, file, h) => {
  const r: Running = { file, h, paused: false, aborted: false };
  running.push(r);
  return {
    pause() {
      r.paused = true;
    },
    abort() {
      r.aborted = true;
    },
  };
};
const stored = (name: string, size: number): StoredFile => ({
  id: crypto.randomUUID(),
  name,
  size,
  type: 'image/png',
  sha256: 'ab',
  url: `/x/${name}`,
  createdAt: '2026-01-01T00:00:00Z',
});

let changes: StoredFile[][] = [];
function Harness(props: { accept?: string[]; maxSizeMb?: number }) {
  const [value, setValue] = useState<StoredFile[]>([]);
  return (
    <I18nextProvider i18n={i18n}>
      <FileUpload
        area="knowledge"
        multiple
        value={value}
        onChange={(v) => {
          changes.push(v);
          setValue(v);
        }}
        transport={transport}
        {...props}
      />
    </I18nextProvider>
  );
}
const input = () => document.querySelector('input[type=file]') as HTMLInputElement;
const row = (name: string) => screen.getByTitle(name).closest('li') as HTMLElement;
const file = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'image/png' });

beforeEach(async () => {
  running = [];
  changes = [];
  await i18n.changeLanguage('en-US');
});

describe('<FileUpload> (UPL-02, UPL-03, UPL-04)', () => {
  it('uploads several files, shows progress, pauses, resumes, succeeds and removes', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness accept={['png']} maxSizeMb={5} />);
    await user.upload(input(), [file('a.png', 1000), file('b.png', 2000), file('c.png', 10)]);
    // two at a time: the third waits
    expect(running.map((r) => r.file.name)).toEqual(['a.png', 'b.png']);
    expect(within(row('c.png')).getByText('Waiting')).toBeInTheDocument();
    act(() => running[0]!.h.onProgress(500));
    expect(within(row('a.png')).getByText('Uploading')).toBeInTheDocument();
    expect(within(row('a.png')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    await user.click(within(row('a.png')).getByRole('button', { name: 'Pause a.png' }));
    expect(running[0]!.paused).toBe(true);
    expect(within(row('a.png')).getByText('Paused')).toBeInTheDocument();
    // the freed slot starts the waiting file
    expect(running.map((r) => r.file.name)).toEqual(['a.png', 'b.png', 'c.png']);
    act(() => running[1]!.h.onSuccess(stored('b.png', 2000)));
    expect(within(row('b.png')).getByText('Uploaded')).toBeInTheDocument();
    expect(changes.at(-1)!.map((f) => f.name)).toEqual(['b.png']);
    await user.click(within(row('a.png')).getByRole('button', { name: 'Resume a.png' }));
    act(() => running[2]!.h.onSuccess(stored('c.png', 10)));
    expect(running.at(-1)!.file.name).toBe('a.png');
    act(() => running.at(-1)!.h.onSuccess(stored('a.png', 1000)));
    expect(
      changes
        .at(-1)!
        .map((f) => f.name)
        .sort(),
    ).toEqual(['a.png', 'b.png', 'c.png']);
    await user.click(within(row('b.png')).getByRole('button', { name: 'Remove b.png' }));
    expect(
      changes
        .at(-1)!
        .map((f) => f.name)
        .sort(),
    ).toEqual(['a.png', 'c.png']);
  });

  it('shows the server message on failure and retries', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness />);
    await user.upload(input(), [file('x.png', 100)]);
    act(() => running[0]!.h.onError('This file type is not allowed'));
    expect(within(row('x.png')).getByText('Failed')).toBeInTheDocument();
    expect(within(row('x.png')).getByRole('alert')).toHaveTextContent('This file type is not allowed');
    await user.click(within(row('x.png')).getByRole('button', { name: 'Retry x.png' }));
    expect(running).toHaveLength(2);
    act(() => running[1]!.h.onSuccess(stored('x.png', 100)));
    expect(within(row('x.png')).getByText('Uploaded')).toBeInTheDocument();
  });

  it('refuses a wrong type and a too large file before sending, with the spec tips, in both languages', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness accept={['png', 'pdf']} maxSizeMb={1} />);
    await user.upload(input(), [file('setup.exe', 10), file('big.png', 2 * 1024 * 1024)]);
    expect(running).toEqual([]);
    expect(within(row('setup.exe')).getByRole('alert')).toHaveTextContent('Wrong file type; upload a png, pdf file');
    expect(within(row('big.png')).getByRole('alert')).toHaveTextContent('File size cannot exceed 1M');
    await i18n.changeLanguage('zh-CN');
    await user.upload(input(), [file('big2.png', 2 * 1024 * 1024)]);
    expect(within(row('big2.png')).getByRole('alert')).toHaveTextContent('文件大小不能超过1M');
    expect(screen.getByText('支持格式：png, pdf，单个文件不超过1M')).toBeInTheDocument();
  });
});
