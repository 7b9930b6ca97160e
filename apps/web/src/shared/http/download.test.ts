import type { AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from './client';
import { download, fileNameOf } from './download';
import { notice } from './notice';

const blobReply =
  (blob: Blob, headers: Record<string, string> = {}): AxiosAdapter =>
  async (config) => ({ data: blob, status: 200, statusText: 'OK', headers, config });

const warnings = vi.fn();
let clicked: string[] = [];
beforeEach(() => {
  warnings.mockReset();
  notice.warning = warnings;
  clicked = [];
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
});
afterEach(() => {
  http.defaults.adapter = undefined;
  vi.restoreAllMocks();
});

describe('downloads', () => {
  it('reads the file name from content-disposition', () => {
    expect(fileNameOf('attachment; filename="report.xlsx"')).toBe('report.xlsx');
    expect(fileNameOf("attachment; filename*=UTF-8''%E6%8A%A5%E8%A1%A8.xlsx")).toBe('报表.xlsx');
    expect(fileNameOf('attachment; filename=a%20b.zip')).toBe('a b.zip');
    expect(fileNameOf(undefined, 'x.bin')).toBe('x.bin');
  });

  it('saves the blob under that name', async () => {
    const xlsx = new Blob(['PK'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    http.defaults.adapter = blobReply(xlsx, { 'content-disposition': 'attachment; filename="users.xlsx"' });
    expect(await download({ url: '/lenkor-user/user/export', method: 'post' })).toBe('users.xlsx');
    expect(clicked).toEqual(['users.xlsx']);
    expect(warnings).not.toHaveBeenCalled();
  });

  it('shows the msg of a JSON blob as a warning and saves nothing', async () => {
    const json = new Blob([JSON.stringify({ code: 61009, msg: '每次最多下载10000条数据' })], { type: 'application/json' });
    http.defaults.adapter = blobReply(json);
    expect(await download({ url: '/x', method: 'post' })).toBeNull();
    expect(warnings).toHaveBeenCalledWith('每次最多下载10000条数据');
    expect(clicked).toEqual([]);
  });
});
