import { DEALER_PERMISSIONS as P, type TCommConfig } from '@diagops/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/hooks/use-permission';
import { showSaveError } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { Input, InputNumber } from '../../../shared/ui/input';
import { Panel } from '../../../shared/ui/panel';
import { Select } from '../../../shared/ui/select';
import { Spin } from '../../../shared/ui/spin';
import { getCommConfig, saveCommConfig } from '../api/dealer-calls';

/** /dealerManagement/communicationConfig — where dealer devices connect and how often they report. */
export default function CommConfigPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const canEdit = usePermission(P.commEdit.name);
  const [form] = Form.useForm<TCommConfig>();
  const [saving, setSaving] = useState(false);
  const q = useQuery({ queryKey: ['dealers', 'commConfig'], queryFn: getCommConfig });
  useEffect(() => {
    if (q.data) form.setFieldsValue(q.data);
  }, [q.data, form]);
  const submit = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const saved = await saveCommConfig({ ...v, version: q.data!.version });
      qc.setQueryData(['dealers', 'commConfig'], saved);
      message.success(t('kit.saved'));
    } catch (e) {
      showSaveError(e, message, form);
    } finally {
      setSaving(false);
    }
  };
  if (q.isLoading) return <Spin />;
  const required = [{ required: true, message: t('kit.required') }];
  return (
    <Panel title={t('dealers.commTitle')}>
      <Form form={form} layout="vertical" style={{ maxWidth: 560 }} disabled={!canEdit}>
        <Form.Item name="serverHost" label={t('dealers.serverHost')} rules={required}>
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item name="serverPort" label={t('dealers.serverPort')} rules={required}>
          <InputNumber min={1} max={65535} precision={0} />
        </Form.Item>
        <Form.Item name="protocol" label={t('dealers.protocol')} rules={required}>
          <Select options={['tcp', 'mqtt', 'https'].map((p) => ({ value: p, label: p.toUpperCase() }))} />
        </Form.Item>
        <Form.Item name="heartbeatSeconds" label={t('dealers.heartbeat')} rules={required}>
          <InputNumber min={5} max={3600} precision={0} addonAfter={t('dealers.seconds')} />
        </Form.Item>
        {canEdit && (
          <Button type="primary" loading={saving} onClick={submit}>
            {t('dealers.save')}
          </Button>
        )}
      </Form>
    </Panel>
  );
}
