import { DEALER_PERMISSIONS as P } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Access } from '../../../shared/components/access';
import { Empty } from '../../../shared/ui/empty';
import { Panel } from '../../../shared/ui/panel';
import { Spin } from '../../../shared/ui/spin';
import { Typography } from '../../../shared/ui/typography';
import { getConfigDoc } from '../api/dealer-calls';
import { when } from '../components/dealer-labels';

/** /dealerManagement/configurationDetail/{id} */
export default function ConfigDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const q = useQuery({ queryKey: ['dealers', 'configDoc', id], queryFn: () => getConfigDoc(id), enabled: id > 0, retry: false });
  if (q.isLoading) return <Spin />;
  const d = q.data;
  if (!d) return <Empty description={t('dealers.notFound')} />;
  return (
    <Panel
      title={d.title}
      extra={
        <Access permission={P.configEdit.name}>
          <Button onClick={() => navigate(`/dealerManagement/configurationEdit/${d.id}`)}>{t('kit.edit')}</Button>
        </Access>
      }
    >
      <Typography.Paragraph type="secondary">{`${t('kit.updateTime')}: ${when(d.updateTime)}`}</Typography.Paragraph>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{d.content}</Typography.Paragraph>
    </Panel>
  );
}
