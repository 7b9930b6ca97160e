import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { PAGE_SIZES, type TPage } from '@diagops/contracts';
import { Button, Tooltip } from 'antd';
import { type ReactNode, type RefObject, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureAttribute, useDomFix } from '../hooks/use-dom-fix';
import { useSession } from '../session/session-store';
import { approximateCount } from './approximate';
import { compact } from './zod-rules';

/** A list column: its width is required (column settings never hold an empty width). */
export type KitColumn<T> = ProColumns<T> & {
  width: number;
  /** the sortable field of the page query this column sorts by */
  sortKey?: string;
};

type Props<T> = {
  /** remembers the column settings per user under this key */
  id: string;
  title?: ReactNode;
  rowKey: keyof T & string;
  columns: KitColumn<T>[];
  /** the page call: { current, size, ...filters, sort? } → { records, total } */
  fetch: (query: Record<string, unknown>) => Promise<TPage<T>>;
  /** turns the search form's values into the page query's filters (default: as they are) */
  toFilters?: (values: Record<string, unknown>) => Record<string, unknown>;
  toolbar?: (api: { filters: () => Record<string, unknown>; reload: () => void }) => ReactNode[];
  /** batch actions on the selected rows */
  batch?: (api: { keys: React.Key[]; rows: T[]; clear: () => void; reload: () => void }) => ReactNode;
  actionRef?: RefObject<ActionType | undefined>;
  /** rowKey is the list's unique order tiebreak (the id): the next page is then asked for by keyset ('after') */
  keyset?: boolean;
};

/** antd's hidden row that measures column widths repeats the header's controls: keep them out of the tab order. */
const inertMeasureRow = (row: Element) => ensureAttribute(row, 'inert', '');
// a table wider than the screen scrolls sideways: keyboard users reach it with Tab and scroll it with the arrows
const focusableScroller = (el: Element) => ensureAttribute(el, 'tabindex', '0');

/**
 * The list screen of every area: ProTable with the search form from the columns, column
 * settings remembered per user, pagination 10/20/50/100, batch actions on selected rows
 * and the toolbar (add, import, export …).
 */
export function KitListPage<T extends Record<string, unknown>>(props: Props<T>) {
  const { t, i18n } = useTranslation();
  const userId = useSession((s) => s.userInfo?.sysUser.userId ?? 0);
  const ownRef = useRef<ActionType | undefined>(undefined);
  const ref = props.actionRef ?? ownRef;
  const lastFilters = useRef<Record<string, unknown>>({});
  const [selected, setSelected] = useState<{ keys: React.Key[]; rows: T[] }>({ keys: [], rows: [] });
  // past the server's threshold the total is an estimate; "exact count" asks again for these filters
  const [estimated, setEstimated] = useState(false);
  const exactFor = useRef<string | null>(null);
  const previous = useRef<{ query: string; current: number; lastKey: unknown } | null>(null);
  // every column has an order (and a width, by its type): settings are never empty
  const defaultState = useMemo(
    () => Object.fromEntries(props.columns.map((c, i) => [String(c.key ?? c.dataIndex), { show: true, order: i }])),
    [props.columns],
  );
  const columns = props.columns.map((c) => ({ ...c, key: String(c.key ?? c.dataIndex), sorter: c.sortKey ? true : c.sorter }));
  const reload = () => ref.current?.reload();
  const wrap = useRef<HTMLDivElement>(null);
  useDomFix(wrap, '.ant-table-measure-row', inertMeasureRow);
  useDomFix(wrap, '.ant-table-content', focusableScroller);
  const exactCount = () => {
    exactFor.current = JSON.stringify(lastFilters.current);
    reload();
  };
  return (
    <div ref={wrap}>
      <ProTable<T>
        headerTitle={props.title}
        rowKey={props.rowKey}
        actionRef={ref}
        columns={columns}
        scroll={{ x: 'max-content' }}
        search={{ labelWidth: 'auto', defaultCollapsed: false }}
        columnsState={{ persistenceKey: `kit-columns:${userId}:${props.id}`, persistenceType: 'localStorage', defaultValue: defaultState }}
        options={{ density: true, fullScreen: false, reload: true, setting: { draggable: true } }}
        pagination={{
          defaultPageSize: 10,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          showTotal: (total) => (estimated ? <EstimatedTotal total={total} lang={i18n.language} onExact={exactCount} /> : t('kit.total', { total })),
        }}
        rowSelection={props.batch ? { selectedRowKeys: selected.keys, onChange: (keys, rows) => setSelected({ keys, rows }) } : undefined}
        tableAlertRender={props.batch ? ({ selectedRowKeys }) => t('kit.selected', { n: selectedRowKeys.length }) : false}
        tableAlertOptionRender={props.batch ? () => props.batch!({ ...selected, clear: () => setSelected({ keys: [], rows: [] }), reload }) : false}
        toolBarRender={() => props.toolbar?.({ filters: () => lastFilters.current, reload }) ?? []}
        request={async (params, sort) => {
          const { current, pageSize, keyword: _k, ...values } = params as Record<string, unknown> & { current: number; pageSize: number };
          const filters = compact(props.toFilters ? props.toFilters(values) : values);
          const [field, order] = Object.entries(sort ?? {}).find(([, o]) => o) ?? [];
          const col = props.columns.find((c) => String(c.key ?? c.dataIndex) === field || c.dataIndex === field);
          const sortQuery = col?.sortKey && order ? { sort: { field: col.sortKey, order: order === 'ascend' ? 'asc' : 'desc' } } : {};
          lastFilters.current = { ...filters, ...sortQuery };
          const query = JSON.stringify({ ...lastFilters.current, pageSize });
          const exact = exactFor.current === JSON.stringify(lastFilters.current);
          // the page right after the one shown, same query: seek after its last row instead of skipping rows
          const prev = previous.current;
          const after =
            props.keyset && prev?.query === query && prev.current === current - 1 && typeof prev.lastKey === 'number' ? { after: prev.lastKey } : {};
          const page = await props.fetch({ current, size: pageSize, ...filters, ...sortQuery, ...(exact ? { exactTotal: true } : {}), ...after });
          setEstimated(page.totalEstimated === true);
          previous.current = { query, current, lastKey: page.records.at(-1)?.[props.rowKey] };
          return { data: page.records, total: page.total, success: true };
        }}
      />
    </div>
  );
}

/** "about 1.2 million in all" / "约 120 万 条" with the button that counts every row. */
function EstimatedTotal(props: { total: number; lang: string; onExact: () => void }) {
  const { t } = useTranslation();
  return (
    <span>
      <Tooltip title={t('kit.totalEstimatedHint')}>
        <span data-testid="list-total-estimated">{t('kit.totalAbout', { total: approximateCount(props.total, props.lang) })}</span>
      </Tooltip>
      <Button type="link" size="small" onClick={props.onExact}>
        {t('kit.exactCount')}
      </Button>
    </span>
  );
}
