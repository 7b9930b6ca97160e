import type { TReplyScene } from '@diagops/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { App } from '../../../shared/ui/app';
import { Empty } from '../../../shared/ui/empty';
import { Input } from '../../../shared/ui/input';
import { Panel } from '../../../shared/ui/panel';
import { Space } from '../../../shared/ui/space';
import { Spin } from '../../../shared/ui/spin';
import { getReplyScene, saveReplyScene } from '../api/feedback-calls';

/** /brand/rephrasing/addOrEdit/{id?} — a scene with its reply text in each language (at least one). */
export default function RephrasingFormPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const id = Number(useParams().id);
  const editing = Number.isInteger(id) && id > 0;
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const q = useQuery({ queryKey: ['feedback', 'scene', id], queryFn: () => getReplyScene(id), enabled: editing });
  const current = q.data as TReplyScene | undefined;
  useEffect(() => {
    if (current)
      form.setFieldsValue({
        ...current,
        zh: current.texts.find((x) => x.language === 'zh-CN')?.text,
        en: current.texts.find((x) => x.language === 'en-US')?.text,
      });
  }, [current, form]);
  if (editing && q.isLoading) return <Spin />;
  if (editing && !current) return <Empty description={t('feedback.notFound')} />;
  return (
    <Panel title={t(editing ? 'feedback.rs.editTitle' : 'feedback.rs.addTitle')}>
      <Form form={form} layout="vertical" style={{ maxWidth: 720 }}>
        <Form.Item name="name" label={t('feedback.rs.name')} rules={[{ required: true, whitespace: true }, { max: 128 }]}>
          <Input data-testid="rs-name" />
        </Form.Item>
        <Form.Item name="scenario" label={t('feedback.rs.scenario')} rules={[{ max: 128 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="description" label={t('feedback.rs.description')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="zh" label={`${t('feedback.rs.text')} · 简体中文`} rules={[{ max: 5000 }]}>
          <Input.TextArea rows={4} data-testid="rs-zh" />
        </Form.Item>
        <Form.Item
          name="en"
          label={`${t('feedback.rs.text')} · English`}
          dependencies={['zh']}
          rules={[
            { max: 5000 },
            ({ getFieldValue }) => ({
              validator: (_, v) => (v?.trim() || getFieldValue('zh')?.trim() ? Promise.resolve() : Promise.reject(new Error(t('feedback.rs.oneText')))),
            }),
          ]}
        >
          <Input.TextArea rows={4} data-testid="rs-en" />
        </Form.Item>
        <Space>
          <Button
            type="primary"
            loading={saving}
            data-testid="rs-save"
            onClick={async () => {
              const v = await form.validateFields();
              const texts = [
                ...(v.zh?.trim() ? [{ language: 'zh-CN', text: v.zh.trim() }] : []),
                ...(v.en?.trim() ? [{ language: 'en-US', text: v.en.trim() }] : []),
              ];
              setSaving(true);
              try {
                await saveReplyScene({
                  name: v.name,
                  scenario: v.scenario || undefined,
                  description: v.description || undefined,
                  texts,
                  ...(editing ? { id: current!.id, version: current!.version } : {}),
                });
                message.success(t('feedback.saved'));
                await qc.invalidateQueries({ queryKey: ['feedback'] });
                navigate('/brand/rephrasing/list');
              } finally {
                setSaving(false);
              }
            }}
          >
            {t('feedback.save')}
          </Button>
          <Button onClick={() => navigate('/brand/rephrasing/list')}>{t('feedback.back')}</Button>
        </Space>
      </Form>
    </Panel>
  );
}
