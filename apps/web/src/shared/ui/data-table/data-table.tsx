import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons';
import { type CSSProperties, type Key, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty } from '../empty';
import { Spin } from '../spin';
import styles from './data-table.module.css';
import { Pagination, type PaginationProps } from './pagination';
import { parentKeys, shownRows } from './rows';

export type SortOrder = 'ascend' | 'descend';

export type DataColumn<T> = {
  key?: Key;
  /** the record's field shown (and, without `key`, the column's key) */
  dataIndex?: string;
  title?: ReactNode;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /** one line, cut with "…" */
  ellipsis?: boolean;
  /** stays in view while the table scrolls sideways */
  fixed?: 'left' | 'right' | boolean;
  /** the header sorts by this column: ascend, descend, none */
  sorter?: boolean;
  /** the column's sort, when the page holds it (undefined: the table holds it) */
  sortOrder?: SortOrder | null;
  render?: (value: never, record: T, index: number) => ReactNode;
};

export type TableChange = { current: number; pageSize: number; sort: { key: string; order: SortOrder } | null };

export type DataTableProps<T> = {
  columns: DataColumn<T>[];
  dataSource: readonly T[];
  rowKey: string | ((record: T) => Key);
  loading?: boolean;
  size?: 'large' | 'middle' | 'small';
  /** false or absent: every row on one page; else the page the caller holds */
  pagination?: false | (PaginationProps & { onChange?: (current: number, pageSize: number) => void });
  /** a check box a row and one for the page */
  rowSelection?: { selectedRowKeys: Key[]; onChange: (keys: Key[], rows: T[]) => void };
  /** the page, the page size or the sort changed */
  onChange?: (change: TableChange) => void;
  /** records with `children` show as a tree */
  expandable?: { expandedRowKeys?: readonly Key[]; onExpandedRowsChange?: (keys: Key[]) => void; defaultExpandAllRows?: boolean };
  locale?: { emptyText?: ReactNode };
  /** a table wider than its box scrolls sideways (antd's scroll.x) */
  scroll?: { x?: number | string };
  'data-testid'?: string;
};

const colKey = <T,>(c: DataColumn<T>, i: number) => String(c.key ?? c.dataIndex ?? i);
const nextOrder = (o: SortOrder | null | undefined): SortOrder | null => (o === 'ascend' ? 'descend' : o === 'descend' ? null : 'ascend');
const SELECTION_WIDTH = 48;

