import { create } from 'zustand';

export const HOME_PATH = '/homePage';

/** An open page: one tab per pathname; the latest query of that page is kept. */
export type Tab = { key: string; search: string };

type TabsState = { tabs: Tab[] };

const home: Tab = { key: HOME_PATH, search: '' };

/** The tab bar of open pages (platform.md §1): closable, close others, close all; the home tab is always kept. */
export const useTabs = create<TabsState>(() => ({ tabs: [home] }));

export function openTab(pathname: string, search: string): void {
  useTabs.setState((s) => {
    const i = s.tabs.findIndex((t) => t.key === pathname);
    if (i < 0) return { tabs: [...s.tabs, { key: pathname, search }] };
    if (s.tabs[i]!.search === search) return s;
    const tabs = [...s.tabs];
    tabs[i] = { key: pathname, search };
    return { tabs };
  });
}

/** Closes a tab; returns the tab to show when the closed one was active. */
export function closeTab(key: string, activeKey: string): Tab | null {
  if (key === HOME_PATH) return null;
  const { tabs } = useTabs.getState();
  const i = tabs.findIndex((t) => t.key === key);
  if (i < 0) return null;
  const rest = tabs.filter((t) => t.key !== key);
  useTabs.setState({ tabs: rest });
  return key === activeKey ? (rest[i - 1] ?? rest[0] ?? home) : null;
}

export function closeOtherTabs(keep: string): void {
  useTabs.setState((s) => ({ tabs: s.tabs.filter((t) => t.key === HOME_PATH || t.key === keep) }));
}

export function closeAllTabs(): void {
  useTabs.setState({ tabs: [home] });
}
