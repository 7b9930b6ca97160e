import type { TViewState } from '@diagops/contracts';
import type { FormInstance } from 'antd';
import dayjs from 'dayjs';
import { useCallback } from 'react';
import { type ColumnState, type Density, fieldName, type KitColumn, searchColumns, searchToFilters, type useColumnSettings } from './list-view';

type Sort = { key: string; order: 'ascend' | 'descend' } | null;
const DATE_TYPES = new Set(['dateTime', 'dateRange', 'dateTimeRange']);

/** A saved form's dates (kept as text) as the pickers' values again. */
function formValues<T>(columns: KitColumn<T>[], saved: Record<string, unknown>): Record<string, unknown> {
  const values = { ...saved };
  for (const c of searchColumns(columns)) {
    const name = fieldName(c as KitColumn<unknown>);
    const v = values[name];
    if (!c.valueType || !DATE_TYPES.has(c.valueType) || v == null) continue;
    values[name] = Array.isArray(v) ? v.map((d) => (d ? dayjs(d as string) : d)) : dayjs(v as string);
  }
  return values;
}

/**
 * How a kit list is read into a saved view and shown as one (decision 0041): the search form's
 * values, the sort, the columns and the density; showing one searches again.
 */
export function useViewBinding<T>(p: {
  columns: KitColumn<T>[];
  form: FormInstance;
  settings: ReturnType<typeof useColumnSettings<T>>;
  density: Density;
  setDensity: (d: Density) => void;
  sort?: Sort;
  onSearch: (filters: Record<string, unknown>) => void;
  onSort?: (sort: Sort) => void;
}) {
  const { columns, form, settings, density, setDensity, sort, onSearch, onSort } = p;
  const snapshot = useCallback(
    (): TViewState => ({
      // JSON as it is kept: dates become their ISO text
      filters: JSON.parse(JSON.stringify(form.getFieldsValue() ?? {})),
      sort: sort ?? null,
      columns: settings.state as ColumnState,
      density,
    }),
    [form, sort, settings.state, density],
  );
  const apply = useCallback(
    (state: TViewState) => {
      form.resetFields();
      form.setFieldsValue(formValues(columns, state.filters));
      settings.save(state.columns);
      setDensity(state.density);
      onSort?.(state.sort);
      onSearch(searchToFilters(columns, form.getFieldsValue()));
    },
    [form, columns, settings, setDensity, onSort, onSearch],
  );
  return { snapshot, apply };
}
