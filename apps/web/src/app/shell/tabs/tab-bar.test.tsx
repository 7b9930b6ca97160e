import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { TabBar } from './tab-bar';
import { closeAllTabs, openTab } from './tabs-store';

const TITLES: Record<string, string> = { '/homePage': 'Home', '/a': 'Alpha', '/b': 'Beta', '/c': 'Gamma' };

function mount(path: string) {
  // the bar reads the address bar (a navigation may still be rendering): a browser router
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter([{ path: '*', element: <TabBar titleOf={(p) => TITLES[p] ?? p} /> }]);
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}
const names = () => screen.getAllByRole('tab').map((t) => t.textContent);

beforeEach(async () => {
  await act(() => i18n.changeLanguage('en-US'));
  closeAllTabs();
  for (const p of ['/a', '/b', '/c']) openTab(p, '');
});

describe('tab bar', () => {
  it('shows the open pages, the current one selected; a click shows another; the close icon closes one (home has none)', async () => {
    const router = mount('/b');
    const user = userEvent.setup();
    expect(names()).toEqual(['Home', 'Alpha', 'Beta', 'Gamma']);
    expect(screen.getByRole('tab', { name: 'Beta' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Home' }).querySelector('[data-testid="tab-close"]')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Alpha' }));
    expect(router.state.location.pathname).toBe('/a');
    await user.click(screen.getByRole('tab', { name: 'Alpha' }).querySelector('[data-testid="tab-close"]')!);
    expect(names()).toEqual(['Home', 'Beta', 'Gamma']);
    expect(router.state.location.pathname).toBe('/homePage');
  });

  it('arrows move between tabs, Enter shows one, Delete closes the focused one', async () => {
    const router = mount('/a');
    const user = userEvent.setup();
    screen.getByRole('tab', { name: 'Alpha' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Beta' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/b');
    await user.keyboard('{ArrowRight}{Delete}');
    expect(names()).toEqual(['Home', 'Alpha', 'Beta']);
    expect(screen.getByRole('tab', { name: 'Beta' })).toHaveFocus();
  });

  it('the Tabs menu closes the current tab, the others, or all (home stays)', async () => {
    const router = mount('/b');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('tab-actions'));
    await user.click(screen.getByRole('menuitem', { name: 'Close others' }));
    expect(names()).toEqual(['Home', 'Beta']);
    await user.click(screen.getByTestId('tab-actions'));
    await user.click(screen.getByRole('menuitem', { name: 'Close all' }));
    expect(names()).toEqual(['Home']);
    expect(router.state.location.pathname).toBe('/homePage');
    await user.click(screen.getByTestId('tab-actions'));
    expect(screen.getByRole('menuitem', { name: 'Close' })).toBeDisabled();
  });
});
