import { useTranslation } from 'react-i18next';
import { RemoteSelect } from '../../../shared/ui/remote-select';
import { searchSkus } from './purchasing-calls';

type Option = { value: number; label: string };

/** A platform SKU for an order line, searched by a prefix of its code; `known` names the SKUs already on the lines. */
export function SkuPicker(p: { value?: number; onChange?: (v: number | undefined) => void; known?: Option[]; 'data-testid'?: string }) {
  const { i18n } = useTranslation();
  const en = i18n.language === 'en-US';
  return (
    <RemoteSelect
      value={p.value}
      onChange={(v) => p.onChange?.(v)}
      known={(p.known ?? []).map((k) => ({ id: k.value, code: k.label, name: '' }))}
      load={async (keyword) => (await searchSkus(keyword)).records.map((s) => ({ id: s.id, code: s.skuCode, name: en ? s.nameEn : s.nameZh }))}
      deps={[en]}
      allowClear={false}
      data-testid={p['data-testid']}
    />
  );
}
