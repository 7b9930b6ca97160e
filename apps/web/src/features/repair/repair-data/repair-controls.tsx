import type { ResourceDef, StoredFile } from '@diagops/contracts';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeclaredField } from '../../../shared/kit/resource/declared-field';
import type { FieldOverride } from '../../../shared/kit/resource/resource-fields';
import { FileUpload } from '../../../shared/upload';
import { fileBlobUrl } from './repair-api';

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
      <DeclaredField def={def} name={name} mode={mode} span={24}>
        <FilesControl {...file} readOnly={mode === 'detail'} />
      </DeclaredField>
    ),
  };
}
