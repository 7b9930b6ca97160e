import { Form } from 'antd';
import { useTranslation } from 'react-i18next';

/** The package of an upload (the files area's resumable upload; wired when it lands). */
export function PackageField({ readonly }: { readonly: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="file" label={t('software.package')} extra={readonly ? undefined : t('software.packageTip')}>
      <span />
    </Form.Item>
  );
}
