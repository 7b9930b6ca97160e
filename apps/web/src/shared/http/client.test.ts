import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveTokens, useSession } from '../session/session-store';
import { getStore } from '../storage/storage';
import { http, request } from './client';
import { isHttpError } from './http-error';
import { notice } from './notice';
import { progress } from './progress';
import { onUnauthorized } from './unauthorized';

let seen: InternalAxiosRequestConfig[] = [];
function reply(status: number, data: unknown, headers: Record<string, string> = {}): AxiosAdapter {
  return async (config) => {
    seen.push(config);
    return { data, status, statusText: String(status), headers, config };
  };
}

const errors = vi.fn();
const warnings = vi.fn();
const unauthorized = vi.fn();

beforeEach(() => {
  seen = [];
  notice.error = errors;
  notice.leaving = errors;
  notice.warning = warnings;
  errors.mockReset();
  warnings.mockReset();
  unauthorized.mockReset();
  onUnauthorized(unauthorized);
});
afterEach(() => {
  http.defaults.adapter = undefined;
});

describe('requests', () => {
  it('sends the device id (stored once), the language, the bearer token, credentials and the 90 s timeout', async () => {
    saveTokens({ access_token: 'tok-1', refresh_token: 'ref-1' });
    http.defaults.adapter = reply(200, { code: 2000, msg: 'ok', data: 1 });
    await request({ url: '/lenkor-user/x', method: 'get' });
    await request({ url: '/lenkor-user/y', method: 'get' });
    const [a, b] = seen;
    const id = a!.headers.get('x-device-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(b!.headers.get('x-device-id')).toBe(id);
    expect(getStore('device-id')).toBe(id);
    expect(a!.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(a!.headers.get('language')).toMatch(/^(zh-CN|en-US)$/);
    expect(a!.withCredentials).toBe(true);
    expect(a!.timeout).toBe(90_000);
  });

  it('sends no token when the call says so', async () => {
    saveTokens({ access_token: 'tok-1', refresh_token: 'ref-1' });
    http.defaults.adapter = reply(200, { code: 2000, msg: 'ok', data: 1 });
    await request({ url: '/a', method: 'get', noToken: true });
    expect(seen[0]!.headers.get('Authorization')).toBeUndefined();
  });

  it('derives the query from the body of a POST when asked', async () => {
    http.defaults.adapter = reply(200, { code: 2000, msg: 'ok', data: 1 });
    await request({ url: '/auth/oauth/token', method: 'post', data: { grant_type: 'refresh_token', refresh_token: 'r' }, queryFromBody: true });
    expect(seen[0]!.params).toEqual({ grant_type: 'refresh_token', refresh_token: 'r' });
    expect(seen[0]!.data).toBeUndefined();
  });
});

describe('replies', () => {
  it('resolves code 2000 with the body, and 200 for chat calls', async () => {
    http.defaults.adapter = reply(200, { code: 2000, msg: 'ok', data: { a: 1 } });
    expect(await request({ url: '/lenkor-user/x' })).toEqual({ code: 2000, msg: 'ok', data: { a: 1 } });
    http.defaults.adapter = reply(200, { code: 200, msg: 'ok', data: 2 });
    expect((await request({ url: '/imApi/imSession/findWorkList', method: 'post' })).data).toBe(2);
    await expect(request({ url: '/lenkor-user/x' })).rejects.toMatchObject({ code: 200 });
  });

  it('401: logs out locally, goes to /login remembering the page, and says the login expired', async () => {
    saveTokens({ access_token: 'tok-1', refresh_token: 'ref-1' });
    window.history.pushState({}, '', '/user/userlist?x=1');
    http.defaults.adapter = reply(401, { code: 1003, msg: 'Not signed in', data: null });
    const e = await request({ url: '/lenkor-user/x' }).catch((x) => x);
    expect(isHttpError(e) && e.status).toBe(401);
    expect(useSession.getState().token).toBeNull();
    expect(getStore('access_token')).toBeUndefined();
    expect(unauthorized).toHaveBeenCalledWith('/user/userlist?x=1');
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^Not signed in[,，]/));
    // a burst of 401 replies (calls in flight) says it once
    await Promise.allSettled([request({ url: '/a' }), request({ url: '/b' })]);
    expect(errors).toHaveBeenCalledTimes(1);
  });

  it('any other code: "{message} code码为:{code}" and a rejection', async () => {
    http.defaults.adapter = reply(403, { code: 1000, msg: '无权访问', data: null });
    await expect(request({ url: '/lenkor-user/x' })).rejects.toMatchObject({ code: 1000, message: '无权访问' });
    expect(errors).toHaveBeenCalledWith('无权访问 code码为:1000');
  });

  it('uses message, then "unknown error" when the body has no msg', async () => {
    http.defaults.adapter = reply(500, { code: 9999, message: 'boom' });
    await expect(request({ url: '/x' })).rejects.toBeTruthy();
    expect(errors).toHaveBeenLastCalledWith('boom code码为:9999');
    http.defaults.adapter = reply(500, { code: 9999 });
    await expect(request({ url: '/x' })).rejects.toBeTruthy();
    expect(errors.mock.lastCall?.[0]).toMatch(/^(未知错误|unknown error) code码为:9999$/);
  });

  it('400 is white-listed: rejected silently with the body for the caller', async () => {
    const body = { code: 1001, msg: 'bad', data: { errors: [{ field: 'name', message: 'required' }] } };
    http.defaults.adapter = reply(400, body);
    await expect(request({ url: '/x' })).rejects.toMatchObject({ code: 1001, data: body.data, shown: false });
    expect(errors).not.toHaveBeenCalled();
  });

  it('426 is passed through', async () => {
    http.defaults.adapter = reply(426, { code: 426, msg: 'upgrade', data: null });
    expect(await request({ url: '/x' })).toMatchObject({ code: 426 });
    expect(errors).not.toHaveBeenCalled();
  });

  it('network and timeout errors: "{message}[{status}]" or the message, and the progress bar hides', async () => {
    http.defaults.adapter = async (config) => {
      progress.start();
      const err = Object.assign(new Error('Request failed with status code 502'), {
        isAxiosError: true,
        config,
        response: { status: 502, data: '', headers: {}, config },
      });
      throw err;
    };
    await expect(request({ url: '/x' })).rejects.toMatchObject({ status: 502 });
    expect(errors).toHaveBeenCalledWith('Request failed with status code 502[502]');
    expect(progress.visible()).toBe(false);
    http.defaults.adapter = async (config) => {
      throw Object.assign(new Error('timeout of 90000ms exceeded'), { isAxiosError: true, code: 'ECONNABORTED', config });
    };
    await expect(request({ url: '/x' })).rejects.toBeTruthy();
    expect(errors).toHaveBeenLastCalledWith('timeout of 90000ms exceeded');
  });

  it('503 or 502 with a reply of ours (1014, an outside service failing): judged by its code, the server message shown', async () => {
    for (const status of [503, 502]) {
      http.defaults.adapter = async (config) => {
        const data = { code: 1014, msg: '外部服务调用失败', data: null };
        throw Object.assign(new Error(`Request failed with status code ${status}`), {
          isAxiosError: true,
          config,
          response: { status, data, headers: {}, config },
        });
      };
      await expect(request({ url: '/lenkor-user/user/syncDing' })).rejects.toMatchObject({ code: 1014, status, message: '外部服务调用失败', shown: true });
      expect(errors).toHaveBeenLastCalledWith('外部服务调用失败 code码为:1014');
    }
  });

  it('silent calls show nothing', async () => {
    http.defaults.adapter = reply(403, { code: 15601, msg: 'locked', data: null });
    await expect(request({ url: '/x', silent: true })).rejects.toMatchObject({ code: 15601, shown: false });
    expect(errors).not.toHaveBeenCalled();
  });
});
