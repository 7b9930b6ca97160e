import { FEEDBACK_INTERNAL_STATUSES } from '@diagops/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { App } from '../../../shared/ui/app';
import { Empty } from '../../../shared/ui/empty';
import { Input } from '../../../shared/ui/input';
import { Panel } from '../../../shared/ui/panel';
import { Select } from '../../../shared/ui/select';
import { Tag } from '../../../shared/ui/tag';
import { rdAnswer } from '../api/feedback-calls';
import { versionRule } from '../components/action-modals';
import { showBatch } from '../components/batch-result';
import { decodeItems } from '../components/feedback-format';

/** /question/batchResearchDevelopRes/{ids} — R&D's answer to items in processing or reactivated (others reported as refused). */
export default function BatchRdPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const items = decodeItems(useParams().ids);
  const [form] = Form.useForm<{ content: string; internalStatus: string; expectedVersion?: string; expectedTime?: Dayjs }>();
  const [busy, setBusy] = useState(false);
  if (items.length === 0) return <Empty style={{ marginTop: 80 }} description={t('feedback.selectFirst')} />;
  return (
    <Panel
      title={
        <>
          {t('feedback.batchRd')}{' '}
          {items.map((i) => (
            <Tag key={i.id}>#{i.id}</Tag>
          ))}
        </>
      }
    >
      <Form form={form} layout="vertical" style={{ maxWidth: 720 }} initialValues={{ internalStatus: 'done' }}>
        <Form.Item
          name="content"
          label={t('feedback.rdContent')}
          rules={[{ required: true, whitespace: true, message: t('feedback.contentRequired') }, { max: 5000 }]}
        >
          <Input.TextArea rows={6} data-testid="fb-rd-content" />
        </Form.Item>
        <Form.Item name="internalStatus" label={t('feedback.internalStatus')}>
          <Select options={FEEDBACK_INTERNAL_STATUSES.map((v) => ({ value: v, label: t(`feedback.internal.${v}`) }))} />
        </Form.Item>
        <Form.Item name="expectedVersion" label={t('feedback.expectedVersion')} rules={[versionRule(t)]} extra={t('feedback.versionRule')}>
          <Input placeholder="V5.3" data-testid="fb-rd-version" />
        </Form.Item>
        <Form.Item name="expectedTime" label={t('feedback.expectedTime')}>
          <DatePicker showTime />
        </Form.Item>
        <Button
          type="primary"
          loading={busy}
          data-testid="fb-rd-send"
          onClick={async () => {
            const v = await form.validateFields();
            setBusy(true);
            try {
              const out = await rdAnswer({
                items,
                content: v.content,
                internalStatus: v.internalStatus,
                ...(v.expectedVersion ? { expectedVersion: v.expectedVersion } : {}),
                ...(v.expectedTime ? { expectedTime: dayjs(v.expectedTime).toISOString() } : {}),
              });
              if (showBatch(message, t, out)) {
                await qc.invalidateQueries({ queryKey: ['feedback'] });
                navigate('/question');
              }
            } finally {
              setBusy(false);
            }
          }}
        >
          {t('feedback.send')}
        </Button>
      </Form>
    </Panel>
  );
}
