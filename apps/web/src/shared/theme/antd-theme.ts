import { type ThemeConfig, theme } from 'antd';
import { readableShade } from './contrast';
import { away, backgrounds, themeColors } from './theme-colors';
import type { ThemeMode } from './theme-store';

const STATUSES = ['Success', 'Warning', 'Error', 'Info'] as const;
/** antd's hover and active shades of links, link buttons and primary text */
export const POINTER_SHADES = [
  'colorLinkHover',
  'colorLinkActive',
  'colorPrimaryHover',
  'colorPrimaryActive',
  'colorPrimaryTextHover',
  'colorPrimaryTextActive',
] as const;

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
  // and the tints they were made readable on: antd would derive greyish tints (#b9bfb2 for success) from the darker shades
  const tints: Record<string, string> = {};
  for (const s of STATUSES) {
    readable[`color${s}`] = readableShade(base[`color${s}`]!, [...backgrounds(mode), base[`color${s}Bg`]!], away(mode));
    for (const key of [`color${s}Bg`, `color${s}Border`]) tints[key] = base[key]!;
  }
  // antd derives hover and active shades lighter than the picked colour (#53a4bd on a hovered row is 2.7:1):
  // a link or link button under the pointer must stay as readable as at rest
  const pointer: Record<string, string> = {};
  for (const key of POINTER_SHADES) pointer[key] = readableShade(base[key]!, backgrounds(mode), away(mode));
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
      ...tints,
      ...pointer,
    },
    // as seeds, the dark algorithm darkens the readable shades again (a processing tag at 4.0:1):
    // components take them as they are
    components: { Tag: readable },
  };
}
