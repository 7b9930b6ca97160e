import { ArrowDownOutlined, ArrowUpOutlined, ColumnHeightOutlined, QuestionCircleOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Form, Popover, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/alert';
import { type DataColumn, DataTable, type DataTableProps } from '../ui/data-table/data-table';
import { IconButton } from '../ui/icon-button';
import { Panel } from '../ui/panel';
import { PopupMenu } from '../ui/popup-menu';
import { Space } from '../ui/space';
import { type DotStatus, StatusDot } from '../ui/status-dot';
import { Typography } from '../ui/typography';
import { SavedViews } from './saved-views';
import { columnKey, isEmpty, KitSearchForm } from './search-form';
import { useViewBinding } from './view-binding';

/** What a list offers its pages (and its columns' render): load the page shown again, or go back to the first page. */
export type ListActions = {
  /** the page shown, with the same filters */
  reload: () => void;
  /** back to the first page (selection cleared), then reload */
  reloadAndRest: () => void;
};

/** A label of a value (the search form's options, the cell's text); `status` shows a badge of that colour. */
export type ValueEnum = Record<string, { text: ReactNode; status?: 'Success' | 'Error' | 'Processing' | 'Warning' | 'Default' }>;

/** A list column: its width is required (column settings never hold an empty width). */
export type KitColumn<T> = {
  title?: ReactNode;
  /** the record's field shown, and the search field's name */
  dataIndex?: string;
  key?: string;
  width: number;
  /** the sortable field of the page query this column sorts by */
  sortKey?: string;
  /** how the value is shown and searched: text by default */
  valueType?: 'text' | 'select' | 'digit' | 'dateTime' | 'dateRange' | 'dateTimeRange' | 'cascader';
  valueEnum?: ValueEnum;
  /** props of the search field's control (options, showSearch, placeholder …) */
  fieldProps?: Record<string, unknown>;
  /** props of the search field's Form.Item (label …) */
  formItemProps?: { label?: ReactNode };
  /** the search field's value when the page opens and after Reset */
  initialValue?: unknown;
  /** the search fields' order: higher first */
  order?: number;
  /** false: not a search field; transform: the field's value as the query's filters */
  search?: boolean | { transform: (value: never) => Record<string, unknown> };
  render?: (dom: ReactNode, record: T, index: number, action: ListActions) => ReactNode;
  hideInTable?: boolean;
  ellipsis?: boolean;
  copyable?: boolean;
  fixed?: 'left' | 'right';
  align?: 'left' | 'right' | 'center';
  /** a hint beside the title and the search field's label */
  tooltip?: string;
};

export type Density = 'large' | 'middle' | 'small';
export type ColumnState = Record<string, { show: boolean; order: number }>;

export { columnKey, fieldName, initialSearchValues, KitSearchForm, searchColumns, searchToFilters } from './search-form';

const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';
const numberFormat = new Intl.NumberFormat();

/** A cell's value as ProTable showed it: '-' when empty, dates formatted, enum labels, numbers grouped. */
function cellText(c: KitColumn<unknown>, value: unknown): ReactNode {
  if (isEmpty(value)) return '-';
  if (c.valueEnum) {
    const e = c.valueEnum[String(value)];
    if (e) return e.status ? <StatusDot status={e.status.toLowerCase() as DotStatus} text={e.text} /> : e.text;
  }
  switch (c.valueType) {
    case 'dateTime':
      return dayjs(value as string).format(DATE_TIME);
    case 'digit':
      return numberFormat.format(Number(value));
    case 'select': {
      const options = c.fieldProps?.options as { value: unknown; label: ReactNode }[] | undefined;
      const found = options?.find((o) => o.value === value);
      if (found) return found.label;
    }
  }
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return c.copyable ? <Typography.Text copyable={{ text }}>{text}</Typography.Text> : text;
}

/** The shown columns (settings, order) as the table's columns, each rendering its value as ProTable did. */
export function tableColumns<T>(
  columns: KitColumn<T>[],
  state: ColumnState,
  actions: ListActions,
  sort?: { key: string; order: 'ascend' | 'descend' } | null,
): DataColumn<T>[] {
  return columns
    .filter((c) => !c.hideInTable && state[columnKey(c)]?.show !== false)
    .map((c, i) => ({ c, i }))
    .sort((a, b) => (state[columnKey(a.c)]?.order ?? a.i) - (state[columnKey(b.c)]?.order ?? b.i))
    .map(({ c }) => {
      const key = columnKey(c);
      return {
        key,
        dataIndex: c.dataIndex,
        title: c.tooltip ? (
          <Space size={4}>
            {c.title}
            <Tooltip title={c.tooltip}>
              <QuestionCircleOutlined aria-label={c.tooltip} />
            </Tooltip>
          </Space>
        ) : (
          c.title
        ),
        width: c.width,
        fixed: c.fixed,
        align: c.align,
        ellipsis: c.ellipsis,
        sorter: Boolean(c.sortKey),
        ...(c.sortKey && sort !== undefined ? { sortOrder: sort?.key === key ? sort.order : null } : {}),
        render: (value: unknown, record: T, index: number) => {
          const dom = cellText(c as KitColumn<unknown>, value);
          return c.render ? c.render(dom, record, index, actions) : dom;
        },
      };
    });
}

function readState(storageKey: string | undefined): ColumnState | null {
  if (!storageKey) return null;
  try {
    const saved = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as unknown;
    return saved && typeof saved === 'object' ? (saved as ColumnState) : null;
  } catch {
    return null;
  }
}

/** Which columns show, in what order: remembered under `storageKey` (the same map ProTable kept there). */
export function useColumnSettings<T>(columns: KitColumn<T>[], storageKey?: string, hidden: string[] = []) {
  const keys = columns.map(columnKey).join('\n');
  const hiddenKeys = hidden.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys stand for the columns
  const defaults = useMemo<ColumnState>(
    () => Object.fromEntries(columns.map((c, i) => [columnKey(c), { show: !hidden.includes(columnKey(c)), order: i }])),
    [keys, hiddenKeys],
  );
  // read again when the key changes (another user signed in), without an extra render on mount
  const [saved, setSaved] = useState(() => ({ key: storageKey, state: readState(storageKey) }));
  const current = saved.key === storageKey ? saved.state : readState(storageKey);
  const state = useMemo(() => ({ ...defaults, ...current }), [defaults, current]);
  const save = useCallback(
    (next: ColumnState | null) => {
      setSaved({ key: storageKey, state: next });
      if (!storageKey) return;
      if (next) localStorage.setItem(storageKey, JSON.stringify(next));
      else localStorage.removeItem(storageKey);
    },
    [storageKey],
  );
  return { state, save };
}

/** The column settings: a check box per column to show it, buttons to move it up or down, and reset. */
function ColumnSettings<T>({ columns, state, save }: { columns: KitColumn<T>[] } & ReturnType<typeof useColumnSettings<T>>) {
  const { t } = useTranslation();
  const listed = columns
    .filter((c) => !c.hideInTable)
    .map((c, i) => ({ c, i }))
    .sort((a, b) => (state[columnKey(a.c)]?.order ?? a.i) - (state[columnKey(b.c)]?.order ?? b.i))
    .map(({ c }) => c);
  const update = (order: KitColumn<T>[], show: (key: string) => boolean) =>
    save(Object.fromEntries(order.map((c, i) => [columnKey(c), { show: show(columnKey(c)), order: i }])));
  const shown = (key: string) => state[key]?.show !== false;
  const move = (from: number, to: number) => {
    const order = [...listed];
    const [c] = order.splice(from, 1);
    order.splice(to, 0, c!);
    update(order, shown);
  };
  const content = (
    <div style={{ minWidth: 220 }} data-testid="kit-column-settings">
      {listed.map((c, i) => {
        const key = columnKey(c);
        const name = typeof c.title === 'string' ? c.title : key;
        return (
          <div key={key} style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
            <label style={{ flex: 1, display: 'flex', alignItems: 'center', gap: 8, cursor: 'pointer' }}>
              <input type="checkbox" checked={shown(key)} onChange={(e) => update(listed, (k) => (k === key ? e.target.checked : shown(k)))} />
              {c.title}
            </label>
            <Button
              type="text"
              size="small"
              icon={<ArrowUpOutlined />}
              disabled={i === 0}
              aria-label={t('kit.moveUp', { name })}
              onClick={() => move(i, i - 1)}
            />
            <Button
              type="text"
              size="small"
              icon={<ArrowDownOutlined />}
              disabled={i === listed.length - 1}
              aria-label={t('kit.moveDown', { name })}
              onClick={() => move(i, i + 1)}
            />
          </div>
        );
      })}
    </div>
  );
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          {t('kit.columnSettings')}
          <Button type="link" size="small" onClick={() => save(null)}>
            {t('kit.columnsReset')}
          </Button>
        </div>
      }
      content={content}
    >
      <Tooltip title={t('kit.columnSettings')}>
        <Button type="text" icon={<SettingOutlined />} aria-label={t('kit.columnSettings')} data-testid="kit-settings" />
      </Tooltip>
    </Popover>
  );
}

