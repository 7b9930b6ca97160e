import { useEffect, useState } from 'react';
import { RemoteSelect } from '../../../shared/ui/remote-select';
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

/** A platform SKU picker of special stock and outsourcing, searched on the server by code prefix. */
export function SkuSelect(p: Props) {
  const [serialised, setSerialised] = useState<boolean | undefined>(undefined);
  const { onSerialised } = p;
  useEffect(() => {
    if (serialised !== undefined) onSerialised?.(serialised);
  }, [serialised, onSerialised]);
  return (
    <RemoteSelect
      id={p.id}
      value={p.value}
      placeholder={p.placeholder}
      data-testid={p['data-testid']}
      load={async (keyword, ids) => {
        const rows = await getStockSkuOptions(p.object, keyword, ids);
        const current = rows.find((r) => r.id === p.value);
        if (current) setSerialised(current.serialised);
        return rows;
      }}
      deps={[p.object]}
      onChange={(v, option) => {
        if (option) setSerialised(option.serialised);
        p.onChange?.(v);
      }}
    />
  );
}
