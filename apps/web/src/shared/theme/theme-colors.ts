import { readableShade } from './contrast';
import type { ThemeMode } from './theme-store';

/** Backgrounds text in the theme colour sits on: antd's containers and the content area of each mode. */
const LIGHT_BACKGROUNDS = ['#ffffff', '#f5f7fa'];
const DARK_BACKGROUNDS = ['#000000', '#141414', '#1f1f1f'];

export const backgrounds = (mode: ThemeMode) => (mode === 'dark' ? DARK_BACKGROUNDS : LIGHT_BACKGROUNDS);
export const away = (mode: ThemeMode) => (mode === 'dark' ? '#ffffff' : '#000000');

/**
 * The colours antd gets for a picked theme colour (decision 0013).
 * Light: one shade, darkened until white text on it and it as text on white reach AA.
 * Dark: the shade is lightened until it reads as text on the dark backgrounds, and text on
 * filled controls turns black (white text cannot reach AA on a colour light enough to read on black).
 */
export function themeColors(color: string, mode: ThemeMode): { primary: string; onPrimary: string } {
  return { primary: readableShade(color, backgrounds(mode), away(mode)), onPrimary: mode === 'dark' ? '#000000' : '#ffffff' };
}
