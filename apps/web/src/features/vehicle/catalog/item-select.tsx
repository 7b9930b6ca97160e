import type { ResourceDef } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeclaredField } from '../../../shared/kit/resource/declared-field';
import type { FieldOverride, FieldOverrides } from '../../../shared/kit/resource/resource-fields';
import { Select } from '../../../shared/ui/select';
import { type Choice, type ItemKind, searchItems } from './catalog-api';

type Props = {
  kind: ItemKind;
  /** models of this brand only */
  brandId?: number | null;
  value?: number | number[] | null;
  onChange?: (v: number | number[] | undefined) => void;
  multiple?: boolean;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
};

/** One or several of our brands or models (basic data), searched on the server by a prefix of the code or a name. */
export function ItemSelect(p: Props) {
  const { t, i18n } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const chosen = (Array.isArray(p.value) ? p.value : p.value ? [p.value] : []) as number[];
  const found = useQuery({
    queryKey: ['vehicleCatalog', 'items', p.kind, keyword, p.brandId ?? null, i18n.language],
    queryFn: () => searchItems(p.kind, { keyword: keyword || undefined, brandId: p.brandId }),
    enabled: p.kind === 'brand' || Boolean(p.brandId),
  });
  const named = useQuery({
    queryKey: ['vehicleCatalog', 'items', p.kind, 'ids', chosen.join(','), i18n.language],
    queryFn: () => searchItems(p.kind, { ids: chosen }),
    enabled: chosen.length > 0,
  });
  const options: Choice[] = [...(named.data ?? [])];
  for (const o of found.data ?? []) if (!options.some((x) => x.value === o.value)) options.push(o);
  return (
    <Select<number | number[]>
      id={p.id}
      aria-label={p['aria-label']}
      mode={p.multiple ? 'multiple' : undefined}
      showSearch
      allowClear
      filterOption={false}
      onSearch={setKeyword}
      onBlur={() => setKeyword('')}
      loading={found.isFetching}
      value={p.value ?? undefined}
      onChange={(v) => p.onChange?.(v ?? undefined)}
      options={options}
      disabled={p.disabled}
      placeholder={t(p.kind === 'model' && !p.brandId ? 'vehicleCatalog.pickBrandFirst' : 'kit.selectPlaceholder')}
      notFoundContent={t('vehicleCatalog.noMatch')}
      style={{ width: '100%' }}
      data-testid={`item-select-${p.kind}`}
    />
  );
}

/** The names of chosen items (the detail). */
export function ItemNames({ kind, value }: { kind: ItemKind; value?: number | number[] | null }) {
  const { i18n } = useTranslation();
  const ids = (Array.isArray(value) ? value : value ? [value] : []) as number[];
  const named = useQuery({
    queryKey: ['vehicleCatalog', 'items', kind, 'ids', ids.join(','), i18n.language],
    queryFn: () => searchItems(kind, { ids }),
    enabled: ids.length > 0,
  });
  if (ids.length === 0) return <>-</>;
  return <>{ids.map((id) => named.data?.find((o) => o.value === id)?.label ?? `#${id}`).join(', ')}</>;
}

/** A form's brand or model control picked by name: a model among the form's brand's (`brandId`); the names in a detail. */
export function ItemControl(p: {
  kind: ItemKind;
  mode: 'add' | 'edit' | 'detail';
  multiple?: boolean;
  value?: number | number[];
  onChange?: (v: unknown) => void;
  disabled?: boolean;
  id?: string;
}) {
  const form = Form.useFormInstance();
  const brandId = Form.useWatch('brandId', form) as number | undefined;
  if (p.mode === 'detail') return <ItemNames kind={p.kind} value={p.value} />;
  return (
    <ItemSelect
      kind={p.kind}
      brandId={p.kind === 'model' ? brandId : undefined}
      multiple={p.multiple}
      value={p.value}
      onChange={p.onChange}
      disabled={p.disabled}
      id={p.id}
    />
  );
}

/** The overrides of a declaration's brand and model fields (and the brands of the list's brand filter), in any area's forms. */
export function useItemFields(def: ResourceDef, names: { brand?: string; model?: string; models?: string }): FieldOverrides {
  const { i18n } = useTranslation();
  const brands = useQuery({
    queryKey: ['vehicleCatalog', 'items', 'brand', '', null, i18n.language],
    queryFn: () => searchItems('brand', {}),
  });
  const out: FieldOverrides = {};
  const item = (name: string, kind: ItemKind, multiple?: boolean): FieldOverride => ({
    options: kind === 'brand' ? (brands.data ?? []) : [],
    render: (mode) => (
      <DeclaredField def={def} name={name} mode={mode}>
        <ItemControl kind={kind} mode={mode} multiple={multiple} />
      </DeclaredField>
    ),
  });
  if (names.brand) out[names.brand] = item(names.brand, 'brand');
  if (names.model) out[names.model] = item(names.model, 'model');
  if (names.models) out[names.models] = item(names.models, 'model', true);
  return out;
}
