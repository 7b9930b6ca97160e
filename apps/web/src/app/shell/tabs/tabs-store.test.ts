import { beforeEach, describe, expect, it } from 'vitest';
import { closeAllTabs, closeOtherTabs, closeTab, HOME_PATH, openTab, useTabs } from './tabs-store';

const keys = () => useTabs.getState().tabs.map((t) => t.key);

beforeEach(() => closeAllTabs());

describe('tab bar', () => {
  it('starts with the home tab and adds one tab per page, keeping its latest query', () => {
    openTab('/user/userlist', '');
    openTab('/user/menu', '');
    openTab('/user/userlist', '?page=2');
    expect(keys()).toEqual([HOME_PATH, '/user/userlist', '/user/menu']);
    expect(useTabs.getState().tabs[1]!.search).toBe('?page=2');
  });

  it('closing the active tab shows its left neighbour; the home tab cannot be closed', () => {
    openTab('/a', '');
    openTab('/b', '');
    expect(closeTab('/b', '/b')?.key).toBe('/a');
    expect(closeTab('/a', '/x')).toBeNull();
    expect(closeTab(HOME_PATH, HOME_PATH)).toBeNull();
    expect(keys()).toEqual([HOME_PATH]);
  });

  it('close others keeps home and the current one; close all keeps home', () => {
    openTab('/a', '');
    openTab('/b', '');
    openTab('/c', '');
    closeOtherTabs('/b');
    expect(keys()).toEqual([HOME_PATH, '/b']);
    closeAllTabs();
    expect(keys()).toEqual([HOME_PATH]);
  });
});