export type KitListViewProps<T> = {
  columns: KitColumn<T>[];
  rowKey: string;
  data: T[];
  loading: boolean;
  actions: ListActions;
  onSearch: (filters: Record<string, unknown>) => void;
  title?: ReactNode;
  toolbar?: ReactNode[];
  /** the column settings are remembered under this key */
  settingsKey?: string;
  /** columns hidden until the settings show them */
  hidden?: string[];
  /** above the table (the selection's alert) */
  alert?: ReactNode;
  sort?: { key: string; order: 'ascend' | 'descend' } | null;
  table?: Omit<DataTableProps<T>, 'columns' | 'dataSource' | 'rowKey' | 'loading' | 'size'>;
  /** saved views of the list (decision 0041) are kept under this key; `onSort` lets a view set the sort */
  viewsKey?: string;
  onSort?: (sort: { key: string; order: 'ascend' | 'descend' } | null) => void;
};

/**
 * What a list shows: the search form from the columns, the toolbar (title, the page's buttons,
 * reload, density, column settings), the selection's alert and the table.
 */
export function KitListView<T>(props: KitListViewProps<T>) {
  const { t } = useTranslation();
  const [density, setDensity] = useState<Density>('middle');
  const [searchForm] = Form.useForm();
  const settings = useColumnSettings(props.columns, props.settingsKey, props.hidden);
  const views = useViewBinding({
    columns: props.columns,
    form: searchForm,
    settings,
    density,
    setDensity,
    sort: props.sort,
    onSearch: props.onSearch,
    onSort: props.onSort,
  });
  const columns = useMemo(
    () => tableColumns(props.columns, settings.state, props.actions, props.sort),
    [props.columns, settings.state, props.actions, props.sort],
  );
  const densities: { key: Density; label: string }[] = [
    { key: 'large', label: t('kit.densityLarge') },
    { key: 'middle', label: t('kit.densityMiddle') },
    { key: 'small', label: t('kit.densitySmall') },
  ];
  return (
    <div data-testid="kit-list">
      <KitSearchForm columns={props.columns} onSearch={props.onSearch} form={searchForm} />
      <Panel styles={{ body: { paddingTop: 16 } }}>
        <div
          data-testid="kit-toolbar"
          style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, marginBottom: 16, flexWrap: 'wrap' }}
        >
          <div style={{ fontSize: 16, fontWeight: 500 }}>{props.title}</div>
          <Space wrap>
            {props.toolbar}
            <Space size={0}>
              {props.viewsKey && <SavedViews listKey={props.viewsKey} {...views} />}
              <IconButton icon={<ReloadOutlined spin={props.loading} />} tip={t('kit.reload')} onClick={props.actions.reload} testId="kit-reload" />
              <PopupMenu
                icon={<ColumnHeightOutlined />}
                tip={t('kit.density')}
                label={t('kit.density')}
                testId="kit-density"
                items={densities.map((d) => ({ ...d, current: d.key === density }))}
                onSelect={(key) => setDensity(key as Density)}
              />
              <ColumnSettings columns={props.columns} {...settings} />
            </Space>
          </Space>
        </div>
        {props.alert}
        <DataTable<T>
          rowKey={props.rowKey}
          columns={columns}
          dataSource={props.data}
          loading={props.loading}
          size={density}
          scroll={{ x: 'max-content' }}
          {...props.table}
        />
      </Panel>
    </div>
  );
}

/** The alert above a list while rows are selected: "n selected" and the batch actions. */
export function SelectionAlert({ n, children }: { n: number; children?: ReactNode }) {
  const { t } = useTranslation();
  if (n === 0) return null;
  return (
    <Alert
      type="info"
      style={{ marginBottom: 16 }}
      data-testid="kit-selection"
      title={
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
          <span>{t('kit.selected', { n })}</span>
          <Space wrap>{children}</Space>
        </div>
      }
    />
  );
}
