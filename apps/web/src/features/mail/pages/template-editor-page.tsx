import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { MAIL_PERMISSIONS as P, type TMailPreview, type TMailTemplate } from '@diagops/contracts';
import { Button, Col, Form, Row, Tabs } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { usePermission } from '../../../shared/hooks/use-permission';
import { isHttpError } from '../../../shared/http/http-error';
import { showSaveError, useLeavePage } from '../../../shared/kit';
import { Alert } from '../../../shared/ui/alert';
import { App } from '../../../shared/ui/app';
import { Empty } from '../../../shared/ui/empty';
import { Input } from '../../../shared/ui/input';
import { Panel } from '../../../shared/ui/panel';
import { Select } from '../../../shared/ui/select';
import { Space } from '../../../shared/ui/space';
import { Spin } from '../../../shared/ui/spin';
import { Typography } from '../../../shared/ui/typography';
import { getTemplate, previewTemplate, saveTemplate, updateTemplate } from '../api/mail-calls';
import { useTopics } from '../components/mail-ui';

const LANGS = ['zh-CN', 'en-US'] as const;
/** Variables every template has: the template configuration and the unsubscribe link. */
const SHARED = ['companyName', 'supportEmail', 'logoUrl', 'footerZh', 'footerEn', 'unsubscribeUrl'];
type Lang = (typeof LANGS)[number];
type Values = {
  code: string;
  name: string;
  status: 'enabled' | 'disabled';
  topic?: string;
  remark?: string;
  variables: Array<{ name: string; description?: string; sample?: string }>;
  contents: Partial<Record<Lang, { subject?: string; body?: string }>>;
};

/** Waits until a value has stopped changing for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}

/**
 * /messageCenter/email/templateAdd, templateDetail/{id} and /messageCenter/subscription/
 * templateAdd, templateEdit/{id}: per-language subject and HTML body with {{variable}}
 * placeholders, the declared variables with samples, and a live preview of the language in
 * view (rendered by the server, so a malformed or undeclared variable shows its refusal).
 */
