import { type ThemeConfig, theme } from 'antd';
import { readableShade } from './contrast';
import type { ThemeMode } from './theme-store';

/** Backgrounds text in the theme colour sits on: antd's containers and the content area of each mode. */
const LIGHT_BACKGROUNDS = ['#ffffff', '#f5f7fa'];
const DARK_BACKGROUNDS = ['#000000', '#141414', '#1f1f1f'];

const backgrounds = (mode: ThemeMode) => (mode === 'dark' ? DARK_BACKGROUNDS : LIGHT_BACKGROUNDS);
const away = (mode: ThemeMode) => (mode === 'dark' ? '#ffffff' : '#000000');

/**
 * The colours antd gets for a picked theme colour (decision 0013).
 * Light: one shade, darkened until white text on it and it as text on white reach AA.
 * Dark: the shade is lightened until it reads as text on the dark backgrounds, and text on
 * filled controls turns black (white text cannot reach AA on a colour light enough to read on black).
 */
export function themeColors(color: string, mode: ThemeMode): { primary: string; onPrimary: string } {
  return { primary: readableShade(color, backgrounds(mode), away(mode)), onPrimary: mode === 'dark' ? '#000000' : '#ffffff' };
}

const STATUSES = ['Success', 'Warning', 'Error', 'Info'] as const;

/**
 * antd writes secondary, tertiary, description and placeholder text at 45% or 25% opacity
 * (#8c8c8c on white is 3.4:1): at 65% it reaches AA on every container and table header of each mode.
 */
const quietText = (mode: ThemeMode) => (mode === 'dark' ? 'rgba(255, 255, 255, 0.65)' : 'rgba(0, 0, 0, 0.65)');

export function antdTheme(color: string, mode: ThemeMode): ThemeConfig {
  // text on filled controls (`onPrimary`) is set in global.css: antd's component tokens did not reach them
  const { primary } = themeColors(color, mode);
  const quiet = quietText(mode);
  const algorithm = mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm;
  const base = theme.getDesignToken({ algorithm, token: { colorPrimary: primary, colorInfo: primary } }) as unknown as Record<string, string>;
  // status colours (danger links, status tags, messages) as text on the backgrounds and on their own tint
  const readable: Record<string, string> = {};
  for (const s of STATUSES) readable[`color${s}`] = readableShade(base[`color${s}`]!, [...backgrounds(mode), base[`color${s}Bg`]!], away(mode));
  return {
    algorithm,
    token: {
      colorPrimary: primary,
      colorLink: primary,
      colorTextSecondary: quiet,
      colorTextTertiary: quiet,
      colorTextDescription: quiet,
      colorTextPlaceholder: quiet,
      ...readable,
    },
  };
}
