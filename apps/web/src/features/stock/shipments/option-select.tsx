import { useEffect, useState } from 'react';
import { Select } from '../../../shared/ui/select';
import { getShipmentOptions } from './shipment-calls';

type Props = {
  kind: 'dealer' | 'channel' | 'sku';
  value?: number | null;
  onChange?: (value: number | undefined, option?: { serialised?: boolean }) => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  'data-testid'?: string;
};

/** A dealer, channel or SKU picker searched on the server by prefix (after a short pause), keeping the current value named. */
export function OptionSelect(p: Props) {
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<Array<{ id: number; code: string; name: string; serialised?: boolean }>>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    let live = true;
    setLoading(true);
    const timer = setTimeout(() => {
      const kw = keyword.trim();
      getShipmentOptions(p.kind, kw || undefined)
        .then(async (rows) => {
          // the current value stays named even when the search does not find it
          if (p.value && !rows.some((r) => r.id === p.value)) rows = [...(await getShipmentOptions(p.kind, undefined, [p.value])), ...rows];
          if (live) setOptions(rows);
        })
        .catch(() => undefined)
        .finally(() => live && setLoading(false));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [keyword, p.kind, p.value]);
  return (
    <Select<number>
      id={p.id}
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      loading={loading}
      allowClear
      disabled={p.disabled}
      value={p.value ?? undefined}
      onChange={(v) => p.onChange?.(v ?? undefined, options.find((o) => o.id === v))}
      placeholder={p.placeholder}
      aria-label={p.id ? undefined : p.placeholder}
      options={options.map((o) => ({ value: o.id, label: `${o.code} ${o.name}` }))}
      style={{ width: '100%' }}
      data-testid={p['data-testid']}
    />
  );
}
