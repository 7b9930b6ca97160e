import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RangePicker } from '../../../shared/kit/lazy-pickers';
import { Select } from '../../../shared/ui/select';
import { softwareCodes } from '../api/legal-api';
import styles from './legal.module.css';

export type Range = [Dayjs, Dayjs] | null;

/** One filter of a legal screen's search form: a labelled select that may be cleared. */
export function FilterSelect<V extends string>(props: {
  id: string;
  label: string;
  value: V | undefined;
  onChange: (v: V | undefined) => void;
  options: Array<{ value: V; label: string }>;
  width: number;
}) {
  return (
    <label className={styles.field} htmlFor={props.id}>
      <span>{props.label}</span>
      <Select
        id={props.id}
        allowClear
        showSearch
        style={{ width: props.width }}
        value={props.value ?? null}
        onChange={(v) => props.onChange(v ?? undefined)}
        options={props.options}
      />
    </label>
  );
}

/** The time window filter (whole days in the browser's zone). */
export function RangeFilter({ id, label, value, onChange }: { id: string; label: string; value: Range | undefined; onChange: (r: Range) => void }) {
  return (
    <label className={styles.field} htmlFor={id}>
      <span>{label}</span>
      <RangePicker id={id} value={value ?? null} onChange={(v) => onChange(v?.[0] && v[1] ? [v[0], v[1]] : null)} />
    </label>
  );
}

export const rangeQuery = (r: Range | undefined) =>
  r ? { createTimeFrom: r[0].startOf('day').toISOString(), createTimeTo: r[1].endOf('day').toISOString() } : {};

/** Options of the fixed values (labels from `legal.<key>.<value>`) and of the software codes. */
export function useFilterOptions() {
  const { t } = useTranslation();
  const codes = useQuery({ queryKey: ['legal', 'softwareCodes'], queryFn: softwareCodes });
  return {
    of: <T extends string>(values: readonly T[], key: string) => values.map((v) => ({ value: v, label: t(`legal.${key}.${v}`) })),
    codes: (codes.data ?? []).map((c) => ({ value: c.code, label: c.code })),
  };
}

type Option = { value: string; label: string };
export type SelectFilter<F> = { key: keyof F & string; label: string; width: number; options: Option[] };

/**
 * A legal screen's search form: its selects, the time window (`range`), the search button and
 * what the screen adds after it; `onSearch` takes the filters as they are now. An error of the
 * list shows under it.
 */
export function SearchForm<F extends { range?: Range }>(props: {
  draft: F;
  setDraft: (f: F) => void;
  selects: SelectFilter<F>[];
  rangeLabel: string;
  onSearch: () => void;
  loading: boolean;
  error: unknown;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { draft, setDraft } = props;
  return (
    <>
      <form
        className={styles.search}
        onSubmit={(e) => {
          e.preventDefault();
          props.onSearch();
        }}
      >
        {props.selects.map((f) => (
          <FilterSelect
            key={f.key}
            id={`legal-filter-${f.key}`}
            label={f.label}
            width={f.width}
            value={draft[f.key] as string | undefined}
            onChange={(v) => setDraft({ ...draft, [f.key]: v })}
            options={f.options}
          />
        ))}
        <RangeFilter id="legal-filter-range" label={props.rangeLabel} value={draft.range} onChange={(range) => setDraft({ ...draft, range })} />
        <Button type="primary" htmlType="submit" loading={props.loading} data-testid="legal-search">
          {t('legal.actions.search')}
        </Button>
        {props.children}
      </form>
      {props.error ? (
        <p role="alert" className={styles.error}>
          {(props.error as Error).message}
        </p>
      ) : null}
    </>
  );
}