export default function TemplateEditorPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const leave = useLeavePage();
  const { pathname } = useLocation();
  const params = useParams();
  const kind = pathname.includes('/subscription/') ? 'subscription' : 'email';
  const listPath = kind === 'email' ? '/messageCenter/email/templateList' : '/messageCenter/subscription/user';
  const id = Number(params.id) || null;
  const canEdit = usePermission(P.templateEdit.name);
  const topics = useTopics(i18n.language);
  const [form] = Form.useForm<Values>();
  const [record, setRecord] = useState<TMailTemplate | null>(null);
  const [loading, setLoading] = useState(id !== null);
  const [lang, setLang] = useState<Lang>(i18n.language === 'en-US' ? 'en-US' : 'zh-CN');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!id) {
      form.setFieldsValue({ status: 'enabled', variables: [{ name: 'name', description: '', sample: '' }], contents: {} });
      return;
    }
    void getTemplate(id)
      .then((r) => {
        setRecord(r);
        form.setFieldsValue({ ...r, topic: r.topic ?? undefined, remark: r.remark ?? undefined, contents: r.contents });
      })
      .finally(() => setLoading(false));
  }, [id, form]);

  const subject = Form.useWatch(['contents', lang, 'subject'], form) ?? '';
  const body = Form.useWatch(['contents', lang, 'body'], form) ?? '';
  const variables = Form.useWatch('variables', form);
  const input = useSettled(
    useMemo(() => JSON.stringify({ subject, body, variables: variables ?? [], lang }), [subject, body, variables, lang]),
    300,
  );
  const [preview, setPreview] = useState<{ ok: TMailPreview } | { error: string } | null>(null);
  useEffect(() => {
    const q = JSON.parse(input) as { subject: string; body: string; variables: Values['variables']; lang: Lang };
    if (!q.subject.trim() || !q.body.trim()) {
      setPreview(null);
      return;
    }
    let live = true;
    const vars = q.variables.filter((v) => v?.name).map((v) => ({ name: v.name, description: v.description ?? '', sample: v.sample ?? '' }));
    previewTemplate({ language: q.lang, subject: q.subject, body: q.body, variables: vars })
      .then((ok) => live && setPreview({ ok }))
      .catch((e) => live && setPreview({ error: isHttpError(e) ? e.message : String(e) }));
    return () => {
      live = false;
    };
  }, [input]);

  const submit = async () => {
    const v = await form.validateFields();
    const contents: Values['contents'] = {};
    for (const l of LANGS) {
      const c = v.contents?.[l];
      if (c?.subject?.trim() || c?.body?.trim()) contents[l] = { subject: c.subject ?? '', body: c.body ?? '' };
    }
    const req = {
      code: v.code,
      name: v.name,
      kind,
      topic: kind === 'subscription' ? (v.topic ?? null) : null,
      status: v.status,
      remark: v.remark ?? null,
      variables: (v.variables ?? []).filter((x) => x?.name).map((x) => ({ name: x.name, description: x.description ?? '', sample: x.sample ?? '' })),
      contents,
    } as never;
    setSaving(true);
    try {
      if (record) await updateTemplate({ ...(req as object), id: record.id, version: record.version } as never);
      else await saveTemplate(req);
      message.success(t('kit.saved'));
      leave(listPath);
    } catch (e) {
      const errors = isHttpError(e) ? ((e.data as { errors?: Array<{ field: string; message: string }> } | null)?.errors ?? []) : [];
      const nested = errors.filter((x) => x.field.startsWith('contents.'));
      if (nested.length > 0) {
        form.setFields(nested.map((x) => ({ name: x.field.split('.'), errors: [x.message] })) as never);
        const first = nested[0]!.field.split('.')[1] as Lang;
        if (LANGS.includes(first)) setLang(first);
      }
      showSaveError(e, message, form);
    } finally {
      setSaving(false);
    }
  };

  if (loading) return <Spin />;
  const readonly = !canEdit;
  return (
    <Form form={form} layout="vertical" disabled={readonly}>
      <Row gutter={16}>
        <Col xs={24} xl={12}>
          <Panel
            title={t(
              record
                ? kind === 'email'
                  ? 'mail.templateDetailTitle'
                  : 'mail.subscriptionTemplateEditTitle'
                : kind === 'email'
                  ? 'mail.templateAddTitle'
                  : 'mail.subscriptionTemplateAddTitle',
            )}
          >
            <Row gutter={12}>
              <Col span={12}>
                <Form.Item name="code" label={t('mail.code')} rules={[{ required: true, message: t('kit.required') }]}>
                  <Input disabled={record !== null} data-testid="template-code" />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="name" label={t('mail.templateName')} rules={[{ required: true, message: t('kit.required') }]}>
                  <Input data-testid="template-name" />
                </Form.Item>
              </Col>
              {kind === 'subscription' && (
                <Col span={12}>
                  <Form.Item name="topic" label={t('mail.topic')} rules={[{ required: true, message: t('kit.required') }]}>
                    <Select options={(topics.data ?? []).map((x) => ({ value: x.code, label: x.name }))} data-testid="template-topic" />
                  </Form.Item>
                </Col>
              )}
              <Col span={12}>
                <Form.Item name="status" label={t('mail.statusLabel')}>
                  <Select options={['enabled', 'disabled'].map((s) => ({ value: s, label: t(`mail.status.${s}`) }))} />
                </Form.Item>
              </Col>
            </Row>
            <Typography.Title level={5}>{t('mail.variables')}</Typography.Title>
            <Typography.Paragraph type="secondary">
              {t('mail.variablesHelp', { example: '{{name}}', shared: SHARED.map((k) => `{{${k}}}`).join(' ') })}
            </Typography.Paragraph>
            <Form.List name="variables">
              {(items, { add, remove }) => (
                <>
                  {items.map((item) => (
                    <Space key={item.key} align="baseline" style={{ display: 'flex' }}>
                      <Form.Item
                        name={[item.name, 'name']}
                        rules={[{ required: true, pattern: /^[A-Za-z][A-Za-z0-9_]{0,63}$/, message: t('mail.variableNameRule') }]}
                      >
                        <Input placeholder={t('mail.variableName')} aria-label={t('mail.variableName')} />
                      </Form.Item>
                      <Form.Item name={[item.name, 'description']}>
                        <Input placeholder={t('mail.variableDescription')} aria-label={t('mail.variableDescription')} />
                      </Form.Item>
                      <Form.Item name={[item.name, 'sample']}>
                        <Input placeholder={t('mail.variableSample')} aria-label={t('mail.variableSample')} />
                      </Form.Item>
                      {!readonly && <MinusCircleOutlined aria-label={t('kit.delete')} onClick={() => remove(item.name)} />}
                    </Space>
                  ))}
                  {!readonly && (
                    <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: '', description: '', sample: '' })}>
                      {t('mail.addVariable')}
                    </Button>
                  )}
                </>
              )}
            </Form.List>
            <Tabs
              style={{ marginTop: 16 }}
              activeKey={lang}
              onChange={(k) => setLang(k as Lang)}
              items={LANGS.map((l) => ({
                key: l,
                label: t(`mail.lang.${l}`),
                forceRender: true,
                children: (
                  <>
                    <Form.Item name={['contents', l, 'subject']} label={t('mail.subject')}>
                      <Input data-testid={`template-subject-${l}`} />
                    </Form.Item>
                    <Form.Item name={['contents', l, 'body']} label={t('mail.body')} extra={t('mail.bodyHelp')}>
                      <Input.TextArea rows={10} data-testid={`template-body-${l}`} style={{ fontFamily: 'monospace' }} />
                    </Form.Item>
                  </>
                ),
              }))}
            />
            <Form.Item name="remark" label={t('mail.remark')}>
              <Input.TextArea rows={2} />
            </Form.Item>
            <Space>
              <Button onClick={() => leave(listPath)} disabled={false}>
                {t('common.cancel')}
              </Button>
              {!readonly && (
                <Button type="primary" loading={saving} onClick={submit} data-testid="template-save">
                  {t('common.confirm')}
                </Button>
              )}
            </Space>
          </Panel>
        </Col>
        <Col xs={24} xl={12}>
          <Panel title={t('mail.preview', { language: t(`mail.lang.${lang}`) })} data-testid="template-preview">
            {preview === null ? (
              <Empty description={t('mail.previewEmpty')} />
            ) : 'error' in preview ? (
              <Alert type="error" showIcon message={preview.error} data-testid="template-preview-error" />
            ) : (
              <>
                <Typography.Paragraph>
                  <Typography.Text type="secondary">{t('mail.subject')}: </Typography.Text>
                  <Typography.Text strong data-testid="template-preview-subject">
                    {preview.ok.subject}
                  </Typography.Text>
                </Typography.Paragraph>
                <iframe
                  title={t('mail.previewFrame')}
                  sandbox=""
                  srcDoc={preview.ok.html}
                  style={{ width: '100%', minHeight: 320, border: '1px solid rgba(127,127,127,0.3)', borderRadius: 6, background: '#fff' }}
                />
              </>
            )}
          </Panel>
        </Col>
      </Row>
    </Form>
  );
}
