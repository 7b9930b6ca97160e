import { DoubleLeftOutlined, DoubleRightOutlined, EllipsisOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './data-table.module.css';
import { pageItems } from './rows';

export type PaginationProps = {
  current: number;
  pageSize: number;
  total: number;
  /** page sizes offered (a size changer shows when `showSizeChanger`) */
  pageSizeOptions?: readonly (string | number)[];
  showSizeChanger?: boolean;
  /** the text before the pages, e.g. "120 in all" */
  showTotal?: (total: number) => ReactNode;
  size?: 'small' | 'default';
};

type Props = PaginationProps & { onChange: (current: number, pageSize: number) => void };

/** antd's pagination as plain buttons: the total, previous / pages with five-page jumps / next, and the page size. */
export function Pagination({ current, pageSize, total, pageSizeOptions, showSizeChanger, showTotal, size, onChange }: Props) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const go = (page: number) => {
    const next = Math.min(pages, Math.max(1, page));
    if (next !== current) onChange(next, pageSize);
  };
  const cls = [styles.pagination, size === 'small' ? styles.paginationSmall : ''].filter(Boolean).join(' ');
  return (
    <nav className={cls} aria-label={t('table.pages')}>
      {showTotal && <span className={styles.paginationTotal}>{showTotal(total)}</span>}
      <button
        type="button"
        className={styles.pageButton}
        disabled={current <= 1}
        onClick={() => go(current - 1)}
        aria-label={t('table.prevPage')}
        title={t('table.prevPage')}
      >
        <LeftOutlined />
      </button>
      {pageItems(current, pages).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            className={`${styles.pageButton} ${item === current ? styles.pageCurrent : ''}`}
            aria-current={item === current ? 'page' : undefined}
            aria-label={t('table.page', { n: item })}
            title={String(item)}
            onClick={() => go(item)}
          >
            {item}
          </button>
        ) : (
          <button
            key={item}
            type="button"
            className={`${styles.pageButton} ${styles.pageJump}`}
            aria-label={t(`table.${item}`)}
            title={t(`table.${item}`)}
            onClick={() => go(item === 'prev5' ? current - 5 : current + 5)}
          >
            <EllipsisOutlined className={styles.jumpDots} />
            {item === 'prev5' ? <DoubleLeftOutlined className={styles.jumpArrow} /> : <DoubleRightOutlined className={styles.jumpArrow} />}
          </button>
        ),
      )}
      <button
        type="button"
        className={styles.pageButton}
        disabled={current >= pages}
        onClick={() => go(current + 1)}
        aria-label={t('table.nextPage')}
        title={t('table.nextPage')}
      >
        <RightOutlined />
      </button>
      {showSizeChanger && pageSizeOptions && (
        <select
          className={styles.pageSize}
          value={pageSize}
          aria-label={t('table.pageSizeLabel')}
          onChange={(e) => {
            const nextSize = Number(e.target.value);
            // the first row shown stays on the page shown, as antd does
            onChange(Math.min(Math.ceil(total / nextSize) || 1, Math.floor(((current - 1) * pageSize) / nextSize) + 1), nextSize);
          }}
        >
          {pageSizeOptions.map((n) => (
            <option key={n} value={Number(n)}>
              {t('table.pageSize', { n })}
            </option>
          ))}
        </select>
      )}
    </nav>
  );
}
