import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** /404, /403 and /500 (loaded when shown: antd's Result carries the illustrations). */
export default function ErrorPage({ status }: { status: 403 | 404 | 500 }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status={status}
      title={status}
      subTitle={t(`common.error${status}`)}
      extra={
        <Button type="primary" onClick={() => navigate('/homePage')}>
          {t('common.backHome')}
        </Button>
      }
    />
  );
}
