import { PlusOutlined } from '@ant-design/icons';
import { hotFunctionResource, ingestIssueResource, TRACKING_KEY_PERMISSION, trackingKeyResource } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../shared/components/access';
import { ResourceListPage, resourceApi } from '../../../shared/kit/resource';
import { Input } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { eventOptions } from '../api/tracking-api';
import styles from './tracking.module.css';

const keys = resourceApi(trackingKeyResource);

/** Issues a key: its name and remark, then the key shown once (it is never shown again). */
function IssueKeyButton({ reload }: { reload: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [issued, setIssued] = useState<string | null>(null);
  const [form] = Form.useForm<{ name: string; remark?: string }>();
  const close = () => {
    setOpen(false);
    setIssued(null);
    form.resetFields();
  };
  const issue = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      const row = (await keys.save({ name: values.name, ...(values.remark ? { remark: values.remark } : {}) })) as unknown as { key: string };
      setIssued(row.key);
      reload();
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)} data-testid="issue-key">
        {t('tracking.keys.issue')}
      </Button>
      <Modal
        open={open}
        title={t('tracking.keys.issue')}
        onCancel={close}
        onOk={issued ? close : issue}
        okText={issued ? t('tracking.keys.done') : t('tracking.keys.issue')}
        confirmLoading={busy}
        okButtonProps={{ 'data-testid': 'issue-key-ok' }}
        destroyOnHidden
      >
        {issued ? (
          <div>
            <p>{t('tracking.keys.shownOnce')}</p>
            <p className={styles.key} data-testid="issued-key">
              {issued}
            </p>
          </div>
        ) : (
          <Form form={form} layout="vertical">
            <Form.Item name="name" label={t('tracking.keys.name')} rules={[{ required: true, message: t('kit.required') }]}>
              <Input maxLength={128} data-testid="key-name" />
            </Form.Item>
            <Form.Item name="remark" label={t('tracking.keys.remark')}>
              <Input.TextArea maxLength={500} />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </>
  );
}

/** /buryingPoint/publicKey/list: the apps' keys; a new one is shown once, then only its prefix. */
export function PublicKeysPage() {
  return (
    <ResourceListPage
      def={trackingKeyResource}
      noAdd
      toolbar={({ reload }) => [
        <Access key="issue" permission={TRACKING_KEY_PERMISSION.add}>
          <IssueKeyButton reload={reload} />
        </Access>,
      ]}
    />
  );
}

/** /buryingPoint/softwareQualityScreen/hotFunctionConfig: the events and values that mark a failed call. */
export function HotFunctionsPage() {
  const { i18n } = useTranslation();
  const events = useQuery({ queryKey: ['tracking', 'eventOptions'], queryFn: () => eventOptions() });
  const options = (events.data ?? []).map((e) => ({ value: e.id, label: `${e.code} ${i18n.language === 'zh-CN' ? e.nameZh : e.nameEn}` }));
  return <ResourceListPage def={hotFunctionResource} fields={{ eventId: { options } }} />;
}

/** /buryingPoint/ingestionWarnings: events refused or stored with a warning, with their reason. */
export function IngestIssuesPage() {
  return <ResourceListPage def={ingestIssueResource} />;
}
