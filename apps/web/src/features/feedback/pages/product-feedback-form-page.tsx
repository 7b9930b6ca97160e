import { FEEDBACK_FILE_AREAS, FEEDBACK_SOURCES, FEEDBACK_PERMISSIONS as P, type StoredFile } from '@diagops/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Form, Timeline } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { App } from '../../../shared/ui/app';
import { Empty } from '../../../shared/ui/empty';
import { Input } from '../../../shared/ui/input';
import { Panel } from '../../../shared/ui/panel';
import { Select } from '../../../shared/ui/select';
import { Space } from '../../../shared/ui/space';
import { Spin } from '../../../shared/ui/spin';
import { Typography } from '../../../shared/ui/typography';
import { FileUpload } from '../../../shared/upload';
import { addProductFeedback, appendProductFeedback, getProductFeedback } from '../api/feedback-calls';
import { ProductAccess } from '../components/no-permission';

const AREA = FEEDBACK_FILE_AREAS.product;

/** /productFeedback/add and /productFeedback/append/{id}/{serialNumber}/{currentPCLanguageId}/{timeStamp}. */
export default function ProductFeedbackFormPage({ mode }: { mode: 'add' | 'append' }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const id = Number(useParams().id);
  const [form] = Form.useForm();
  const [files, setFiles] = useState<StoredFile[]>([]);
  const [pending, setPending] = useState(0);
  const [saving, setSaving] = useState(false);
  const q = useQuery({ queryKey: ['feedback', 'product', id], queryFn: () => getProductFeedback(id), enabled: mode === 'append' && id > 0 });
  const body = () => {
    if (mode === 'append' && q.isLoading) return <Spin />;
    if (mode === 'append' && !q.data) return <Empty description={t('feedback.notFound')} />;
    const pf = q.data;
    return (
      <Panel title={t(mode === 'add' ? 'feedback.pf.addTitle' : 'feedback.pf.appendTitle')}>
        {pf ? (
          <>
            <Descriptions size="small" bordered column={2} style={{ marginBottom: 16 }}>
              <Descriptions.Item label={t('feedback.pf.title')}>{pf.title}</Descriptions.Item>
              <Descriptions.Item label={t('feedback.source')}>{t(`feedback.sources.${pf.source}`)}</Descriptions.Item>
              <Descriptions.Item label={t('feedback.pf.description')} span={2}>
                {pf.description}
              </Descriptions.Item>
            </Descriptions>
            <Timeline
              items={pf.appends.map((a) => ({
                children: (
                  <>
                    <Typography.Text type="secondary">
                      {a.authorName} · {dayjs(a.createTime).format('YYYY-MM-DD HH:mm')}
                    </Typography.Text>
                    <div style={{ whiteSpace: 'pre-wrap' }}>{a.content}</div>
                  </>
                ),
              }))}
            />
          </>
        ) : null}
        <Form form={form} layout="vertical" style={{ maxWidth: 720 }} initialValues={{ source: 'backstage', language: 'zh-CN' }}>
          {mode === 'add' ? (
            <>
              <Form.Item name="source" label={t('feedback.source')} rules={[{ required: true }]}>
                <Select options={FEEDBACK_SOURCES.map((s) => ({ value: s, label: t(`feedback.sources.${s}`) }))} />
              </Form.Item>
              <Form.Item name="title" label={t('feedback.pf.title')} rules={[{ required: true, whitespace: true }, { max: 200 }]}>
                <Input data-testid="pf-title" />
              </Form.Item>
              <Form.Item name="language" label={t('feedback.pf.language')} rules={[{ required: true }]}>
                <Select
                  options={[
                    { value: 'zh-CN', label: '简体中文' },
                    { value: 'en-US', label: 'English' },
                  ]}
                />
              </Form.Item>
            </>
          ) : null}
          <Form.Item
            name="content"
            label={t(mode === 'add' ? 'feedback.pf.description' : 'feedback.pf.appendContent')}
            rules={[{ required: true, whitespace: true }, { max: 5000 }]}
          >
            <Input.TextArea rows={5} data-testid="pf-content" />
          </Form.Item>
          <Form.Item label={t('feedback.pf.files')} extra={t('feedback.pf.filesHint', { mb: AREA.maxBytes / 1024 / 1024 })}>
            <FileUpload
              area={AREA.area}
              multiple
              accept={[...AREA.types]}
              maxSizeMb={AREA.maxBytes / 1024 / 1024}
              value={files}
              onChange={setFiles}
              onPendingChange={setPending}
            />
          </Form.Item>
          <Space>
            <Button
              type="primary"
              loading={saving}
              disabled={pending > 0}
              data-testid="pf-save"
              onClick={async () => {
                const v = await form.validateFields();
                setSaving(true);
                try {
                  const fileIds = files.map((f) => f.id);
                  if (mode === 'add') await addProductFeedback({ source: v.source, title: v.title, description: v.content, language: v.language, fileIds });
                  else await appendProductFeedback({ id, content: v.content, fileIds });
                  message.success(t('feedback.saved'));
                  await qc.invalidateQueries({ queryKey: ['feedback'] });
                  navigate('/productFeedback/list');
                } finally {
                  setSaving(false);
                }
              }}
            >
              {t('feedback.save')}
            </Button>
            <Button onClick={() => navigate('/productFeedback/list')}>{t('feedback.back')}</Button>
          </Space>
        </Form>
      </Panel>
    );
  };
  return <ProductAccess permission={P.product.name}>{body()}</ProductAccess>;
}
