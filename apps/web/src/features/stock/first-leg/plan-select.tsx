import { useEffect, useState } from 'react';
import { Select } from '../../../shared/ui/select';
import { getTransferPlanPage } from '../transfers/transfer-calls';

type Props = { value?: number | null; onChange?: (v: number | null) => void; placeholder?: string; id?: string; knownNo?: string | null };

/** A transfer plan picked by a prefix of its number (the plans the user may see). */
export function TransferPlanSelect(p: Props) {
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<Array<{ id: number; no: string }>>([]);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      getTransferPlanPage({ size: 20, ...(keyword.trim() ? { no: keyword.trim() } : {}) })
        .then((r) => live && setOptions(r.records.map((x) => ({ id: x.id, no: x.no }))))
        .catch(() => undefined);
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [keyword]);
  const all = p.value && p.knownNo && !options.some((o) => o.id === p.value) ? [{ id: p.value, no: p.knownNo }, ...options] : options;
  return (
    <Select<number>
      id={p.id}
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      allowClear
      value={p.value ?? undefined}
      onChange={(v) => p.onChange?.(v ?? null)}
      placeholder={p.placeholder}
      options={all.map((o) => ({ value: o.id, label: o.no }))}
      style={{ width: '100%' }}
      data-testid="first-leg-plan"
    />
  );
}
