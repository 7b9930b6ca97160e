import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A menu page whose screens are not built yet. */
export function ComingSoon({ title }: { title?: string }) {
  const { t } = useTranslation();
  return <Result status="info" title={title} subTitle={t('common.coming')} />;
}
