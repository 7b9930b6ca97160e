import type { TSupplyOption, WarehouseType } from '@diagops/contracts';
import { type CSSProperties, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../shared/ui/select';
import { getSupplierOptions, getWarehouseOptions } from '../api/supply-options';

type PickerProps = {
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  disabled?: boolean;
  placeholder?: string;
  allowClear?: boolean;
  style?: CSSProperties;
  'data-testid'?: string;
  id?: string;
  /** the name screen readers give it; outside a labelled form field it defaults to the placeholder */
  'aria-label'?: string;
};

/** Options searched on the server (after a short pause), keeping the current value named. */
function useRemoteOptions<T extends TSupplyOption>(
  load: (keyword: string | undefined, ids: number[] | undefined) => Promise<T[]>,
  value: number | null | undefined,
  deps: unknown[],
) {
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: load is rebuilt every render; deps name what it reads
  useEffect(() => {
    let live = true;
    setLoading(true);
    const timer = setTimeout(() => {
      load(keyword.trim() || undefined, value ? [value] : undefined)
        .then((rows) => live && setOptions(rows))
        .catch(() => undefined)
        .finally(() => live && setLoading(false));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [keyword, value, ...deps]);
  return { options, loading, setKeyword };
}

/** A supplier picker for forms (value: the supplier's id): enabled suppliers searched by a prefix of code or name. */
export function SupplierSelect(p: PickerProps) {
  const { t } = useTranslation();
  const { options, loading, setKeyword } = useRemoteOptions(getSupplierOptions, p.value, []);
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
      onChange={(v) => p.onChange?.(v ?? undefined)}
      placeholder={p.placeholder ?? t('supply.pickSupplier')}
      aria-label={p['aria-label'] ?? (p.id ? undefined : (p.placeholder ?? t('supply.pickSupplier')))}
      options={options.map((s) => ({ value: s.id, label: `${s.code} ${s.name}` }))}
      style={{ width: '100%', ...p.style }}
      data-testid={p['data-testid'] ?? 'supplier-select'}
    />
  );
}

/** A warehouse picker for forms (value: the warehouse's id): enabled warehouses, of `types` when given, searched by a prefix of code or name. */
export function WarehouseSelect(p: PickerProps & { types?: readonly WarehouseType[] }) {
  const { t } = useTranslation();
  const typeKey = p.types?.join(',') ?? '';
  const { options, loading, setKeyword } = useRemoteOptions((k, ids) => getWarehouseOptions(k, p.types, ids), p.value, [typeKey]);
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
      onChange={(v) => p.onChange?.(v ?? undefined)}
      placeholder={p.placeholder ?? t('supply.pickWarehouse')}
      aria-label={p['aria-label'] ?? (p.id ? undefined : (p.placeholder ?? t('supply.pickWarehouse')))}
      options={options.map((w) => ({ value: w.id, label: `${w.code} ${w.name}` }))}
      style={{ width: '100%', ...p.style }}
      data-testid={p['data-testid'] ?? 'warehouse-select'}
    />
  );
}
