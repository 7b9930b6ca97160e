import type { ResourceDef, StoredFile } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeclaredField } from '../../../shared/kit/resource/declared-field';
import type { FieldOverride } from '../../../shared/kit/resource/resource-fields';
import { Select } from '../../../shared/ui/select';
import { FileUpload } from '../../../shared/upload';
import { useItemFields } from '../../vehicle';
import { fileBlobUrl, iconChoices } from './faultlight-api';

type Mode = 'add' | 'edit' | 'detail';

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
      <DeclaredField def={def} name={name} mode={mode} span={24}>
        <PictureControl {...file} readOnly={mode === 'detail'} />
      </DeclaredField>
    ),
  };
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
  return {
    ...useItemFields(def, { brand: 'brandId', model: 'modelId' }),
    iconSerialNumber: {
      render: (mode) => (
        <DeclaredField def={def} name="iconSerialNumber" mode={mode}>
          <IconSelect mode={mode} />
        </DeclaredField>
      ),
    },
  };
}
