import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { PAGE_SIZES, type TPage } from '@diagops/contracts';
import { type ReactNode, type RefObject, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureAttribute, useDomFix } from '../hooks/use-dom-fix';
import { useSession } from '../session/session-store';
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
};

/** antd's hidden row that measures column widths repeats the header's controls: keep them out of the tab order. */
const inertMeasureRow = (row: Element) => ensureAttribute(row, 'inert', '');

/**
 * The list screen of every area: ProTable with the search form from the columns, column
 * settings remembered per user, pagination 10/20/50/100, batch actions on selected rows
 * and the toolbar (add, import, export …).
 */
export function KitListPage<T extends Record<string, unknown>>(props: Props<T>) {
  const { t } = useTranslation();
  const userId = useSession((s) => s.userInfo?.sysUser.userId ?? 0);
  const ownRef = useRef<ActionType | undefined>(undefined);
  const ref = props.actionRef ?? ownRef;
  const lastFilters = useRef<Record<string, unknown>>({});
  const [selected, setSelected] = useState<{ keys: React.Key[]; rows: T[] }>({ keys: [], rows: [] });
  // every column has an order (and a width, by its type): settings are never empty
  const defaultState = useMemo(
    () => Object.fromEntries(props.columns.map((c, i) => [String(c.key ?? c.dataIndex), { show: true, order: i }])),
    [props.columns],
  );
  const columns = props.columns.map((c) => ({ ...c, key: String(c.key ?? c.dataIndex), sorter: c.sortKey ? true : c.sorter }));
  const reload = () => ref.current?.reload();
  const wrap = useRef<HTMLDivElement>(null);
  useDomFix(wrap, '.ant-table-measure-row', inertMeasureRow);
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
        pagination={{ defaultPageSize: 10, pageSizeOptions: PAGE_SIZES.map(String), showSizeChanger: true, showTotal: (total) => t('kit.total', { total }) }}
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
          const page = await props.fetch({ current, size: pageSize, ...filters, ...sortQuery });
          return { data: page.records, total: page.total, success: true };
        }}
      />
    </div>
  );
}
