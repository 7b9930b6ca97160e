import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import type { MenuNode } from '../../../shared/menu/menu-tree';
import { MenuSearch } from './menu-search';
import { NavMenu } from './nav-menu';

let id = 0;
const node = (name: string, path: string | null, children: MenuNode[] = []) =>
  ({ menuId: ++id, name, enName: name, path, icon: null, platformType: 1, href: null, query: null, group: [], children }) as unknown as MenuNode;

const userList = node('User list', '/user/userlist');
const roles = node('Roles', '/user/roleList');
const users = node('Users', '/user', [userList, roles]);
const supply = node('Supply', '/supply', [node('Platform SKUs', '/supply/platformSku')]);
const menu = [node('Home', '/homePage'), users, supply];

const wrap = (ui: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

beforeEach(async () => {
  await act(() => i18n.changeLanguage('en-US'));
});

describe('sidebar menu', () => {
  it('opens the groups above the current page and marks its entry; a group toggles its entries', async () => {
    const onOpen = vi.fn();
    wrap(<NavMenu menu={menu} trail={[users, roles]} collapsed={false} onOpen={onOpen} />);
    const user = userEvent.setup();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Roles' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'User list' })).not.toHaveAttribute('aria-current');
    const supplyGroup = screen.getByRole('button', { name: 'Supply' });
    expect(supplyGroup).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Platform SKUs' })).toBeNull();
    await user.click(supplyGroup);
    expect(supplyGroup).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Platform SKUs' }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ path: '/supply/platformSku' }));
    await user.click(screen.getByRole('button', { name: 'Users' }));
    expect(screen.queryByRole('link', { name: 'Roles' })).toBeNull();
  });

  it('collapsed, shows the top level only; a group shows its entries beside it, Escape closes them', async () => {
    const onOpen = vi.fn();
    wrap(<NavMenu menu={menu} trail={[]} collapsed onOpen={onOpen} />);
    const user = userEvent.setup();
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'User list' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Users' }));
    await user.click(screen.getByRole('link', { name: 'User list' }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ path: '/user/userlist' }));
    expect(screen.queryByRole('link', { name: 'User list' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Users' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'User list' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Users' })).toHaveFocus();
  });
});

describe('menu search', () => {
  it('filters the pages as one types; arrows move, Enter opens the active page', async () => {
    const onOpen = vi.fn();
    wrap(<MenuSearch menu={menu} onOpen={onOpen} />);
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Search menu' });
    expect(screen.getByTestId('menu-search')).toHaveStyle({ width: '299px' });
    await user.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(4);
    await user.type(box, 'ro');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Roles']);
    await user.clear(box);
    await user.type(box, 'l');
    // pages with an l in their name or their folder's ("Supply")
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['User list', 'Roles', 'Platform SKUs']);
    expect(screen.getByRole('option', { name: 'User list' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Platform SKUs' })).toHaveAttribute('aria-selected', 'true');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Platform SKUs' }).id);
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ path: '/supply/platformSku' }));
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('');
  });

  it('says so when nothing matches; a click on a page opens it', async () => {
    const onOpen = vi.fn();
    wrap(<MenuSearch menu={menu} onOpen={onOpen} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox'), 'zzz');
    expect(screen.getByText('No matching entries')).toBeInTheDocument();
    await user.clear(screen.getByRole('combobox'));
    await user.click(screen.getByRole('option', { name: 'Home' }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ path: '/homePage' }));
  });
});
