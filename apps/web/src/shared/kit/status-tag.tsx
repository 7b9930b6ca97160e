import { useTranslation } from 'react-i18next';
import { Tag } from '../ui/tag';

export type StatusStyle = Record<string, { color: string; labelKey: string }>;

/** A status as a coloured tag with its label in the current language. */
export function StatusTag({ value, styles }: { value: string; styles: StatusStyle }) {
  const { t } = useTranslation();
  const s = styles[value];
  return <Tag color={s?.color ?? 'default'}>{s ? t(s.labelKey) : value}</Tag>;
}

/** The value enum the kit's search form and columns use for a status. */
export function statusEnum(styles: StatusStyle, t: (k: string) => string) {
  return Object.fromEntries(Object.entries(styles).map(([k, v]) => [k, { text: t(v.labelKey) }]));
}
