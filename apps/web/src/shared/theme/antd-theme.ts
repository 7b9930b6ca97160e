import { type ThemeConfig, theme } from 'antd';
import { readableShade } from './contrast';
import type { ThemeMode } from './theme-store';

/** Backgrounds text in the theme colour sits on: antd's containers and the content area of each mode. */
const LIGHT_BACKGROUNDS = ['#ffffff', '#f5f7fa'];
const DARK_BACKGROUNDS = ['#000000', '#141414', '#1f1f1f'];

/**
 * The colours antd gets for a picked theme colour (decision 0013).
 * Light: one shade, darkened until white text on it and it as text on white reach AA.
 * Dark: the shade is lightened until it reads as text on the dark backgrounds, and text on
 * filled controls turns black (white text cannot reach AA on a colour light enough to read on black).
 */
export function themeColors(color: string, mode: ThemeMode): { primary: string; onPrimary: string } {
  if (mode === 'light') return { primary: readableShade(color, LIGHT_BACKGROUNDS, '#000000'), onPrimary: '#ffffff' };
  return { primary: readableShade(color, DARK_BACKGROUNDS, '#ffffff'), onPrimary: '#000000' };
}

export function antdTheme(color: string, mode: ThemeMode): ThemeConfig {
  const { primary, onPrimary } = themeColors(color, mode);
  return {
    algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: { colorPrimary: primary, colorInfo: primary, colorLink: primary },
    components: {
      Button: { primaryColor: onPrimary },
      Menu: { darkItemSelectedColor: onPrimary },
    },
  };
}
