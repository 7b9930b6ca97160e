import { PAGE_SIZES, type TPage } from '@diagops/contracts';
import { Button, Tooltip } from 'antd';
import { type ReactNode, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-store';
import { approximateCount } from './approximate';
import { columnKey, initialSearchValues, type KitColumn, KitListView, type ListActions, SelectionAlert, searchToFilters } from './list-view';
import { compact } from './zod-rules';

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
  actionRef?: RefObject<ListActions | undefined>;
  /** rowKey is the list's unique order tiebreak (the id): the next page is then asked for by keyset ('after') */
  keyset?: boolean;
};

type Sort = { key: string; order: 'ascend' | 'descend' } | null;

/**
 * The list screen of every area: the search form from the columns, column settings remembered
 * per user, pagination 10/20/50/100, batch actions on selected rows and the toolbar (add,
 * import, export …), on the console's own table (shared/ui/data-table).
 */
export function KitListPage<T extends Record<string, unknown>>(props: Props<T>) {
  const { t, i18n } = useTranslation();
  const userId = useSession((s) => s.userInfo?.sysUser.userId ?? 0);
  const latest = useRef(props);
  latest.current = props;
  const lastFilters = useRef<Record<string, unknown>>({});
  const [selected, setSelected] = useState<{ keys: React.Key[]; rows: T[] }>({ keys: [], rows: [] });
  const clear = () => setSelected({ keys: [], rows: [] });
  // what is asked for: the form's filters (from the columns' initial values first), the page, the sort; `tick` asks again
  const [search, setSearch] = useState(() => searchToFilters(props.columns, initialSearchValues(props.columns)));
  const [paging, setPaging] = useState({ current: 1, pageSize: 10 });
  const [sort, setSort] = useState<Sort>(null);
  const [tick, setTick] = useState(0);
  const [result, setResult] = useState<{ data: T[]; total: number }>({ data: [], total: 0 });
  const [loading, setLoading] = useState(true);
  // past the server's threshold the total is an estimate; "exact count" asks again for these filters
  const [estimated, setEstimated] = useState(false);
  const exactFor = useRef<string | null>(null);
  const previous = useRef<{ query: string; current: number; lastKey: unknown } | null>(null);
  const requestNo = useRef(0);

  const actions = useMemo<ListActions>(
    () => ({
      reload: () => setTick((n) => n + 1),
      reloadAndRest: () => {
        setSelected({ keys: [], rows: [] });
        setPaging((p) => ({ ...p, current: 1 }));
        setTick((n) => n + 1);
      },
    }),
    [],
  );
  if (props.actionRef) props.actionRef.current = actions;

  // biome-ignore lint/correctness/useExhaustiveDependencies: tick asks again for the same page
  useEffect(() => {
    const p = latest.current;
    const no = ++requestNo.current;
    const { current, pageSize } = paging;
    const filters = compact(p.toFilters ? p.toFilters(search) : search);
    const col = sort ? p.columns.find((c) => columnKey(c) === sort.key) : undefined;
    const sortQuery = col?.sortKey && sort ? { sort: { field: col.sortKey, order: sort.order === 'ascend' ? 'asc' : 'desc' } } : {};
    lastFilters.current = { ...filters, ...sortQuery };
    const query = JSON.stringify({ ...lastFilters.current, pageSize });
    const exact = exactFor.current === JSON.stringify(lastFilters.current);
    // the page right after the one shown, same query: seek after its last row instead of skipping rows
    const prev = previous.current;
    const after = p.keyset && prev?.query === query && prev.current === current - 1 && typeof prev.lastKey === 'number' ? { after: prev.lastKey } : {};
    setLoading(true);
    p.fetch({ current, size: pageSize, ...filters, ...sortQuery, ...(exact ? { exactTotal: true } : {}), ...after })
      .then((page) => {
        if (no !== requestNo.current) return;
        setEstimated(page.totalEstimated === true);
        previous.current = { query, current, lastKey: page.records.at(-1)?.[p.rowKey] };
        setResult({ data: page.records, total: page.total });
        setLoading(false);
      })
      .catch(() => {
        // the http client has shown why
        if (no === requestNo.current) setLoading(false);
      });
  }, [search, paging, sort, tick]);

  const exactCount = () => {
    exactFor.current = JSON.stringify(lastFilters.current);
    actions.reload();
  };
  const batch = props.batch;
  return (
    <KitListView<T>
      columns={props.columns}
      rowKey={props.rowKey}
      data={result.data}
      loading={loading}
      actions={actions}
      title={props.title}
      settingsKey={`kit-columns:${userId}:${props.id}`}
      viewsKey={props.id}
      onSort={(s) => setSort(s)}
      toolbar={props.toolbar?.({ filters: () => lastFilters.current, reload: actions.reload })}
      onSearch={(filters) => {
        setSearch(filters);
        setPaging((p) => ({ ...p, current: 1 }));
        setTick((n) => n + 1);
      }}
      sort={sort}
      alert={batch && <SelectionAlert n={selected.keys.length}>{batch({ ...selected, clear, reload: actions.reload })}</SelectionAlert>}
      table={{
        pagination: {
          current: paging.current,
          pageSize: paging.pageSize,
          total: result.total,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showTotal: (total) => (estimated ? <EstimatedTotal total={total} lang={i18n.language} onExact={exactCount} /> : t('kit.total', { total })),
        },
        rowSelection: batch ? { selectedRowKeys: selected.keys, onChange: (keys, rows) => setSelected({ keys, rows }) } : undefined,
        onChange: (change) => {
          setSort((old) => (old?.key === change.sort?.key && old?.order === change.sort?.order ? old : change.sort));
          setPaging((old) =>
            old.current === change.current && old.pageSize === change.pageSize ? old : { current: change.current, pageSize: change.pageSize },
          );
        },
      }}
    />
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
