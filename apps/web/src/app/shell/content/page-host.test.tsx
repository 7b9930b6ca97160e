import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { useSession } from '../../../shared/session/session-store';
import { closeAllTabs, openTab } from '../tabs/tabs-store';
import { PageHost } from './page-host';

function Notes() {
  return <input aria-label="notes" />;
}
// the shell resolves a path with the route index and loads the area's routes.ts on first use
vi.mock('../../router/route-index', () => ({
  ROUTE_INDEX: {
    home: [['/homePage', 'home.title']],
    notes: [
      ['/notes', 'x'],
      ['/secret', 'x'],
    ],
  },
}));
vi.mock('../../router/area-routes', () => ({
  AREA_ROUTES: {
    home: async () => [{ path: '/homePage', titleKey: 'home.title', component: lazy(async () => ({ default: () => <p>home</p> })) }],
    notes: async () => [
      { path: '/notes', titleKey: 'x', component: lazy(async () => ({ default: Notes })) },
      { path: '/secret', titleKey: 'x', permission: 'top_secret', component: lazy(async () => ({ default: () => <p>secret</p> })) },
    ],
  },
}));

function mount(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/403', element: <p>forbidden</p> },
      { path: '*', element: <PageHost menu={[]} /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

beforeEach(() => {
  closeAllTabs();
  useSession.setState({ permissions: {} });
});

describe('page host', () => {
  it('keeps a page and its state while another tab is shown (keep-alive)', async () => {
    openTab('/notes', '');
    const router = mount('/notes');
    const input = (await screen.findByLabelText('notes')) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'draft text' } });
    await act(() => router.navigate('/homePage'));
    expect(await screen.findByText('home')).toBeVisible();
    expect(input).not.toBeVisible();
    await act(() => router.navigate('/notes'));
    expect((screen.getByLabelText('notes') as HTMLInputElement).value).toBe('draft text');
    expect(screen.getByLabelText('notes')).toBe(input);
  });

  it('sends users without the page permission to 403', async () => {
    openTab('/secret', '');
    mount('/secret');
    expect(await screen.findByText('forbidden')).toBeInTheDocument();
  });
});
