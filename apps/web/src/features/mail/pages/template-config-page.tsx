import { MAIL_PERMISSIONS as P, type TTemplateConfig, ZTemplateConfig } from '@diagops/contracts';
import { Button, Form } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/hooks/use-permission';
import { showSaveError, zodRules } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { Input } from '../../../shared/ui/input';
import { Panel } from '../../../shared/ui/panel';
import { Space } from '../../../shared/ui/space';
import { Spin } from '../../../shared/ui/spin';
import { Typography } from '../../../shared/ui/typography';
import { MessageSettingsPanel } from '../../messages';
import { getTemplateConfig, saveTemplateConfig } from '../api/mail-calls';

const KEYS = ['companyName', 'supportEmail', 'logoUrl', 'footerZh', 'footerEn'] as const;

/** /messageCenter/templateConfig — the message centre's settings: what every template may use as {{companyName}} …, and the messages' own (guide-image limits). */
export default function TemplateConfigPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TTemplateConfig>();
  const [loading, setLoading] = useState(true);
  const canEdit = usePermission(P.templateConfigEdit.name);
  const messages = { required: t('kit.required'), invalid: (d: string) => t('kit.invalid', { detail: d }) };
  useEffect(() => {
    void getTemplateConfig()
      .then((c) => form.setFieldsValue(c))
      .finally(() => setLoading(false));
  }, [form]);
  if (loading) return <Spin />;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Panel title={t('mail.templateConfigTitle')} style={{ maxWidth: 820 }}>
        <Typography.Paragraph type="secondary">{t('mail.templateConfigHelp', { example: '{{companyName}}' })}</Typography.Paragraph>
        <Form
          form={form}
          layout="vertical"
          disabled={!canEdit}
          onFinish={async (v) => {
            try {
              form.setFieldsValue(await saveTemplateConfig(v));
              message.success(t('kit.saved'));
            } catch (e) {
              showSaveError(e, message, form);
            }
          }}
        >
          {KEYS.map((k) => (
            <Form.Item key={k} name={k} label={`${t(`mail.config.${k}`)} {{${k}}}`} rules={zodRules(ZTemplateConfig.shape as never, k, messages)}>
              {k.startsWith('footer') ? <Input.TextArea rows={2} data-testid={`config-${k}`} /> : <Input data-testid={`config-${k}`} />}
            </Form.Item>
          ))}
          {canEdit && (
            <Button type="primary" htmlType="submit" data-testid="config-save">
              {t('common.confirm')}
            </Button>
          )}
        </Form>
      </Panel>
      <MessageSettingsPanel />
    </Space>
  );
}
