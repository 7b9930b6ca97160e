import { Children, type CSSProperties, Fragment, type ReactNode } from 'react';
import styles from './space.module.css';

type Gap = 'small' | 'middle' | 'large' | number;
const GAP: Record<string, number> = { small: 8, middle: 16, large: 24 };
const px = (g: Gap) => (typeof g === 'number' ? g : (GAP[g] ?? 8));

export type SpaceProps = {
  size?: Gap | [Gap, Gap];
  direction?: 'horizontal' | 'vertical';
  align?: 'start' | 'end' | 'center' | 'baseline';
  wrap?: boolean;
  /** shown between the items */
  separator?: ReactNode;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
  'data-testid'?: string;
};

/**
 * antd's Space as the console uses it: items in a row (or a column) with a gap between them,
 * empty ones left out, without antd's Space (decision 0012).
 */
export function Space({ size = 'small', direction = 'horizontal', align, wrap, separator, className, style, children, ...rest }: SpaceProps) {
  const [column, row] = Array.isArray(size) ? size : [size, size];
  const items = Children.toArray(children).filter((c) => c !== '');
  const vertical = direction === 'vertical';
  return (
    <div
      className={[styles.space, vertical && styles.vertical, wrap && styles.wrap, className].filter(Boolean).join(' ')}
      style={{
        columnGap: px(column),
        rowGap: px(row),
        alignItems: align === 'start' || align === 'end' ? `flex-${align}` : (align ?? (vertical ? undefined : 'center')),
        ...style,
      }}
      data-testid={rest['data-testid']}
    >
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the items are the children in their order; their own keys stay on them
        <Fragment key={i}>
          {separator != null && i > 0 && <span className={styles.separator}>{separator}</span>}
          <div className={styles.item}>{item}</div>
        </Fragment>
      ))}
    </div>
  );
}
