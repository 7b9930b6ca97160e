import { ZConfigDocAddRequest } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Form } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { confirmAction, showSaveError, zodRules } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { Input } from '../../../shared/ui/input';
import { Panel } from '../../../shared/ui/panel';
import { Space } from '../../../shared/ui/space';
import { Spin } from '../../../shared/ui/spin';
import { addConfigDoc, getConfigDoc, updateConfigDoc } from '../api/dealer-calls';

/** /dealerManagement/configurationAdd and /configurationEdit/{id}. */
export default function ConfigFormPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const [form] = Form.useForm<{ title: string; content: string }>();
  const [saving, setSaving] = useState(false);
  const doc = useQuery({ queryKey: ['dealers', 'configDoc', id], queryFn: () => getConfigDoc(id!), enabled: id !== null });
  useEffect(() => {
    if (doc.data) form.setFieldsValue({ title: doc.data.title, content: doc.data.content });
  }, [doc.data, form]);
  const shape = ZConfigDocAddRequest.shape as never;
  const messages = { required: t('kit.required'), invalid: (d: string) => t('kit.invalid', { detail: d }) };
  const submit = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const saved = id ? await updateConfigDoc({ id, version: doc.data!.version, ...v }) : await addConfigDoc(v);
      message.success(t('kit.saved'));
      form.resetFields();
      navigate(`/dealerManagement/configurationDetail/${saved.id}`);
    } catch (e) {
      showSaveError(e, message, form);
    } finally {
      setSaving(false);
    }
  };
  const leave = async () => {
    if (form.isFieldsTouched() && !(await confirmAction(t('kit.leaveConfirm')))) return;
    navigate('/dealerManagement/configurationDescription');
  };
  if (id !== null && doc.isLoading) return <Spin />;
  return (
    <Panel title={id ? t('dealers.configEditTitle') : t('dealers.configAddTitle')}>
      <Form form={form} layout="vertical" style={{ maxWidth: 860 }}>
        <Form.Item name="title" label={t('dealers.configTitleLabel')} rules={zodRules(shape, 'title', messages)}>
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item name="content" label={t('dealers.configContent')} rules={zodRules(shape, 'content', messages)}>
          <Input.TextArea rows={12} maxLength={20000} showCount />
        </Form.Item>
        <Space>
          <Button type="primary" loading={saving} onClick={submit}>
            {t('dealers.save')}
          </Button>
          <Button onClick={leave}>{t('common.cancel')}</Button>
        </Space>
      </Form>
    </Panel>
  );
}
