import { useEffect, useState } from 'react';
import { Select } from '../../../shared/ui/select';
import { getStockSkuOptions } from './calls';

type Props = {
  object: 'specialStock' | 'outsourcing';
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  /** tells the form whether the picked SKU is serialised */
  onSerialised?: (serialised: boolean) => void;
  placeholder?: string;
  id?: string;
  'data-testid'?: string;
};

/** A platform SKU picker searched on the server by code prefix, keeping the current value named. */
export function SkuSelect(p: Props) {
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<Array<{ id: number; code: string; name: string; serialised: boolean }>>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    let live = true;
    setLoading(true);
    const timer = setTimeout(() => {
      getStockSkuOptions(p.object, keyword.trim() || undefined)
        .then(async (rows) => {
          if (p.value && !rows.some((r) => r.id === p.value)) rows = [...(await getStockSkuOptions(p.object, undefined, [p.value])), ...rows];
          if (live) setOptions(rows);
        })
        .catch(() => live && setOptions([]))
        .finally(() => live && setLoading(false));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [keyword, p.object, p.value]);
  const { onSerialised } = p;
  useEffect(() => {
    const o = options.find((r) => r.id === p.value);
    if (o) onSerialised?.(o.serialised);
  }, [options, p.value, onSerialised]);
  return (
    <Select<number>
      showSearch
      allowClear
      filterOption={false}
      loading={loading}
      value={p.value ?? undefined}
      onSearch={setKeyword}
      onChange={(v: number | undefined) => p.onChange?.(v)}
      placeholder={p.placeholder}
      id={p.id}
      data-testid={p['data-testid']}
      options={options.map((o) => ({ value: o.id, label: `${o.code} ${o.name}` }))}
      style={{ width: '100%' }}
    />
  );
}
