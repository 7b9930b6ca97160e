import { DEFAULT_THEME_COLOR } from '@diagops/contracts';
import { create } from 'zustand';
import { getStore, setStore } from '../storage/storage';

const KEY = 'theme-color';
const MODE_KEY = 'theme-mode';
const HEX = /^#[0-9a-fA-F]{6}$/;
const DARK_QUERY = '(prefers-color-scheme: dark)';

export type ThemeMode = 'light' | 'dark';

function stored(): string {
  const c = getStore<string>(KEY);
  return c && HEX.test(c) ? c : DEFAULT_THEME_COLOR;
}

function chosenMode(): ThemeMode | undefined {
  const m = getStore<string>(MODE_KEY);
  return m === 'light' || m === 'dark' ? m : undefined;
}

const systemMode = (): ThemeMode => (typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light');

/**
 * The theme colour (default #199ed9) and light or dark mode, remembered in local storage.
 * Until a person picks a mode, the operating system's preference decides (and is followed when it changes).
 */
export const useTheme = create<{ color: string; mode: ThemeMode }>(() => ({ color: stored(), mode: chosenMode() ?? systemMode() }));

if (typeof window.matchMedia === 'function') {
  window.matchMedia(DARK_QUERY).addEventListener?.('change', () => {
    if (!chosenMode()) useTheme.setState({ mode: systemMode() });
  });
}

export function setThemeColor(color: string): void {
  if (!HEX.test(color)) return;
  setStore(KEY, color, 'local');
  useTheme.setState({ color });
}

export function setThemeMode(mode: ThemeMode): void {
  setStore(MODE_KEY, mode, 'local');
  useTheme.setState({ mode });
}
