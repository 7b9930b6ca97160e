import { GUIDE_IMAGE_MAX_MB, MESSAGE_PERMISSIONS as P, type TGuideImageLimits, ZGuideImageLimits } from '@diagops/contracts';
import { Button, Form } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/hooks/use-permission';
import { showSaveError, zodRules } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { InputNumber } from '../../../shared/ui/input';
import { Panel } from '../../../shared/ui/panel';
import { Spin } from '../../../shared/ui/spin';
import { Typography } from '../../../shared/ui/typography';
import { useMessageSettings } from '../api/get-message-settings';
import { useSaveMessageSettings } from '../api/save-message-settings';

const CHANNELS = ['station', 'email', 'push'] as const;

/**
 * The message settings (settled MSG-08/09): the guide-image limit of each channel, in MB. Shown
 * to anyone who opens the message centre's settings screen; changed with msg_settings_edit.
 */
export function MessageSettingsPanel() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TGuideImageLimits>();
  const q = useMessageSettings();
  const save = useSaveMessageSettings();
  const canEdit = usePermission(P.settingsEdit.name);
  const messages = { required: t('kit.required'), invalid: (d: string) => t('kit.invalid', { detail: d }) };
  useEffect(() => {
    if (q.data) form.setFieldsValue(q.data.guideImageMaxMb);
  }, [q.data, form]);
  return (
    <Panel title={t('messages.settings.title')} style={{ maxWidth: 820 }} data-testid="message-settings">
      <Typography.Paragraph type="secondary">{t('messages.settings.help', { max: GUIDE_IMAGE_MAX_MB })}</Typography.Paragraph>
      {q.isPending ? (
        <Spin />
      ) : (
        <Form
          form={form}
          layout="vertical"
          disabled={!canEdit || save.isPending}
          onFinish={async (v) => {
            try {
              const saved = await save.mutateAsync({ guideImageMaxMb: v, version: q.data?.version ?? 0 });
              form.setFieldsValue(saved.guideImageMaxMb);
              message.success(t('kit.saved'));
            } catch (e) {
              showSaveError(e, message, form);
            }
          }}
        >
          {CHANNELS.map((c) => (
            <Form.Item
              key={c}
              name={c}
              label={t('messages.settings.guideImageMaxMb', { channel: t(`messages.channels.${c}`) })}
              rules={zodRules(ZGuideImageLimits.shape, c, messages)}
            >
              <InputNumber min={1} max={GUIDE_IMAGE_MAX_MB} precision={0} addonAfter="MB" data-testid={`settings-guide-${c}`} />
            </Form.Item>
          ))}
          {canEdit && (
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="settings-save">
              {t('common.confirm')}
            </Button>
          )}
        </Form>
      )}
    </Panel>
  );
}
