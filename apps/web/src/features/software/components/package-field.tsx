import type { StoredFile } from '@diagops/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Typography } from '../../../shared/ui/typography';
import { FileUpload } from '../../../shared/upload';

/** Archive types a package may be (the server judges them by content) and the size limit, as the server declares them. */
export const PACKAGE_TYPES = ['zip', '7z', 'gz', 'tar', 'xz', 'bz2', 'rar', 'apk'];
export const PACKAGE_MAX_MB = 2000;
/** Packages go through tus: a dropped connection, a pause or a reload continues from the last byte. */
export const PACKAGE_RESUMABLE = true;

/** The package of an upload: one file through the files area, its SHA-256 shown once stored. */
export function PackageField({ readonly }: { readonly: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="file" label={t('software.package')}>
      <PackageInput readonly={readonly} />
    </Form.Item>
  );
}

function PackageInput({ value = [], onChange, readonly }: { value?: StoredFile[]; onChange?: (files: StoredFile[]) => void; readonly: boolean }) {
  const { t } = useTranslation();
  const file = value[0];
  return (
    <>
      {!readonly && (
        <FileUpload
          area="software"
          value={value}
          onChange={onChange}
          accept={PACKAGE_TYPES}
          maxSizeMb={PACKAGE_MAX_MB}
          resumable={PACKAGE_RESUMABLE}
          tip={t('software.packageTip', { types: PACKAGE_TYPES.join(', '), n: PACKAGE_MAX_MB })}
        />
      )}
      {file && (
        <Typography.Text type="secondary" data-testid="package-checksum" style={{ display: 'block', fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {file.name} · SHA-256 {file.sha256}
        </Typography.Text>
      )}
      {!file && readonly && t('software.noPackage')}
    </>
  );
}
