import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { AxiosAdapter } from 'axios';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { http, request } from '../../shared/http/client';
import { notice } from '../../shared/http/notice';
import { onUnauthorized } from '../../shared/http/unauthorized';
import { i18n } from '../../shared/i18n/i18n';
import { useMainMenu } from '../../shared/menu/use-main-menu';
import { saveTokens, useSession } from '../../shared/session/session-store';
import { RequireAuth } from './require-auth';

const answer =
  (routes: Record<string, [number, unknown]>): AxiosAdapter =>
  async (config) => {
    const [status, data] = routes[config.url ?? ''] ?? [404, { code: 1007, msg: 'no such API' }];
    return { data, status, statusText: '', headers: {}, config };
  };

function Menu() {
  const { menu } = useMainMenu();
  return <p>entries: {menu.length}</p>;
}

function mount(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <p>sign-in page</p> },
      {
        path: '*',
        element: (
          <RequireAuth>
            <Menu />
          </RequireAuth>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <AntApp>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </I18nextProvider>,
  );
  return router;
}

const userInfo = { sysUser: { userId: 1, username: 'admin', realName: 'Admin' }, roles: [1], roleNames: ['admin'], permissions: ['a'], pwd_intensity: 3 };

afterEach(() => {
  http.defaults.adapter = undefined;
});

// the first render loads the routes' code: past the default second on a machine running other suites
const LOAD = { timeout: 5000 };

describe('signed-in routes', () => {
  it('without a token go to /login, remembering the page', async () => {
    const router = mount('/user/menu?x=1');
    expect(await screen.findByText('sign-in page', {}, LOAD)).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/user/menu?x=1')}`);
  });

  it('a failed user-info load logs out locally', async () => {
    notice.error = () => {};
    saveTokens({ access_token: 'a', refresh_token: 'r' });
    http.defaults.adapter = answer({ '/lenkor-user/user/getUserInfo': [500, { code: 10108, msg: 'system exception' }] });
    mount('/homePage');
    expect(await screen.findByText('sign-in page', {}, LOAD)).toBeInTheDocument();
    expect(useSession.getState().token).toBeNull();
  });

  it('load the user, then the menu; a failed menu load shows an error notification', async () => {
    saveTokens({ access_token: 'a', refresh_token: 'r' });
    http.defaults.adapter = answer({
      '/lenkor-user/user/getUserInfo': [200, { code: 2000, msg: 'ok', data: userInfo }],
      '/lenkor-user/menu/getMenu/-1': [500, { code: 10108, msg: 'system exception' }],
    });
    mount('/homePage');
    expect(await screen.findByText('entries: 0')).toBeInTheDocument();
    expect(useSession.getState().permissions).toEqual({ a: true });
    expect(await screen.findByText(/菜单加载失败|The menu could not be loaded/)).toBeInTheDocument();
  });

  // last in the file: the guard stands aside for 3 s after a 401
  it('a 401 while the router still shows an older page: the redirect names the page in the address bar', async () => {
    notice.leaving = () => {};
    saveTokens({ access_token: 'a', refresh_token: 'r' });
    http.defaults.adapter = answer({
      '/lenkor-user/user/getUserInfo': [200, { code: 2000, msg: 'ok', data: userInfo }],
      '/lenkor-user/menu/getMenu/-1': [200, { code: 2000, msg: 'ok', data: [] }],
      '/lenkor-user/notice/list': [401, { code: 1001, msg: 'login expired' }],
    });
    const router = mount('/homePage');
    expect(await screen.findByText('entries: 0')).toBeInTheDocument();
    onUnauthorized((redirect) => void router.navigate(`/login?redirect=${encodeURIComponent(redirect)}`, { replace: true }));
    // the address bar has moved on to the next page, which the router has not shown yet
    window.history.replaceState(null, '', '/user/roleList');
    await request({ url: '/lenkor-user/notice/list', method: 'get' }).catch(() => undefined);
    expect(await screen.findByText('sign-in page', {}, LOAD)).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/user/roleList')}`);
  });
});
