import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../shared/ui/select';
import { type ConfigOption, lookupOptions } from '../api/config-calls';

type Props = {
  /** the lookup's name: productModels, channels */
  lookup: string;
  multiple?: boolean;
  value?: number | number[] | null;
  onChange?: (value: number | number[] | undefined) => void;
  disabled?: boolean;
  id?: string;
  'data-testid'?: string;
};

const asIds = (v: Props['value']): number[] => (v === null || v === undefined ? [] : Array.isArray(v) ? v : [v]);

/**
 * A choice (or several) from a config lookup, searched on the server after a short pause; the
 * chosen ones stay named even when the search does not find them.
 */
export function LookupSelect(p: Props) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<ConfigOption[]>([]);
  const [chosen, setChosen] = useState<ConfigOption[]>([]);
  const [loading, setLoading] = useState(false);
  const ids = asIds(p.value);
  const idsKey = ids.join(',');
  useEffect(() => {
    let live = true;
    setLoading(true);
    const timer = setTimeout(() => {
      lookupOptions(p.lookup, keyword.trim() || undefined)
        .then((rows) => live && setFound(rows))
        .catch(() => live && setFound([]))
        .finally(() => live && setLoading(false));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [keyword, p.lookup]);
  // the labels of chosen ids the search has not shown
  // biome-ignore lint/correctness/useExhaustiveDependencies: idsKey names the ids
  useEffect(() => {
    const missing = ids.filter((id) => !found.some((o) => o.id === id) && !chosen.some((o) => o.id === id));
    if (missing.length === 0) return;
    let live = true;
    lookupOptions(p.lookup, undefined, missing)
      .then((rows) => live && setChosen((old) => [...old, ...rows]))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [idsKey, p.lookup]);
  const all = [...chosen.filter((c) => !found.some((o) => o.id === c.id)), ...found];
  return (
    <Select<number>
      id={p.id}
      mode={p.multiple ? 'multiple' : undefined}
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      loading={loading}
      allowClear
      disabled={p.disabled}
      value={p.multiple ? ids : (ids[0] ?? undefined)}
      onChange={(v) => {
        const list = asIds(v as Props['value']);
        setChosen((old) => [...old, ...found.filter((o) => list.includes(o.id) && !old.some((c) => c.id === o.id))]);
        p.onChange?.(p.multiple ? list : list[0]);
      }}
      placeholder={t('kit.selectPlaceholder')}
      options={all.map((o) => ({ value: o.id, label: o.label }))}
      style={{ width: '100%' }}
      data-testid={p['data-testid']}
    />
  );
}

/** Codes typed one after another (Enter, a comma, a space or a new line between them). */
export function CodeListInput(p: { value?: string[] | null; onChange?: (v: string[]) => void; disabled?: boolean; id?: string; 'data-testid'?: string }) {
  const { t } = useTranslation();
  return (
    <Select<string>
      id={p.id}
      mode="tags"
      open={false}
      suffixIcon={null}
      tokenSeparators={[',', ' ', '\n', '，']}
      value={p.value ?? []}
      onChange={(v: string[]) => p.onChange?.([...new Set(v.map((c) => c.trim()).filter(Boolean))])}
      disabled={p.disabled}
      placeholder={t('config.revisioned.codesPlaceholder')}
      style={{ width: '100%' }}
      data-testid={p['data-testid']}
    />
  );
}
