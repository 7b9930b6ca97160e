import { KNOWLEDGE_PERMISSIONS as P } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Result, Tabs } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Access } from '../../../shared/components/access';
import { apiBase } from '../../../shared/config/app-config';
import { StatusTag } from '../../../shared/kit';
import { Empty } from '../../../shared/ui/empty';
import { Panel } from '../../../shared/ui/panel';
import { Space } from '../../../shared/ui/space';
import { Spin } from '../../../shared/ui/spin';
import { Typography } from '../../../shared/ui/typography';
import { getKnowledge, getPreviewUrls } from '../api/knowledge-calls';
import { AttachmentView } from '../components/attachment-view';
import { KnowledgeBody } from '../components/knowledge-body';
import { KNOWLEDGE_STATUS } from '../components/knowledge-status';

/** /knowledge/preview?id= — the item as readers see it: the body in either language and its attachments. */
export default function KnowledgePreviewPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const item = useQuery({ queryKey: ['knowledge', 'item', id], queryFn: () => getKnowledge(id), enabled: valid });
  const previews = useQuery({
    queryKey: ['knowledge', 'previews', id, item.data?.version],
    queryFn: () => getPreviewUrls(id),
    enabled: valid && !!item.data?.fileCount,
  });
  if (!valid)
    return <Result status="info" title={t('knowledge.missingId')} extra={<Button onClick={() => navigate('/knowledge/list')}>{t('knowledge.back')}</Button>} />;
  if (item.isLoading || previews.isLoading) return <Spin />;
  if (!item.data) return <Empty />;
  const k = item.data;
  const zhFirst = i18n.language === 'zh-CN';
  const bodies = [
    { key: 'zh', label: t('knowledge.contentZh'), children: <KnowledgeBody html={k.contentZh} testId="knowledge-body-zh" /> },
    { key: 'en', label: t('knowledge.contentEn'), children: <KnowledgeBody html={k.contentEn} testId="knowledge-body-en" /> },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Panel
        title={
          <Typography.Title level={4} style={{ margin: 0 }}>
            {k.title}
          </Typography.Title>
        }
        extra={
          <Space>
            <Access permission={P.edit.name}>
              <Button onClick={() => navigate(`/knowledge/edit/${k.id}/${k.knowledgeType}/${k.bigClassify}/${k.smallClassify}`)}>{t('kit.edit')}</Button>
            </Access>
            <Button onClick={() => navigate('/knowledge/list')}>{t('knowledge.back')}</Button>
          </Space>
        }
      >
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 4 }}
          items={[
            { key: 'type', label: t('knowledge.knowledgeType'), children: t(`knowledge.type.${k.knowledgeType}`) },
            { key: 'class', label: t('knowledge.classification'), children: `${k.bigClassifyName ?? '-'} / ${k.smallClassifyName ?? '-'}` },
            { key: 'status', label: t('knowledge.status'), children: <StatusTag value={k.status} styles={KNOWLEDGE_STATUS} /> },
            { key: 'time', label: t('kit.updateTime'), children: `${dayjs(k.updateTime).format('YYYY-MM-DD HH:mm')} · ${k.updatedBy ?? '-'}` },
          ]}
        />
        <Tabs defaultActiveKey={zhFirst ? 'zh' : 'en'} items={bodies} />
      </Panel>
      <Panel title={t('knowledge.files')} size="small">
        <AttachmentView
          files={k.files}
          previews={Object.fromEntries((previews.data ?? []).map((p) => [p.fileId, `${apiBase(window.location.hostname)}${p.url}`]))}
        />
      </Panel>
    </Space>
  );
}
