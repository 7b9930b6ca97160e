import { type ResourceDef, text2 } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldOverrides } from '../../../shared/kit/resource/resource-fields';
import { Select } from '../../../shared/ui/select';
import { type VinChoice, type VinItemKind, vinChoices } from './vin-api';

/** One of our types, brands or models picked by name (searched on the server); models of the form's brand. */
function ItemPicker(p: { kind: VinItemKind; value?: number; onChange?: (v?: number) => void; disabled?: boolean; id?: string }) {
  const { t, i18n } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const brandId = Form.useWatch('brandId', Form.useFormInstance()) as number | undefined;
  const scoped = p.kind === 'model' ? brandId : undefined;
  const found = useQuery({
    queryKey: ['vehicleVin', 'choices', p.kind, keyword, scoped ?? null, i18n.language],
    queryFn: () => vinChoices(p.kind, { keyword: keyword || undefined, brandId: scoped }),
    enabled: p.kind !== 'model' || Boolean(scoped),
  });
  const named = useQuery({
    queryKey: ['vehicleVin', 'choices', p.kind, 'id', p.value ?? null, i18n.language],
    queryFn: () => vinChoices(p.kind, { ids: [p.value!] }),
    enabled: Boolean(p.value),
  });
  const options: VinChoice[] = [...(named.data ?? [])];
  for (const o of found.data ?? []) if (!options.some((x) => x.value === o.value)) options.push(o);
  return (
    <Select<number>
      id={p.id}
      showSearch
      allowClear
      filterOption={false}
      onSearch={setKeyword}
      onBlur={() => setKeyword('')}
      value={p.value}
      onChange={(v) => p.onChange?.(v ?? undefined)}
      options={options}
      disabled={p.disabled}
      placeholder={t(p.kind === 'model' && !scoped ? 'vehicleVin.pickBrandFirst' : 'kit.selectPlaceholder')}
      data-testid={`vin-item-${p.kind}`}
      style={{ width: '100%' }}
    />
  );
}

const FIELDS: Record<string, VinItemKind> = { brandId: 'brand', modelId: 'model', typeId: 'type' };

/** The declaration's brand, model and type ids: pickers in the forms, our names as the filters' options. */
export function useVinItemFields(def: ResourceDef): FieldOverrides {
  const { t, i18n } = useTranslation();
  const lists = {
    brand: useQuery({ queryKey: ['vehicleVin', 'all', 'brand', i18n.language], queryFn: () => vinChoices('brand') }),
    model: useQuery({ queryKey: ['vehicleVin', 'all', 'model', i18n.language], queryFn: () => vinChoices('model') }),
    type: useQuery({ queryKey: ['vehicleVin', 'all', 'type', i18n.language], queryFn: () => vinChoices('type') }),
  };
  const out: FieldOverrides = {};
  for (const [name, kind] of Object.entries(FIELDS)) {
    const f = def.fields[name]!;
    out[name] = {
      options: lists[kind].data ?? [],
      render: (mode) => (
        <Col span={12}>
          <Form.Item
            name={name}
            label={text2(f.label, i18n.language)}
            rules={mode !== 'detail' && name === 'brandId' ? [{ required: true, message: t('kit.required') }] : []}
          >
            <ItemPicker kind={kind} disabled={mode === 'detail'} />
          </Form.Item>
        </Col>
      ),
    };
  }
  return out;
}
