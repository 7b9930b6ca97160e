import type { StoredFile } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../../shared/upload';
import { fileBlobUrl } from './catalog-api';

export type CatalogFileProps = {
  /** the upload area declared on the server */
  area: string;
  accept: readonly string[];
  maxBytes: number;
  /** a picture: shown; otherwise a file opened on demand */
  image?: boolean;
  value?: string | null;
  onChange?: (id: string | undefined) => void;
  readOnly?: boolean;
  disabled?: boolean;
};

/** A picture or attachment of a record: uploaded through the files service (type judged by content, size limited), kept by its id. */
export function CatalogFile(p: CatalogFileProps) {
  const { t } = useTranslation();
  const id = p.value ?? undefined;
  const blob = useQuery({ queryKey: ['vehicleCatalog', 'file', id], queryFn: () => fileBlobUrl(id!), enabled: Boolean(id && p.image), staleTime: Infinity });
  const open = async () => window.open(await fileBlobUrl(id!), '_blank', 'noopener');
  const current = id ? (
    p.image ? (
      blob.data ? (
        <img src={blob.data} width={160} alt={t('vehicleCatalog.picture')} data-testid="catalog-image" />
      ) : (
        <span>{t('vehicleCatalog.loading')}</span>
      )
    ) : (
      <Button size="small" onClick={() => void open()} data-testid="catalog-attachment">
        {t('vehicleCatalog.openAttachment')}
      </Button>
    )
  ) : null;
  if (p.readOnly) return current ?? <>-</>;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {current && (
        <Space>
          {current}
          <Button size="small" danger onClick={() => p.onChange?.(undefined)} disabled={p.disabled}>
            {t('vehicleCatalog.removeFile')}
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
