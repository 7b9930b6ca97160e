import type { VehicleItemKind } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../shared/ui/select';
import { ourItems } from './mapping-api';

/** One of our items of a kind (basic data), searched on the server by a prefix of the code or a name. */
export function OurItemSelect(p: { kind: VehicleItemKind; value?: number; onChange?: (v: number | undefined) => void }) {
  const { t, i18n } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: ['vehicleMapping', 'ours', p.kind, keyword, i18n.language],
    queryFn: () => ourItems(p.kind, { keyword: keyword || undefined }),
  });
  return (
    <Select<number>
      showSearch
      allowClear
      filterOption={false}
      onSearch={setKeyword}
      loading={found.isFetching}
      value={p.value}
      onChange={(v) => p.onChange?.(v ?? undefined)}
      options={(found.data ?? []).filter((o) => o.enabled).map((o) => ({ value: o.id, label: `${o.code} ${o.label}` }))}
      placeholder={t('vehicleMapping.pickOurItem')}
      style={{ width: '100%' }}
      data-testid="mapping-our-item"
    />
  );
}
