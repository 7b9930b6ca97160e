import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { readableShade } from '../theme/contrast';
import { away, backgrounds } from '../theme/theme-colors';
import { useTheme } from '../theme/theme-store';

export type StatusStyle = Record<string, { color: string; labelKey: string }>;

/**
 * Colour names shown through antd's status colours, which the theme keeps readable (decision
 * 0013); antd's preset palettes put text at about 3.3:1 on their tints.
 */
const READABLE: Record<string, string> = { green: 'success', red: 'error', orange: 'warning', gold: 'warning', blue: 'processing' };

/** The status names' own hues (antd's), for dark mode. */
const STATUS_HEX: Record<string, string> = { green: '#52c41a', red: '#ff4d4f', orange: '#fa8c16', gold: '#faad14', blue: '#1677ff' };

/** antd's other preset palettes, shown as a shade of their own hue that reads on the surface. */
const PRESET_HEX: Record<string, string> = {
  cyan: '#13c2c2',
  purple: '#722ed1',
  magenta: '#eb2f96',
  geekblue: '#2f54eb',
  volcano: '#fa541c',
  lime: '#7cb305',
};

/**
 * A colour for a Tag: a status colour for the common names; for antd's other presets (cyan at
 * 3.5:1, purple …) their hue in the shade that reaches AA on this mode's backgrounds (tags are
 * outlined on a transparent background); anything else as it is.
 */
export function tagColor(color: string): string {
  const { mode } = useTheme.getState();
  const status = READABLE[color];
  // antd's dark status texts stay near 4:1 on the dark surfaces: there the status names take the same path as the presets
  if (status && mode !== 'dark') return status;
  const hex = PRESET_HEX[color] ?? STATUS_HEX[color];
  if (!hex) return color;
  return readableShade(hex, backgrounds(mode), away(mode));
}

/** A status as a coloured tag with its label in the current language. */
export function StatusTag({ value, styles }: { value: string; styles: StatusStyle }) {
  const { t } = useTranslation();
  useTheme((state) => state.mode); // a switch of mode re-renders the tag in its colour for that mode
  const s = styles[value];
  return <Tag color={tagColor(s?.color ?? 'default')}>{s ? t(s.labelKey) : value}</Tag>;
}

/** The value enum the kit's search form and columns use for a status. */
export function statusEnum(styles: StatusStyle, t: (k: string) => string) {
  return Object.fromEntries(Object.entries(styles).map(([k, v]) => [k, { text: t(v.labelKey) }]));
}
