import { type FieldDef, type ResourceDef, sortableOf, text2 } from '@diagops/contracts';
import type { ReactNode } from 'react';
import { Tag } from '../../ui/tag';
import type { KitColumn, ValueEnum } from '../list-view';
import type { ResourceRow } from './resource-api';
import { type FieldOverrides, fieldOptions, localDateTime } from './resource-fields';

export type CellOverrides = Record<string, (row: ResourceRow) => ReactNode>;
type T = (key: string) => string;

const money = (v: unknown, lang: string) =>
  typeof v === 'number' ? new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(v) : '-';

/** A field's list column: its header, width, sort, search field (from its filter) and cell. */
function fieldColumn(name: string, f: FieldDef, lang: string, t: T, fields?: FieldOverrides, cells?: CellOverrides): KitColumn<ResourceRow> {
  const list = f.list || {};
  const options = fieldOptions(f, lang, fields?.[name]);
  // a lookup's options keep their values' type (ids are numbers) and are searched by their label
  const lookup = Boolean(f.options && 'lookup' in f.options);
  const colors = f.options && 'values' in f.options ? f.options.colors : undefined;
  const valueEnum: ValueEnum | undefined =
    f.kind === 'switch'
      ? { true: { text: t('kit.yes') }, false: { text: t('kit.no') } }
      : options.length && !lookup
        ? Object.fromEntries(options.map((o) => [String(o.value), { text: o.label }]))
        : undefined;
  const column: KitColumn<ResourceRow> = {
    title: text2(f.label, lang),
    dataIndex: name,
    width: list.width ?? 140,
    ...(list.fixed ? { fixed: list.fixed } : {}),
    ...(f.sort ? { sortKey: name } : {}),
    search: false,
    hideInTable: list.hidden,
  };
  if (f.filter === 'prefix') column.search = true;
  if (f.filter === 'eq') {
    // a value without options (an id, a request id, a status code) is typed in
    const typed = valueEnum ? { search: true, valueType: 'select', valueEnum } : { search: true, valueType: f.kind === 'number' ? 'digit' : 'text' };
    Object.assign(column, lookup ? { search: true, valueType: 'select', fieldProps: { options, showSearch: true } } : typed);
    if (f.kind === 'switch') column.search = { transform: (v: string) => ({ [name]: v === 'true' }) };
  }
  if (f.filter === 'dateRange')
    Object.assign(column, {
      valueType: 'dateRange',
      search: { transform: ([from, to]: [string, string]) => ({ [`${name}From`]: from, [`${name}To`]: to }) },
    });
  column.render = (_, row) => {
    if (cells?.[name]) return cells[name](row);
    const v = row[name];
    if (v === null || v === undefined || v === '') return '-';
    if (f.kind === 'money') return money(v, lang);
    if (f.kind === 'switch') return v ? t('kit.yes') : t('kit.no');
    if (colors) {
      const label = options.find((o) => String(o.value) === String(v))?.label ?? String(v);
      return <Tag color={colors[String(v)] ?? 'default'}>{label}</Tag>;
    }
    if (options.length) return options.find((o) => String(o.value) === String(v))?.label ?? String(v);
    // in the browser's zone, as the form's picker shows it
    if (f.kind === 'dateTime') return localDateTime(v);
    return String(v);
  };
  return column;
}

/** An append-only list's time first (sorted by it), and its search as a range of times sent as ISO times. */
function timeColumns(def: ResourceDef, lang: string, t: T): KitColumn<ResourceRow>[] {
  const title = def.screen.timeLabel ? text2(def.screen.timeLabel, lang) : t('kit.recordedAt');
  const iso = (v?: string) => (v ? new Date(v.replace(' ', 'T')).toISOString() : undefined);
  return [
    { title, dataIndex: 'createTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'createTime', fixed: 'left' },
    {
      title,
      dataIndex: 'createTimeRange',
      width: 170,
      valueType: 'dateTimeRange',
      hideInTable: true,
      search: { transform: (v: [string, string]) => ({ createTimeFrom: iso(v?.[0]), createTimeTo: iso(v?.[1]) }) },
    },
  ];
}

/**
 * The list columns of a declaration: its fields with a list place (a declared filter over several
 * fields as a search field before the first of them; a field with option colours as a tag), the
 * state as a tag (and its search field), the last change (unless `screen.lastChange` is false).
 */
export function resourceColumns(def: ResourceDef, lang: string, t: T, fields?: FieldOverrides, cells?: CellOverrides): KitColumn<ResourceRow>[] {
  const searches = Object.entries(def.filters ?? {});
  const columns = Object.entries(def.fields)
    // a field off the list that filters (a brand picked by id, shown by its name) is a search field alone,
    // a lookup one when the page gives its options
    .filter(([name, f]) => f.list !== false || (f.filter !== undefined && (!(f.options && 'lookup' in f.options) || fields?.[name]?.options)))
    .flatMap(([name, f]) => [
      ...searches
        .filter(([, s]) => s.prefixOf[0] === name)
        .map(([key, s]): KitColumn<ResourceRow> => ({ title: text2(s.label, lang), dataIndex: key, width: 200, hideInTable: true })),
      f.list === false ? { ...fieldColumn(name, f, lang, t, fields, cells), hideInTable: true } : fieldColumn(name, f, lang, t, fields, cells),
    ]);
  const states = def.states;
  if (states)
    columns.push({
      title: t('kit.status'),
      dataIndex: states.field,
      width: def.screen.widths?.state ?? 110,
      valueType: 'select',
      valueEnum: Object.fromEntries(Object.entries(states.values).map(([k, v]) => [k, { text: text2(v.label, lang) }])),
      // a boolean state is chosen as 'true' / 'false' and asked for as true / false
      ...(states.boolean ? { search: { transform: (v: string) => ({ [states.field]: v === 'true' }) } } : {}),
      render: (_, row) => {
        const s = states.values[String(row[states.field])];
        return <Tag color={s?.color ?? 'default'}>{s ? text2(s.label, lang) : String(row[states.field])}</Tag>;
      },
    });
  if (def.appendOnly) return [...timeColumns(def, lang, t), ...columns];
  if (def.screen.lastChange === false) return columns;
  const byUpdate = sortableOf(def).includes('updateTime');
  columns.push({
    title: t('kit.updateTime'),
    dataIndex: 'updateTime',
    width: 170,
    valueType: 'dateTime',
    search: false,
    ...(byUpdate ? { sortKey: 'updateTime' } : {}),
  });
  return columns;
}
