import { type FieldDef, isRequiredField, type ResourceDef, type StoredFile, text2 } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, Form, Space } from 'antd';
import { cloneElement, isValidElement, type ReactElement, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldOverride } from '../../../shared/kit/resource/resource-fields';
import { Select } from '../../../shared/ui/select';
import { FileUpload } from '../../../shared/upload';
import { type Choice, fileBlobUrl, type ItemKind, searchItems } from './repair-api';

type Mode = 'add' | 'edit' | 'detail';

/** A form item of a declared field with a control of the page's own (label and "required" from the declaration). */
export function Field(p: { def: ResourceDef; name: string; mode: Mode; span?: number; children: ReactNode }) {
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

/** One of our brands or models, searched on the server by a prefix of the code or a name; a model among the form's brand's. */
function ItemSelect(p: { kind: ItemKind; mode: Mode; value?: number; onChange?: (v?: number) => void; disabled?: boolean; id?: string }) {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance();
  const brandId = Form.useWatch('brandId', form) as number | undefined;
  const [keyword, setKeyword] = useState('');
  const forBrand = p.kind === 'model' ? brandId : undefined;
  const found = useQuery({
    queryKey: ['repair', 'items', p.kind, keyword, forBrand ?? null, i18n.language],
    queryFn: () => searchItems(p.kind, { keyword: keyword || undefined, brandId: forBrand }),
    enabled: p.mode !== 'detail' && (p.kind === 'brand' || Boolean(forBrand)),
  });
  const named = useQuery({
    queryKey: ['repair', 'items', p.kind, 'ids', p.value, i18n.language],
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
      placeholder={t(p.kind === 'model' && !forBrand ? 'repair.pickBrandFirst' : 'kit.selectPlaceholder')}
      notFoundContent={t('repair.noMatch')}
      style={{ width: '100%' }}
      data-testid={`item-select-${p.kind}`}
    />
  );
}

/** The overrides of a declaration's brand and model fields, and the brands of the list's brand filter. */
export function useItemFields(def: ResourceDef): Record<string, FieldOverride> {
  const { i18n } = useTranslation();
  const brands = useQuery({ queryKey: ['repair', 'items', 'brand', '', null, i18n.language], queryFn: () => searchItems('brand', {}) });
  const item = (name: string, kind: ItemKind): FieldOverride => ({
    options: kind === 'brand' ? (brands.data ?? []) : [],
    render: (mode) => (
      <Field def={def} name={name} mode={mode}>
        <ItemSelect kind={kind} mode={mode} />
      </Field>
    ),
  });
  return { brandId: item('brandId', 'brand'), modelId: item('modelId', 'model') };
}

/** Uploaded files kept by their ids: the files shown (opened on demand), removed, and more uploaded (type by content, size limited). */
function FilesControl(p: {
  area: string;
  accept: readonly string[];
  maxBytes: number;
  max: number;
  readOnly: boolean;
  value?: string[] | null;
  onChange?: (ids: string[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const ids = p.value ?? [];
  const open = async (id: string) => window.open(await fileBlobUrl(id), '_blank', 'noopener');
  const list = ids.map((id, i) => (
    <Space key={id}>
      <Button size="small" onClick={() => void open(id)} data-testid="repair-attachment">
        {t('repair.attachment', { n: i + 1 })}
      </Button>
      {!p.readOnly && (
        <Button size="small" danger disabled={p.disabled} onClick={() => p.onChange?.(ids.filter((x) => x !== id))}>
          {t('repair.removeFile')}
        </Button>
      )}
    </Space>
  ));
  if (p.readOnly) return ids.length ? <Space direction="vertical">{list}</Space> : <>-</>;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {list}
      {ids.length < p.max && (
        <FileUpload
          area={p.area}
          multiple
          accept={[...p.accept]}
          maxSizeMb={p.maxBytes / 1024 / 1024}
          disabled={p.disabled}
          onChange={(files: StoredFile[]) => p.onChange?.([...new Set([...ids, ...files.map((f) => f.id)])].slice(0, p.max))}
        />
      )}
    </Space>
  );
}

/** The override of a declaration's list of uploaded files. */
export function filesOverride(def: ResourceDef, name: string, file: { area: string; accept: readonly string[]; maxBytes: number; max: number }): FieldOverride {
  return {
    render: (mode) => (
      <Field def={def} name={name} mode={mode} span={24}>
        <FilesControl {...file} readOnly={mode === 'detail'} />
      </Field>
    ),
  };
}
