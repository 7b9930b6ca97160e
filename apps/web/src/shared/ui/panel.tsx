import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import styles from './panel.module.css';

type Props = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  title?: ReactNode;
  /** beside the title, at the end (buttons, links) */
  extra?: ReactNode;
  size?: 'small' | 'default';
  variant?: 'outlined' | 'borderless';
  /** lifts on hover (a card that is a link) */
  hoverable?: boolean;
  /** grey lines in place of the body while its content loads */
  loading?: boolean;
  styles?: { header?: CSSProperties; body?: CSSProperties };
  'data-testid'?: string;
};

/**
 * antd's Card as a plain section in its look (title, extra, small size, borderless, hoverable,
 * loading), so a page of cards does not load antd's Card and, through it, Tabs, Menu and
 * Dropdown (decision 0012). `diagops-panel` is the hook journeys find it by.
 */
export function Panel({ title, extra, size, variant, hoverable, loading, styles: parts, className, children, ...rest }: Props) {
  const classes = [
    'diagops-panel',
    styles.panel,
    size === 'small' ? styles.small : '',
    variant === 'borderless' ? styles.borderless : '',
    hoverable ? styles.hoverable : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes} aria-busy={loading || undefined} {...rest}>
      {(title || extra) && (
        <div className={styles.head} style={parts?.header}>
          <div className={styles.title}>{title}</div>
          {extra && <div className={styles.extra}>{extra}</div>}
        </div>
      )}
      <div className={styles.body} style={parts?.body}>
        {loading ? (
          <div className={styles.skeleton} aria-hidden="true">
            <span />
            <span />
            <span />
          </div>
        ) : (
          children
        )}
      </div>
    </div>
  );
}
