import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../shared/ui/select';
import { searchSkus } from './purchasing-calls';

type Option = { value: number; label: string };

/** A platform SKU for an order line, searched by a prefix of its code; `known` names the SKUs already on the lines. */
export function SkuPicker(p: { value?: number; onChange?: (v: number | undefined) => void; known?: Option[]; 'data-testid'?: string }) {
  const { i18n } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      searchSkus(keyword.trim() || undefined)
        .then((page) => live && setOptions(page.records.map((s) => ({ value: s.id, label: `${s.skuCode} ${i18n.language === 'en-US' ? s.nameEn : s.nameZh}` }))))
        .catch(() => undefined);
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [keyword, i18n.language]);
  const merged = [...(p.known ?? []).filter((k) => k.value === p.value && !options.some((o) => o.value === k.value)), ...options];
  return (
    <Select<number>
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      value={p.value}
      onChange={(v) => p.onChange?.(v as number | undefined)}
      options={merged}
      style={{ width: '100%' }}
      data-testid={p['data-testid']}
    />
  );
}
