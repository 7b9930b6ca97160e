import type { TTransferSkuOption } from '@diagops/contracts';
import { useEffect, useState } from 'react';
import { Select } from '../../../shared/ui/select';
import { getTransferSkuOptions } from './transfer-calls';

type Props = { value?: number | null; onChange?: (value: number | undefined) => void; placeholder?: string; id?: string; known?: TTransferSkuOption[]; 'data-testid'?: string };

/** A platform SKU picker searched on the server by a prefix of code or name; `known` keeps the plan's SKUs named. */
export function SkuSelect(p: Props) {
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<TTransferSkuOption[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    let live = true;
    setLoading(true);
    const timer = setTimeout(() => {
      getTransferSkuOptions(keyword.trim() || undefined)
        .then((rows) => live && setOptions(rows))
        .catch(() => undefined)
        .finally(() => live && setLoading(false));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [keyword]);
  const all = [...(p.known ?? []).filter((k) => !options.some((o) => o.id === k.id)), ...options];
  return (
    <Select<number>
      id={p.id}
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      loading={loading}
      allowClear
      value={p.value ?? undefined}
      onChange={(v) => p.onChange?.(v ?? undefined)}
      placeholder={p.placeholder}
      options={all.map((o) => ({ value: o.id, label: `${o.code} ${o.name}` }))}
      style={{ width: '100%' }}
      data-testid={p['data-testid']}
    />
  );
}
