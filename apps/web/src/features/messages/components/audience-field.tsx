import { DeleteOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { AUDIENCE_FIELDS, AUDIENCE_TIME_FIELDS, audienceOperatorsFor, productModelResource, type TAudience, type TAudienceField } from '@diagops/contracts';
import { Button, Form, Radio, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../shared/kit';
import { resourceApi } from '../../../shared/kit/resource/resource-api';
import { Alert } from '../../../shared/ui/alert';
import { App } from '../../../shared/ui/app';
import { Input } from '../../../shared/ui/input';
import { Select } from '../../../shared/ui/select';
import { Space } from '../../../shared/ui/space';
import { Typography } from '../../../shared/ui/typography';
import { countAudience, readIdFile } from '../api/message-calls';

export type AudienceValues = { mode: TAudience['mode']; conditions: Array<{ field?: string; operator?: string; value?: string }>; idsText: string };

export const audienceOf = (v: AudienceValues): TAudience => {
  if (v.mode === 'group')
    return { mode: 'group', conditions: (v.conditions ?? []).map((c) => ({ field: c.field, operator: c.operator, value: (c.value ?? '').trim() })) as never };
  if (v.mode === 'ids')
    return {
      mode: 'ids',
      ids: (v.idsText ?? '')
        .split(/\r?\n/)
        .map((x) => x.trim())
        .filter((x, i, all) => x !== '' || i < all.length - 1),
    };
  return { mode: 'all' };
};
export const audienceValues = (a: TAudience | undefined): AudienceValues => ({
  mode: a?.mode ?? 'all',
  conditions: a?.mode === 'group' ? a.conditions : [{}],
  idsText: a?.mode === 'ids' ? a.ids.join('\n') : '',
});

type ModelOption = { value: string; label: string };
let modelOptions: Promise<ModelOption[]> | null = null;
/** The product models by code (the first 100, the page size limit) as "code name" options; the value is the model id the condition carries. */
function useModelOptions(zh: boolean): ModelOption[] {
  const [rows, setRows] = useState<Array<{ id: number; code: string; nameZh: string; nameEn: string }>>([]);
  useEffect(() => {
    let live = true;
    modelOptions ??= resourceApi(productModelResource)
      .page({ current: 1, size: 100, sort: { field: 'code', order: 'asc' } })
      .then((p) => p.records as never)
      .catch(() => {
        modelOptions = null;
        return [];
      });
    void modelOptions.then((r) => live && setRows(r as never));
    return () => {
      live = false;
    };
  }, []);
  return rows.map((m) => ({ value: String(m.id), label: `${m.code} ${zh ? m.nameZh : m.nameEn}` }));
}

/** MSG-18 product model: one model for equals / does not equal, any number for contains / does not contain (the value is their ids, comma separated). */
function ModelPicker({
  value,
  onChange,
  multiple,
  disabled,
  testId,
}: {
  value?: string;
  onChange?: (v: string) => void;
  multiple: boolean;
  disabled: boolean;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const options = useModelOptions(i18n.language.startsWith('zh'));
  const ids = (value ?? '').split(',').filter((x) => x.trim() !== '');
  return (
    <Select
      disabled={disabled}
      style={{ width: 260 }}
      showSearch
      optionFilterProp="label"
      placeholder={t('messages.audience.model')}
      aria-label={t('messages.audience.model')}
      options={options}
      mode={multiple ? 'multiple' : undefined}
      value={multiple ? ids : ids[0]}
      onChange={(v: string | string[]) => onChange?.((Array.isArray(v) ? v : [v]).filter(Boolean).join(','))}
      data-testid={testId}
    />
  );
}

/** MSG-11…18: all customers (warned at save), a group by conditions with its live count, or IDs typed or read from Excel. Switching modes discards after a warning. */
export function AudienceField({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const form = Form.useFormInstance();
  const mode = Form.useWatch(['audience', 'mode'], form) as AudienceValues['mode'] | undefined;
  const conditions = Form.useWatch(['audience', 'conditions'], form) as AudienceValues['conditions'] | undefined;
  const [count, setCount] = useState<number | null>(null);

  const switchMode = async (next: AudienceValues['mode']) => {
    const cur = form.getFieldValue('audience') as AudienceValues;
    const hasData = (cur.mode === 'group' && cur.conditions?.some((c) => c?.value)) || (cur.mode === 'ids' && cur.idsText?.trim());
    if (hasData && !(await confirmAction(t('messages.audience.switchWarn')))) return;
    form.setFieldValue('audience', { mode: next, conditions: [{}], idsText: '' });
    setCount(null);
  };
  const doCount = async () => {
    try {
      await form.validateFields([['audience']], { recursive: true });
      const r = await countAudience(audienceOf(form.getFieldValue('audience')));
      setCount(r.count);
    } catch {
      /* shown by the form or the http client */
    }
  };
  return (
    <>
      <Form.Item name={['audience', 'mode']} label={t('messages.audience.mode')} rules={[{ required: true }]}>
        <Radio.Group
          disabled={disabled}
          onChange={(e) => {
            const next = e.target.value;
            form.setFieldValue(['audience', 'mode'], (form.getFieldValue('audience') as AudienceValues).mode);
            void switchMode(next);
          }}
          options={(['all', 'group', 'ids'] as const).map((m) => ({ value: m, label: t(`messages.audience.modes.${m}`) }))}
          data-testid="msg-audience-mode"
        />
      </Form.Item>
      {mode === 'all' && <Alert type="warning" showIcon message={t('messages.audience.allWarn')} style={{ marginBottom: 16 }} />}
      {mode === 'group' && (
        <Form.List name={['audience', 'conditions']}>
          {(fields, { add, remove }) => (
            <>
              {fields.map((f, i) => {
                const field = conditions?.[f.name]?.field as TAudienceField | undefined;
                const isTime = !!field && AUDIENCE_TIME_FIELDS.includes(field);
                const operator = conditions?.[f.name]?.operator;
                return (
                  <Space key={f.key} align="baseline" wrap>
                    <Form.Item name={[f.name, 'field']} rules={[{ required: true, message: t('kit.required') }]}>
                      <Select
                        disabled={disabled}
                        style={{ width: 170 }}
                        placeholder={t('messages.audience.field')}
                        options={AUDIENCE_FIELDS.map((x) => ({ value: x, label: t(`messages.audience.fields.${x}`) }))}
                        onChange={(next: TAudienceField) => {
                          // an operator the new field cannot take is cleared (the server answers 1001 for it)
                          const op = form.getFieldValue(['audience', 'conditions', f.name, 'operator']);
                          if (op && !audienceOperatorsFor(next).includes(op)) form.setFieldValue(['audience', 'conditions', f.name, 'operator'], undefined);
                          // a model id means nothing to another field, nor does text to the model picker
                          if ((next === 'productModel') !== (field === 'productModel'))
                            form.setFieldValue(['audience', 'conditions', f.name, 'value'], undefined);
                        }}
                        data-testid={`msg-cond-field-${i}`}
                      />
                    </Form.Item>
                    <Form.Item name={[f.name, 'operator']} rules={[{ required: true, message: t('kit.required') }]}>
                      <Select
                        disabled={disabled}
                        style={{ width: 150 }}
                        placeholder={t('messages.audience.operator')}
                        options={audienceOperatorsFor(field).map((x) => ({ value: x, label: t(`messages.audience.operators.${x}`) }))}
                        data-testid={`msg-cond-op-${i}`}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[f.name, 'value']}
                      rules={[{ required: true, whitespace: true, message: t('kit.required') }]}
                      extra={isTime ? t('messages.audience.timeHint') : undefined}
                    >
                      {field === 'productModel' ? (
                        <ModelPicker disabled={disabled} multiple={operator === 'contains' || operator === 'notContains'} testId={`msg-cond-model-${i}`} />
                      ) : (
                        <Input
                          disabled={disabled}
                          style={{ width: 200 }}
                          placeholder={isTime ? 'YYYY-MM-DD' : t('messages.audience.value')}
                          aria-label={t('messages.audience.value')}
                          data-testid={`msg-cond-value-${i}`}
                        />
                      )}
                    </Form.Item>
                    {!disabled && fields.length > 1 && (
                      <Button type="text" icon={<DeleteOutlined />} aria-label={t('messages.remove')} onClick={() => remove(f.name)} />
                    )}
                  </Space>
                );
              })}
              {!disabled && (
                <Space style={{ marginBottom: 16 }}>
                  <Button icon={<PlusOutlined />} onClick={() => add({})}>
                    {t('messages.audience.addCondition')}
                  </Button>
                  <Button onClick={doCount} data-testid="msg-audience-count">
                    {t('messages.audience.count')}
                  </Button>
                  {count !== null && (
                    <Typography.Text type={count === 0 ? 'danger' : 'success'} data-testid="msg-audience-matches">
                      {t('messages.audience.matches', { count })}
                    </Typography.Text>
                  )}
                </Space>
              )}
            </>
          )}
        </Form.List>
      )}
      {mode === 'ids' && (
        <>
          <Form.Item
            name={['audience', 'idsText']}
            label={t('messages.audience.ids')}
            extra={t('messages.audience.idsHint')}
            rules={[{ required: true, whitespace: true, message: t('kit.required') }]}
          >
            <Input.TextArea disabled={disabled} rows={5} data-testid="msg-audience-ids" />
          </Form.Item>
          {!disabled && (
            <Upload
              accept=".xlsx"
              showUploadList={false}
              beforeUpload={(file) => {
                readIdFile(file)
                  .then((ids) => {
                    form.setFieldValue(['audience', 'idsText'], ids.join('\n'));
                    message.success(t('messages.audience.idsRead', { n: ids.length }));
                  })
                  .catch(() => {});
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} style={{ marginBottom: 16 }}>
                {t('messages.audience.upload')}
              </Button>
            </Upload>
          )}
        </>
      )}
    </>
  );
}
