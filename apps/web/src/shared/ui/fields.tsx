import type { CSSProperties, ReactNode } from 'react';
import styles from './fields.module.css';

export type FieldItem = { label: ReactNode; value: ReactNode /** the whole row */; wide?: boolean; key?: string };

/**
 * A record's fields as label / value pairs in two bordered columns (one on narrow screens): antd's
 * bordered Descriptions without antd, as a definition list. empty items (`false`, `''`, `null`, `undefined`) are
 * left out, so a caller can write `cond && { … }`.
 */
export function Fields({
  items,
  style,
  'data-testid': testId,
}: {
  items: Array<FieldItem | false | '' | null | undefined>;
  style?: CSSProperties;
  'data-testid'?: string;
}) {
  const shown = items.filter((i): i is FieldItem => !!i);
  // an item left alone in its row (before a wide one, or last) takes the row, so no empty cell shows
  let column = 0;
  const wide = shown.map((i, n) => {
    if (i.wide) {
      column = 0;
      return true;
    }
    const alone = column === 0 && (n === shown.length - 1 || shown[n + 1]!.wide);
    column = alone ? 0 : 1 - column;
    return alone;
  });
  return (
    <dl className={styles.fields} style={style} data-testid={testId}>
      {shown.map((i, n) => (
        <div key={i.key ?? (typeof i.label === 'string' ? i.label : n)} className={`${styles.item} ${wide[n] ? styles.wide : ''}`}>
          <dt>{i.label}</dt>
          <dd>{i.value ?? '-'}</dd>
        </div>
      ))}
    </dl>
  );
}
