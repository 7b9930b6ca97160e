import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export type StatusStyle = Record<string, { color: string; labelKey: string }>;

/**
 * Colour names shown through antd's status colours, which the theme keeps readable (decision
 * 0013); antd's preset palettes put text at about 3.3:1 on their tints.
 */
const READABLE: Record<string, string> = { green: 'success', red: 'error', orange: 'warning', gold: 'warning', blue: 'processing' };

/** A colour for a Tag: a status colour for the common names, else the name itself. */
export const tagColor = (color: string) => READABLE[color] ?? color;

/** A status as a coloured tag with its label in the current language. */
export function StatusTag({ value, styles }: { value: string; styles: StatusStyle }) {
  const { t } = useTranslation();
  const s = styles[value];
  return <Tag color={tagColor(s?.color ?? 'default')}>{s ? t(s.labelKey) : value}</Tag>;
}

/** The value enum ProTable's search form and columns use for a status. */
export function statusEnum(styles: StatusStyle, t: (k: string) => string) {
  return Object.fromEntries(Object.entries(styles).map(([k, v]) => [k, { text: t(v.labelKey) }]));
}
