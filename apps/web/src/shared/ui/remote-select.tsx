import { type CSSProperties, useEffect, useState } from 'react';
import { Select } from './select';

/** One option of a server-searched picker. */
export type RemoteOption = { id: number; code: string; name: string };

export type RemoteSelectProps<T extends RemoteOption> = {
  /** the options for a typed keyword; with `ids`, those options (the current value when the search does not find it) */
  load: (keyword: string | undefined, ids: number[] | undefined) => Promise<T[]>;
  /** what `load` reads besides the keyword: a change searches again */
  deps?: unknown[];
  value?: number | null;
  onChange?: (value: number | undefined, option?: T) => void;
  /** options already known (a document's lines), offered before the search answers */
  known?: T[];
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  id?: string;
  'data-testid'?: string;
  /** the name screen readers give it; outside a labelled form field it defaults to the placeholder */
  'aria-label'?: string;
};

/**
 * A picker searched on the server after a short pause (suppliers, warehouses, dealers, channels,
 * SKUs), keeping the current value named even when the search does not find it.
 */
export function RemoteSelect<T extends RemoteOption>(p: RemoteSelectProps<T>) {
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: load is rebuilt every render; deps name what it reads
  useEffect(() => {
    let live = true;
    setLoading(true);
    const timer = setTimeout(() => {
      p.load(keyword.trim() || undefined, undefined)
        .then(async (rows) => {
          const known = p.known?.some((k) => k.id === p.value);
          if (p.value && !known && !rows.some((r) => r.id === p.value)) rows = [...(await p.load(undefined, [p.value])), ...rows];
          if (live) setOptions(rows);
        })
        .catch(() => live && setOptions([]))
        .finally(() => live && setLoading(false));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [keyword, p.value, ...(p.deps ?? [])]);
  const all = [...(p.known ?? []).filter((k) => !options.some((o) => o.id === k.id)), ...options];
  return (
    <Select<number>
      id={p.id}
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      loading={loading}
      allowClear={p.allowClear ?? true}
      disabled={p.disabled}
      value={p.value ?? undefined}
      onChange={(v) =>
        p.onChange?.(
          v ?? undefined,
          all.find((o) => o.id === v),
        )
      }
      placeholder={p.placeholder}
      aria-label={p['aria-label'] ?? (p.id ? undefined : p.placeholder)}
      options={all.map((o) => ({ value: o.id, label: `${o.code} ${o.name}` }))}
      style={{ width: '100%', ...p.style }}
      data-testid={p['data-testid']}
    />
  );
}
