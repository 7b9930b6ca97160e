import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { shouldRetryTus, tusErrorMessage } from './tus-transport';

const reply = (status: number, body: string) => ({ getStatus: () => status, getBody: () => body, getHeader: () => undefined, getUnderlyingObject: () => null });

describe('tus transport: a dropped connection', () => {
  it('retries dropped connections and 5xx while online, never while offline, never refusals', () => {
    expect(shouldRetryTus(0, true)).toBe(true); // no reply: the connection dropped
    expect(shouldRetryTus(503, true)).toBe(true);
    expect(shouldRetryTus(409, true)).toBe(true); // offset conflict: ask the server again
    expect(shouldRetryTus(423, true)).toBe(true);
    expect(shouldRetryTus(0, false)).toBe(false); // offline: fail at once, Retry resumes
    expect(shouldRetryTus(503, false)).toBe(false);
    expect(shouldRetryTus(413, true)).toBe(false);
    expect(shouldRetryTus(403, true)).toBe(false);
  });

  it('says "connection lost" in the user\'s language when no reply came, and shows the server\'s msg when one did', async () => {
    const dropped = Object.assign(new Error('tus: failed to upload chunk at offset 8388608, caused by [object ProgressEvent]'), {
      originalRequest: {},
      originalResponse: null,
    });
    await i18n.changeLanguage('en-US');
    expect(tusErrorMessage(dropped)).toMatch(/^Connection lost/);
    await i18n.changeLanguage('zh-CN');
    expect(tusErrorMessage(dropped)).toMatch(/^网络连接中断/);
    const refused = Object.assign(new Error('tus: unexpected response'), {
      originalRequest: {},
      originalResponse: reply(415, JSON.stringify({ code: 1015, msg: '文件类型不允许' })),
    });
    expect(tusErrorMessage(refused)).toBe('文件类型不允许');
    expect(tusErrorMessage(new Error('plain'))).toBe('plain');
  });
});
