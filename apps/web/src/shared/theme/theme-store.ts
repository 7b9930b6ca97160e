import { DEFAULT_THEME_COLOR } from '@diagops/contracts';
import { create } from 'zustand';
import { getStore, setStore } from '../storage/storage';

const KEY = 'theme-color';
const HEX = /^#[0-9a-fA-F]{6}$/;

function stored(): string {
  const c = getStore<string>(KEY);
  return c && HEX.test(c) ? c : DEFAULT_THEME_COLOR;
}

/** The theme colour (default #199ed9), remembered in local storage. */
export const useTheme = create<{ color: string }>(() => ({ color: stored() }));

export function setThemeColor(color: string): void {
  if (!HEX.test(color)) return;
  setStore(KEY, color, 'local');
  useTheme.setState({ color });
}
