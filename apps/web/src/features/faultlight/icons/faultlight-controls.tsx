import { type FieldDef, isRequiredField, type ResourceDef, type StoredFile, text2 } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, Form, Space } from 'antd';
import { cloneElement, isValidElement, type ReactElement, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldOverride } from '../../../shared/kit/resource/resource-fields';
import { Select } from '../../../shared/ui/select';
import { FileUpload } from '../../../shared/upload';
import { type Choice, fileBlobUrl, type ItemKind, iconChoices, searchItems } from './faultlight-api';

type Mode = 'add' | 'edit' | 'detail';

/** A form item of a declared field with a control of the page's own (label and "required" from the declaration). */
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

/** An icon's picture (loaded with the bearer token). */
export function IconImage({ id, size }: { id?: string | null; size: number }) {
  const { t } = useTranslation();
  const blob = useQuery({ queryKey: ['faultlight', 'file', id], queryFn: () => fileBlobUrl(id!), enabled: Boolean(id), staleTime: Infinity });
  if (!id) return <>-</>;
  return blob.data ? <img src={blob.data} width={size} alt={t('faultlight.picture')} data-testid="faultlight-image" /> : <span>…</span>;
}

/** The icon's picture: uploaded through the files service (an image by content, 5 MB), kept by its id. */
function PictureControl(p: {
  area: string;
  accept: readonly string[];
  maxBytes: number;
  readOnly: boolean;
  value?: string | null;
  onChange?: (id?: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const current = p.value ? <IconImage id={p.value} size={96} /> : null;
  if (p.readOnly) return current ?? <>-</>;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {current && (
        <Space>
          {current}
          <Button size="small" danger onClick={() => p.onChange?.(undefined)} disabled={p.disabled}>
            {t('faultlight.removeFile')}
          </Button>
        </Space>
      )}
      <FileUpload
        area={p.area}
        accept={[...p.accept]}
        maxSizeMb={p.maxBytes / 1024 / 1024}
        disabled={p.disabled}
        onChange={(files: StoredFile[]) => p.onChange?.(files.at(-1)?.id)}
      />
    </Space>
  );
}

export function pictureOverride(def: ResourceDef, name: string, file: { area: string; accept: readonly string[]; maxBytes: number }): FieldOverride {
  return {
    render: (mode) => (
      <Field def={def} name={name} mode={mode} span={24}>
        <PictureControl {...file} readOnly={mode === 'detail'} />
      </Field>
    ),
  };
}

/** One of our brands or models (searched on the server); a model among the form's brand's. */
function ItemSelect(p: { kind: ItemKind; mode: Mode; value?: number; onChange?: (v?: number) => void; disabled?: boolean; id?: string }) {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance();
  const brandId = Form.useWatch('brandId', form) as number | undefined;
  const [keyword, setKeyword] = useState('');
  const forBrand = p.kind === 'model' ? brandId : undefined;
  const found = useQuery({
    queryKey: ['faultlight', 'items', p.kind, keyword, forBrand ?? null, i18n.language],
    queryFn: () => searchItems(p.kind, { keyword: keyword || undefined, brandId: forBrand }),
    enabled: p.mode !== 'detail' && (p.kind === 'brand' || Boolean(forBrand)),
  });
  const named = useQuery({
    queryKey: ['faultlight', 'items', p.kind, 'ids', p.value, i18n.language],
    queryFn: () => searchItems(p.kind, { ids: [p.value!] }),
    enabled: Boolean(p.value),
  });
  const options: Choice[] = [...(named.data ?? [])];
  for (const o of found.data ?? []) if (!options.some((x) => x.value === o.value)) options.push(o);
  if (p.mode === 'detail') return <>{options.find((o) => o.value === p.value)?.label ?? (p.value ? `#${p.value}` : '-')}</>;
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
      placeholder={t(p.kind === 'model' && !forBrand ? 'faultlight.pickBrandFirst' : 'kit.selectPlaceholder')}
      notFoundContent={t('faultlight.noMatch')}
      style={{ width: '100%' }}
      data-testid={`item-select-${p.kind}`}
    />
  );
}

/** An icon by its serial number, searched by a prefix of it or of a name. */
function IconSelect(p: { mode: Mode; value?: string; onChange?: (v?: string) => void; disabled?: boolean; id?: string }) {
  const { t, i18n } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const found = useQuery({ queryKey: ['faultlight', 'icons', keyword, i18n.language], queryFn: () => iconChoices(keyword || undefined) });
  const options = found.data ?? [];
  if (p.mode === 'detail') return <>{p.value ?? '-'}</>;
  return (
    <Select<string>
      id={p.id}
      showSearch
      allowClear
      filterOption={false}
      onSearch={setKeyword}
      onBlur={() => setKeyword('')}
      value={p.value}
      onChange={(v) => p.onChange?.(v ?? undefined)}
      options={options.some((o) => o.value === p.value) || !p.value ? options : [{ value: p.value, label: p.value, imageId: '' }, ...options]}
      disabled={p.disabled}
      placeholder={t('kit.selectPlaceholder')}
      notFoundContent={t('faultlight.noMatch')}
      style={{ width: '100%' }}
      data-testid="icon-select"
    />
  );
}

/** The detail form's icon, brand and model fields. */
export function useDetailFields(def: ResourceDef): Record<string, FieldOverride> {
  const { i18n } = useTranslation();
  const brands = useQuery({ queryKey: ['faultlight', 'items', 'brand', '', null, i18n.language], queryFn: () => searchItems('brand', {}) });
  const item = (name: string, kind: ItemKind): FieldOverride => ({
    options: kind === 'brand' ? (brands.data ?? []) : [],
    render: (mode) => (
      <Field def={def} name={name} mode={mode}>
        <ItemSelect kind={kind} mode={mode} />
      </Field>
    ),
  });
  return {
    brandId: item('brandId', 'brand'),
    modelId: item('modelId', 'model'),
    iconSerialNumber: {
      render: (mode) => (
        <Field def={def} name="iconSerialNumber" mode={mode}>
          <IconSelect mode={mode} />
        </Field>
      ),
    },
  };
}
