import {
  FEEDBACK_EXTERNAL_STATUSES,
  FEEDBACK_INTERNAL_STATUSES,
  FEEDBACK_TAGS_MAX,
  FEEDBACK_URGENCIES,
  type TFeedback,
  ZExpectedVersion,
} from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { Select } from '../../../shared/ui/select';
import { getHandlers } from '../api/feedback-calls';

/** FB-19 on screen: V followed by digits and dots. */
export const versionRule = (t: (k: string) => string) => ({
  validator: (_: unknown, v: string | undefined) =>
    !v || ZExpectedVersion.safeParse(v).success ? Promise.resolve() : Promise.reject(new Error(t('feedback.versionRule'))),
});

/** Assign or transfer: a staff user; one without e-mail is marked (the server answers 61004). */
export function HandlerModal(props: { open: boolean; transfer: boolean; onCancel: () => void; onOk: (handlerId: number) => Promise<void> }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useQuery({ queryKey: ['feedback', 'handlers', keyword], queryFn: () => getHandlers(keyword), enabled: props.open });
  return (
    <Modal
      open={props.open}
      title={t(props.transfer ? 'feedback.transfer' : 'feedback.assign')}
      onCancel={props.onCancel}
      okButtonProps={{ disabled: picked === null, loading: busy, 'data-testid': 'fb-handler-ok' } as never}
      onOk={async () => {
        setBusy(true);
        try {
          await props.onOk(picked!);
        } finally {
          setBusy(false);
        }
      }}
      destroyOnHidden
    >
      <Select
        showSearch
        style={{ width: '100%' }}
        placeholder={t('feedback.pickHandler')}
        filterOption={false}
        onSearch={setKeyword}
        value={picked ?? undefined}
        onChange={setPicked}
        data-testid="fb-handler-select"
        options={(list.data ?? []).map((u) => ({ value: u.id, label: u.email ? `${u.name} <${u.email}>` : `${u.name} (${t('feedback.noEmail')})` }))}
      />
    </Modal>
  );
}

/** A reason for reactivating (FB-09) or, with `purpose="delete"`, for deleting: the dialog says what deleting does and is its confirmation. */
export function ReasonModal(props: {
  open: boolean;
  purpose?: 'reactivate' | 'delete';
  count?: number;
  onCancel: () => void;
  onOk: (reason: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const deleting = props.purpose === 'delete';
  return (
    <Modal
      open={props.open}
      title={t(deleting ? 'feedback.deleteTitle' : 'feedback.reactivate')}
      onCancel={props.onCancel}
      okText={deleting ? t('feedback.delete') : undefined}
      okButtonProps={{ 'data-testid': 'fb-reason-ok', ...(deleting ? { danger: true } : {}) } as never}
      onOk={async () => {
        // an empty reason shows under the field and keeps the dialog open
        const v = await form.validateFields().catch(() => null);
        if (v) await props.onOk(v.reason);
      }}
      destroyOnHidden
    >
      {deleting ? <p data-testid="fb-delete-hint">{t('feedback.deleteHint', { n: props.count ?? 1 })}</p> : null}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={t(deleting ? 'feedback.deleteReason' : 'feedback.reason')}
          rules={[{ required: true, whitespace: true, message: t(deleting ? 'feedback.deleteReasonRequired' : 'feedback.reasonRequired') }, { max: 500 }]}
        >
          <Input.TextArea rows={3} data-testid="fb-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** One item's classification: urgency, type, category, tags (≤ 10), statuses, expected version and time, RMA, notes. */
export function EditModal(props: { open: boolean; record: TFeedback; onCancel: () => void; onOk: (values: Record<string, unknown>) => Promise<void> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const r = props.record;
  const opts = (values: readonly string[], key: string) => values.map((v) => ({ value: v, label: t(`feedback.${key}.${v}`) }));
  return (
    <Modal
      open={props.open}
      title={t('feedback.edit')}
      width={640}
      onCancel={props.onCancel}
      okButtonProps={{ 'data-testid': 'fb-edit-ok' } as never}
      onOk={async () => {
        const v = await form.validateFields();
        await props.onOk({
          ...v,
          expectedVersion: v.expectedVersion || null,
          expectedTime: v.expectedTime ? dayjs(v.expectedTime).toISOString() : null,
          questionType: v.questionType || null,
          category: v.category || null,
          rmaNo: v.rmaNo || null,
          rmaStatus: v.rmaStatus || null,
          notes: v.notes || null,
        });
      }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ ...r, expectedTime: r.expectedTime ? dayjs(r.expectedTime) : undefined }}
        style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}
      >
        <Form.Item name="urgency" label={t('feedback.urgencyField')}>
          <Select options={opts(FEEDBACK_URGENCIES, 'urgency')} data-testid="fb-edit-urgency" allowClear />
        </Form.Item>
        <Form.Item name="questionType" label={t('feedback.questionType')}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="category" label={t('feedback.category')}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          name="tags"
          label={t('feedback.tags')}
          rules={[
            {
              validator: (_, v?: string[]) =>
                (v ?? []).length <= FEEDBACK_TAGS_MAX ? Promise.resolve() : Promise.reject(new Error(t('feedback.tagsMax', { n: FEEDBACK_TAGS_MAX }))),
            },
          ]}
        >
          <Select mode="tags" tokenSeparators={[',']} data-testid="fb-edit-tags" />
        </Form.Item>
        <Form.Item name="internalStatus" label={t('feedback.internalStatus')}>
          <Select options={opts(FEEDBACK_INTERNAL_STATUSES, 'internal')} />
        </Form.Item>
        <Form.Item name="externalStatus" label={t('feedback.externalStatus')}>
          <Select options={opts(FEEDBACK_EXTERNAL_STATUSES, 'external')} />
        </Form.Item>
        <Form.Item name="expectedVersion" label={t('feedback.expectedVersion')} rules={[versionRule(t)]}>
          <Input placeholder="V5.3" data-testid="fb-edit-version" />
        </Form.Item>
        <Form.Item name="expectedTime" label={t('feedback.expectedTime')}>
          <DatePicker showTime style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="rmaNo" label={t('feedback.rmaNo')}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="rmaStatus" label={t('feedback.rmaStatus')}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="notes" label={t('feedback.notes')} style={{ gridColumn: 'span 2' }}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
