import { describe, expect, it } from 'vitest';
import { actionsOf, checkFile, formatBytes, formatDuration, percentOf, type UploadItem, uploadReducer } from './upload-state';

const file = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'a.png',
  size: 1000,
  type: 'image/png',
  sha256: 'x',
  url: '/u',
  createdAt: '2026-01-01T00:00:00Z',
};
const added = () => uploadReducer([], { type: 'add', items: [{ uid: 'a', name: 'a.png', size: 1000 }] });

describe('upload state (UPL-04)', () => {
  it('walks waiting → uploading → paused → waiting → uploading → success', () => {
    let s: UploadItem[] = added();
    expect(s[0]!.status).toBe('waiting');
    s = uploadReducer(s, { type: 'start', uid: 'a', now: 0 });
    expect(s[0]!.status).toBe('uploading');
    s = uploadReducer(s, { type: 'progress', uid: 'a', loaded: 500, now: 1000 });
    expect(s[0]).toMatchObject({ loaded: 500, speed: 500, eta: 1 });
    expect(percentOf(s[0]!)).toBe(50);
    s = uploadReducer(s, { type: 'pause', uid: 'a' });
    expect(s[0]).toMatchObject({ status: 'paused', speed: 0, loaded: 500 });
    expect(actionsOf('paused')).toEqual(['resume', 'remove']);
    // progress arriving after a pause is ignored
    expect(uploadReducer(s, { type: 'progress', uid: 'a', loaded: 900, now: 2000 })).toBe(s);
    s = uploadReducer(s, { type: 'resume', uid: 'a' });
    expect(s[0]!.status).toBe('waiting');
    s = uploadReducer(s, { type: 'start', uid: 'a', now: 3000, loaded: 500 });
    s = uploadReducer(s, { type: 'succeed', uid: 'a', file });
    expect(s[0]).toMatchObject({ status: 'success', result: file });
    expect(percentOf(s[0]!)).toBe(100);
  });

  it('fails, retries, refuses impossible moves and removes', () => {
    let s = uploadReducer(added(), { type: 'fail', uid: 'a', error: 'boom' });
    expect(s[0]).toMatchObject({ status: 'error', error: 'boom' });
    expect(actionsOf('error')).toEqual(['retry', 'remove']);
    expect(uploadReducer(s, { type: 'pause', uid: 'a' })).toBe(s);
    expect(uploadReducer(s, { type: 'succeed', uid: 'a', file })).toBe(s);
    s = uploadReducer(s, { type: 'retry', uid: 'a' });
    expect(s[0]).toMatchObject({ status: 'waiting', error: undefined });
    expect(uploadReducer(s, { type: 'remove', uid: 'a' })).toEqual([]);
    expect(uploadReducer(s, { type: 'remove', uid: 'zzz' })).toBe(s);
  });

  it('checks type (UPL-02) and size (UPL-03) before sending', () => {
    expect(checkFile({ name: 'x.exe', size: 1 }, ['png', 'jpg'])).toEqual({ key: 'upload.wrongType', values: { types: 'png, jpg' } });
    expect(checkFile({ name: 'X.JPEG', size: 1 }, ['png', 'jpg'])).toBeNull();
    expect(checkFile({ name: 'noext', size: 1 }, ['png'])).not.toBeNull();
    expect(checkFile({ name: 'a.png', size: 5 * 1024 * 1024 + 1 }, ['png'], 5)).toEqual({ key: 'upload.tooLarge', values: { n: 5 } });
    expect(checkFile({ name: 'a.png', size: 5 * 1024 * 1024 }, ['png'], 5)).toBeNull();
  });

  it('formats sizes and time left', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(300 * 1024 * 1024)).toBe('300 MB');
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(3700)).toBe('1:01:40');
  });
});
