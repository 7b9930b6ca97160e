import { type FieldDef, isRequiredField, type ResourceDef, text2 } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, Form } from 'antd';
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldOverride, FieldOverrides } from '../../../shared/kit/resource/resource-fields';
import { type ItemKind, searchItems } from './catalog-api';
import { CatalogFile, type CatalogFileProps } from './catalog-file';
import { ItemNames, ItemSelect } from './item-select';

type Mode = 'add' | 'edit' | 'detail';

/** A form item of a declared field with a control of the page's own (the label and "required" from the declaration). */
function Field(p: { def: ResourceDef; name: string; mode: Mode; span?: number; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const f: FieldDef = p.def.fields[p.name]!;
  const locked = p.mode === 'edit' && Boolean(f.form && (f.form.lockedOnEdit || f.form.disabledOnEdit));
  const required = p.mode !== 'detail' && isRequiredField(f);
  return (
    <Col span={p.span ?? 12}>
      <Form.Item name={p.name} label={text2(f.label, i18n.language)} rules={required ? [{ required: true, message: t('kit.required') }] : []}>
        {locked && isValidElement(p.children) ? cloneElement(p.children as ReactElement<{ disabled?: boolean }>, { disabled: true }) : p.children}
      </Form.Item>
    </Col>
  );
}
/** A brand or model picked by name; a model among the chosen brand's (the form's `brandId`). */
function ItemControl(p: {
  kind: ItemKind;
  mode: Mode;
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

/** The overrides of a declaration's brand and model fields (and the list's brand filter). */
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
      <Field def={def} name={name} mode={mode}>
        <ItemControl kind={kind} mode={mode} multiple={multiple} />
      </Field>
    ),
  });
  if (names.brand) out[names.brand] = item(names.brand, 'brand');
  if (names.model) out[names.model] = item(names.model, 'model');
  if (names.models) out[names.models] = item(names.models, 'model', true);
  return out;
}

/** The override of a declaration's uploaded-file field (a picture, an attachment). */
export function fileFieldOverride(def: ResourceDef, name: string, file: Omit<CatalogFileProps, 'value' | 'onChange' | 'readOnly'>): FieldOverride {
  return {
    render: (mode) => (
      <Field def={def} name={name} mode={mode} span={24}>
        <CatalogFile {...file} readOnly={mode === 'detail'} />
      </Field>
    ),
  };
}