/**
 * antd's Table as a plain `<table>` in its look (decision 0012): columns with render, width,
 * alignment, ellipsis, sticky left and right columns and a sortable header; a selection
 * column; tree rows; the page the caller holds with antd's pagination; loading and empty
 * states. The rows carry `data-row-key` and the classes journeys find (`data-table-row`).
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  const { columns, dataSource, rowKey, rowSelection, expandable, pagination } = props;
  const [ownExpanded, setOwnExpanded] = useState<Key[]>(() => (expandable?.defaultExpandAllRows ? parentKeys(dataSource, rowKey) : []));
  // with defaultExpandAllRows a row that gains children later (a subcategory just added) opens too; one the user closed stays closed
  const knownParents = useRef(new Set(ownExpanded));
  useEffect(() => {
    if (!expandable?.defaultExpandAllRows) return;
    const added = parentKeys(dataSource, rowKey).filter((k) => !knownParents.current.has(k));
    if (added.length === 0) return;
    for (const k of added) knownParents.current.add(k);
    setOwnExpanded((keys) => [...keys, ...added]);
  }, [dataSource, rowKey, expandable?.defaultExpandAllRows]);
  const expandedKeys = expandable?.expandedRowKeys ?? ownExpanded;
  const expanded = useMemo(() => new Set(expandedKeys), [expandedKeys]);
  const rows = useMemo(() => shownRows(dataSource, rowKey, expanded), [dataSource, rowKey, expanded]);
  const [ownSort, setOwnSort] = useState<{ key: string; order: SortOrder } | null>(null);
  const selected = useMemo(() => new Set(rowSelection?.selectedRowKeys ?? []), [rowSelection?.selectedRowKeys]);
  const all = useRef<HTMLInputElement>(null);
  const pageKeys = rows.map((r) => r.key);
  const allSelected = pageKeys.length > 0 && pageKeys.every((k) => selected.has(k));
  const someSelected = !allSelected && pageKeys.some((k) => selected.has(k));
  useEffect(() => {
    if (all.current) all.current.indeterminate = someSelected;
  }, [someSelected]);

  const toggleExpand = (key: Key) => {
    const next = expanded.has(key) ? expandedKeys.filter((k) => k !== key) : [...expandedKeys, key];
    if (!expandable?.expandedRowKeys) setOwnExpanded(next);
    expandable?.onExpandedRowsChange?.(next);
  };
  // as antd without preserveSelectedRowKeys: what is selected is on the rows shown
  const select = (keys: Key[]) => {
    const byKey = new Map(rows.map((r) => [r.key, r.record]));
    const shown = keys.filter((k) => byKey.has(k));
    rowSelection?.onChange(
      shown,
      shown.map((k) => byKey.get(k) as T),
    );
  };
  const sortOf = (c: DataColumn<T>, i: number): SortOrder | null =>
    c.sortOrder !== undefined ? c.sortOrder : ownSort?.key === colKey(c, i) ? ownSort.order : null;
  const page = pagination ? { current: pagination.current, pageSize: pagination.pageSize } : { current: 1, pageSize: rows.length };
  const currentSort = () => {
    for (const [i, c] of columns.entries()) {
      const order = sortOf(c, i);
      if (order) return { key: colKey(c, i), order };
    }
    return null;
  };
  const sortBy = (c: DataColumn<T>, i: number) => {
    const order = nextOrder(sortOf(c, i));
    const sort = order ? { key: colKey(c, i), order } : null;
    setOwnSort(sort);
    props.onChange?.({ ...page, sort });
  };
  const changePage = (current: number, pageSize: number) => {
    if (pagination) pagination.onChange?.(current, pageSize);
    props.onChange?.({ current, pageSize, sort: currentSort() });
  };

  // sticky columns: each one's offset is the widths of the sticky columns before it (after it, on the right)
  const offsets = useMemo(() => {
    const widthOf = (c: DataColumn<T>) => (typeof c.width === 'number' ? c.width : 0);
    const left: (number | undefined)[] = [];
    let x = rowSelection ? SELECTION_WIDTH : 0;
    for (const c of columns) {
      left.push(c.fixed === 'left' || c.fixed === true ? x : undefined);
      if (c.fixed === 'left' || c.fixed === true) x += widthOf(c);
    }
    const right: (number | undefined)[] = [];
    let r = 0;
    for (const c of [...columns].reverse()) {
      right.unshift(c.fixed === 'right' ? r : undefined);
      if (c.fixed === 'right') r += widthOf(c);
    }
    return { left, right };
  }, [columns, rowSelection]);
  const cellStyle = (c: DataColumn<T>, i: number): CSSProperties => ({
    textAlign: c.align,
    ...(offsets.left[i] !== undefined ? { position: 'sticky', left: offsets.left[i], zIndex: 1 } : {}),
    ...(offsets.right[i] !== undefined ? { position: 'sticky', right: offsets.right[i], zIndex: 1 } : {}),
  });
  const fixedClass = (i: number) => (offsets.left[i] !== undefined || offsets.right[i] !== undefined ? styles.fixed : '');
  const isTree = rows.some((r) => r.hasChildren || r.depth > 0);

  const size = props.size ?? 'large';
  return (
    <div className={`${styles.wrapper} ${styles[size]}`} data-size={size} data-testid={props['data-testid']}>
      <Spin spinning={Boolean(props.loading)}>
        <div className={styles.scroll} tabIndex={props.scroll?.x ? 0 : undefined}>
          <table
            className={styles.table}
            style={props.scroll?.x ? { width: props.scroll.x === 'max-content' ? 'max-content' : props.scroll.x, minWidth: '100%' } : undefined}
          >
            <colgroup>
              {rowSelection && <col style={{ width: SELECTION_WIDTH }} />}
              {columns.map((c, i) => (
                <col key={colKey(c, i)} style={{ width: c.width }} />
              ))}
            </colgroup>
            <thead className="data-table-thead">
              <tr>
                {rowSelection && (
                  <th className={`${styles.selection} ${styles.fixed}`} style={{ position: 'sticky', left: 0, zIndex: 2 }}>
                    <input
                      ref={all}
                      type="checkbox"
                      className={`${styles.checkbox} data-table-checkbox`}
                      checked={allSelected}
                      disabled={pageKeys.length === 0}
                      aria-label={t('table.selectAll')}
                      onChange={(e) => select(e.target.checked ? pageKeys : [])}
                    />
                  </th>
                )}
                {columns.map((c, i) => {
                  const order = c.sorter ? sortOf(c, i) : null;
                  return (
                    <th
                      key={colKey(c, i)}
                      className={fixedClass(i)}
                      style={cellStyle(c, i)}
                      aria-sort={c.sorter ? (order === 'ascend' ? 'ascending' : order === 'descend' ? 'descending' : 'none') : undefined}
                    >
                      {c.sorter ? (
                        <button
                          type="button"
                          className={styles.sorter}
                          title={t(order === 'ascend' ? 'table.sortDescending' : order === 'descend' ? 'table.sortCancel' : 'table.sortAscending')}
                          onClick={() => sortBy(c, i)}
                        >
                          <span>{c.title}</span>
                          <span className={styles.sortIcons} aria-hidden="true">
                            <CaretUpOutlined className={order === 'ascend' ? styles.sortOn : undefined} />
                            <CaretDownOutlined className={order === 'descend' ? styles.sortOn : undefined} />
                          </span>
                        </button>
                      ) : (
                        c.title
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody className="data-table-tbody">
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={columns.length + (rowSelection ? 1 : 0)} className={styles.empty}>
                    {props.loading ? (
                      <div className={styles.emptyLoading} />
                    ) : (
                      (props.locale?.emptyText ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('table.empty')} />)
                    )}
                  </td>
                </tr>
              ) : (
                rows.map((row) => (
                  <tr key={row.key} data-row-key={row.key} className={`data-table-row ${selected.has(row.key) ? styles.selected : ''}`}>
                    {rowSelection && (
                      <td className={`${styles.selection} ${styles.fixed}`} style={{ position: 'sticky', left: 0, zIndex: 1 }}>
                        <input
                          type="checkbox"
                          className={`${styles.checkbox} data-table-checkbox`}
                          checked={selected.has(row.key)}
                          aria-label={t('table.selectRow')}
                          onChange={(e) => select(e.target.checked ? [...selected, row.key] : [...selected].filter((k) => k !== row.key))}
                        />
                      </td>
                    )}
                    {columns.map((c, i) => {
                      const value = c.dataIndex ? (row.record as Record<string, unknown>)[c.dataIndex] : undefined;
                      const content = c.render ? c.render(value as never, row.record, row.index) : (value as ReactNode);
                      return (
                        <td key={colKey(c, i)} className={fixedClass(i)} style={cellStyle(c, i)}>
                          {i === 0 && isTree ? (
                            <span className={styles.treeCell} style={{ paddingInlineStart: row.depth * 15 }}>
                              {row.hasChildren ? (
                                <button
                                  type="button"
                                  className={`${styles.expander} ${expanded.has(row.key) ? styles.expanded : ''}`}
                                  aria-expanded={expanded.has(row.key)}
                                  aria-label={t(expanded.has(row.key) ? 'table.collapseRow' : 'table.expandRow')}
                                  onClick={() => toggleExpand(row.key)}
                                />
                              ) : (
                                <span className={styles.expanderSpace} />
                              )}
                              <Cell ellipsis={c.ellipsis} content={content} />
                            </span>
                          ) : (
                            <Cell ellipsis={c.ellipsis} content={content} />
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      </Spin>
      {pagination && pagination.total > 0 && <Pagination {...pagination} size={size === 'small' ? 'small' : undefined} onChange={changePage} />}
    </div>
  );
}

function Cell({ ellipsis, content }: { ellipsis?: boolean; content: ReactNode }) {
  if (!ellipsis) return <>{content}</>;
  return (
    <span className={styles.ellipsis} title={typeof content === 'string' || typeof content === 'number' ? String(content) : undefined}>
      {content}
    </span>
  );
}
