import { FEEDBACK_FILE_AREAS, FEEDBACK_REPLY_FILES_MAX, type StoredFile, type TFeedbackItem } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, Form, Row } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App } from '../../../shared/ui/app';
import { Input } from '../../../shared/ui/input';
import { Panel } from '../../../shared/ui/panel';
import { Select } from '../../../shared/ui/select';
import { Space } from '../../../shared/ui/space';
import { Typography } from '../../../shared/ui/typography';
import { FileUpload } from '../../../shared/upload';
import { getAllReplyScenes, replyTo } from '../api/feedback-calls';
import { showBatch } from './batch-result';

const MB = 1024 * 1024;
const AREAS = [
  { key: 'image', ...FEEDBACK_FILE_AREAS.replyImage },
  { key: 'video', ...FEEDBACK_FILE_AREAS.replyVideo },
  { key: 'file', ...FEEDBACK_FILE_AREAS.replyFile },
] as const;

/**
 * The reply to one or more items: content (required), a standard reply inserted in one click in
 * the item's language, attachments by the settled limits (images 5MB, MP4 100MB, other files
 * 10MB, at most 5), sent only once every upload has finished (FB-10…14).
 */
export function ReplyForm(props: { items: TFeedbackItem[]; language: 'zh-CN' | 'en-US'; onDone: () => void; header?: React.ReactNode }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ content: string }>();
  const [files, setFiles] = useState<Record<string, StoredFile[]>>({ image: [], video: [], file: [] });
  const [pending, setPending] = useState<Record<string, number>>({ image: 0, video: 0, file: 0 });
  const [lang, setLang] = useState(props.language);
  const [sending, setSending] = useState(false);
  const scenes = useQuery({ queryKey: ['feedback', 'scenes'], queryFn: getAllReplyScenes });
  const all = [...files.image!, ...files.video!, ...files.file!];
  const uploading = Object.values(pending).some((n) => n > 0);
  const tooMany = all.length > FEEDBACK_REPLY_FILES_MAX;
  const pendingSetters = {
    image: useCallback((n: number) => setPending((p) => ({ ...p, image: n })), []),
    video: useCallback((n: number) => setPending((p) => ({ ...p, video: n })), []),
    file: useCallback((n: number) => setPending((p) => ({ ...p, file: n })), []),
  };

  const insert = (sceneId: number) => {
    const scene = scenes.data?.find((s) => s.id === sceneId);
    const text = scene?.texts.find((x) => x.language === lang)?.text ?? scene?.texts[0]?.text;
    if (!text) return;
    const cur = form.getFieldValue('content') ?? '';
    form.setFieldsValue({ content: cur ? `${cur}\n${text}` : text });
  };

  return (
    <Panel title={props.header}>
      <Row gutter={16}>
        <Col xs={24} lg={14}>
          <Form form={form} layout="vertical">
            <Form.Item
              name="content"
              label={t('feedback.replyContent')}
              rules={[{ required: true, whitespace: true, message: t('feedback.contentRequired') }, { max: 5000 }]}
            >
              <Input.TextArea rows={8} data-testid="fb-reply-content" />
            </Form.Item>
          </Form>
          {AREAS.map((a) => (
            <div key={a.key} style={{ marginBottom: 12 }}>
              <Typography.Text type="secondary">{t(`feedback.attach.${a.key}`, { mb: a.maxBytes / MB })}</Typography.Text>
              <FileUpload
                area={a.area}
                multiple
                accept={[...a.types]}
                maxSizeMb={a.maxBytes / MB}
                value={files[a.key]}
                onChange={(v) => setFiles((f) => ({ ...f, [a.key]: v }))}
                onPendingChange={pendingSetters[a.key]}
                resumable={a.key === 'video'}
              />
            </div>
          ))}
          {tooMany ? <Typography.Text type="danger">{t('feedback.tooManyFiles', { n: FEEDBACK_REPLY_FILES_MAX })}</Typography.Text> : null}
          <Space style={{ marginTop: 12 }}>
            <Button
              type="primary"
              loading={sending}
              disabled={uploading || tooMany || props.items.length === 0}
              data-testid="fb-reply-send"
              onClick={async () => {
                const { content } = await form.validateFields();
                setSending(true);
                try {
                  const out = await replyTo(
                    props.items,
                    content,
                    all.map((f) => f.id),
                  );
                  if (showBatch(message, t, out)) props.onDone();
                } finally {
                  setSending(false);
                }
              }}
            >
              {uploading ? t('feedback.waitUploads') : t('feedback.send')}
            </Button>
          </Space>
        </Col>
        <Col xs={24} lg={10}>
          <Panel size="small" title={t('feedback.standardReplies')}>
            <Select
              value={lang}
              onChange={setLang}
              style={{ width: 140, marginBottom: 8 }}
              options={[
                { value: 'zh-CN', label: '简体中文' },
                { value: 'en-US', label: 'English' },
              ]}
            />
            <Space direction="vertical" style={{ width: '100%' }}>
              {(scenes.data ?? []).map((s) => (
                <Panel key={s.id} size="small" styles={{ body: { padding: 8 } }}>
                  <Space style={{ width: '100%', justifyContent: 'space-between' }}>
                    <Typography.Text strong>{s.name}</Typography.Text>
                    <Button size="small" type="link" onClick={() => insert(s.id)} data-testid={`fb-insert-${s.id}`}>
                      {t('feedback.insert')}
                    </Button>
                  </Space>
                  <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
                    {s.texts.find((x) => x.language === lang)?.text ?? s.texts[0]?.text}
                  </Typography.Paragraph>
                </Panel>
              ))}
            </Space>
          </Panel>
        </Col>
      </Row>
    </Panel>
  );
}
