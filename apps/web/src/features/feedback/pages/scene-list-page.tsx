import { useQuery } from '@tanstack/react-query';
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { App } from '../../../shared/ui/app';
import { Empty } from '../../../shared/ui/empty';
import { Panel } from '../../../shared/ui/panel';
import { Space } from '../../../shared/ui/space';
import { Spin } from '../../../shared/ui/spin';
import { Typography } from '../../../shared/ui/typography';
import { getAllReplyScenes } from '../api/feedback-calls';

/** /brand/rephrasing/sceneList — the standard replies grouped by scene, each language's text ready to copy. */
export default function SceneListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const q = useQuery({ queryKey: ['feedback', 'scenes'], queryFn: getAllReplyScenes });
  if (q.isLoading) return <Spin />;
  if (!q.data?.length) return <Empty />;
  return (
    <Row gutter={[12, 12]}>
      {q.data.map((s) => (
        <Col key={s.id} xs={24} md={12} xl={8}>
          <Panel title={s.name} extra={s.scenario} size="small" data-testid="rs-scene-card">
            {s.description ? <Typography.Paragraph type="secondary">{s.description}</Typography.Paragraph> : null}
            <Space direction="vertical" style={{ width: '100%' }}>
              {s.texts.map((x) => (
                <div key={x.language}>
                  <Typography.Text strong>{x.language === 'en-US' ? 'English' : '简体中文'}</Typography.Text>
                  <Typography.Paragraph copyable={{ text: x.text, onCopy: () => message.success(t('feedback.copied')) }} style={{ marginBottom: 0 }}>
                    {x.text}
                  </Typography.Paragraph>
                </div>
              ))}
            </Space>
          </Panel>
        </Col>
      ))}
    </Row>
  );
}
