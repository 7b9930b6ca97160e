import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './empty.module.css';

const SIMPLE = 'simple';

export type EmptyProps = {
  /** the text under the picture; "No data" in the page's language when not given */
  description?: ReactNode;
  /** Empty.PRESENTED_IMAGE_SIMPLE: the small picture (lists, pop-ups) */
  image?: typeof SIMPLE | ReactNode;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
  'data-testid'?: string;
};

/** An empty tray: antd's Empty as the console uses it, without antd's Empty (decision 0012). */
function EmptyState({ description, image, className, style, children, ...rest }: EmptyProps) {
  const { t } = useTranslation();
  const small = image === SIMPLE;
  return (
    <div className={[styles.empty, small && styles.small, className].filter(Boolean).join(' ')} style={style} data-empty data-testid={rest['data-testid']}>
      {image === undefined || small ? (
        <svg className={styles.picture} viewBox="0 0 64 41" aria-hidden>
          <ellipse className={styles.shadow} cx="32" cy="34" rx="32" ry="7" />
          <path className={styles.tray} d="M9 14 19.5 2h25L55 14v18a3 3 0 0 1-3 3H12a3 3 0 0 1-3-3z" />
          <path className={styles.well} d="M9 14h12a2.5 2.5 0 0 1 2.5 2.5 2.5 2.5 0 0 0 2.5 2.5h12a2.5 2.5 0 0 0 2.5-2.5A2.5 2.5 0 0 1 43 14h12" />
        </svg>
      ) : (
        image
      )}
      {description !== false && description !== null && <div className={styles.description}>{description ?? t('table.empty')}</div>}
      {children}
    </div>
  );
}

export const Empty = Object.assign(EmptyState, { PRESENTED_IMAGE_SIMPLE: SIMPLE as typeof SIMPLE });
