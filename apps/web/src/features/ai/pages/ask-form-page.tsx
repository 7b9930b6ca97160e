import { AI_ASK_PATHS, AI_ASK_ROUTE, AI_LANGUAGES, aiAskResource, type TRevision, text2 } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, Form, Row } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { showSaveError } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { Input, InputNumber, TextArea } from '../../../shared/ui/input';
import { Panel } from '../../../shared/ui/panel';
import { Select } from '../../../shared/ui/select';
import { Space } from '../../../shared/ui/space';
import { Spin } from '../../../shared/ui/spin';
import { askApi, askRevisions } from '../api';
import { OptionField } from '../components/option-field';
import { RevisionsPanel } from '../components/revisions-panel';
import { TestPanel } from '../components/test-panel';

const P = aiAskResource.permissions;
const FIELDS = ['scene', 'language', 'modelId', 'temperature', 'systemPrompt', 'categories', 'remark'] as const;

/**
 * /ai/askSettingAdd and /ai/askSettingAdd/{id}/{type} (edit, view or review): an ask preset's values as
 * its newest revision holds them, saved as a draft or sent for review; its revisions with the buttons the
 * server allows (submit, pass, reject, rollback); and the test panel.
 */
export default function AskFormPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { message } = App.useApp();
  const navigate = useNavigate();
  const params = useParams();
  const id = Number(params.id) || null;
  const readOnly = params.type === 'view' || params.type === 'review';
  const [form] = Form.useForm<Record<string, unknown>>();
  const [busy, setBusy] = useState(false);
  const row = useQuery({ queryKey: ['ai', 'ask', id], queryFn: () => askApi.detail(id!), enabled: id !== null });
  const list = useQuery({ queryKey: ['ai', 'ask', 'revisions', id], queryFn: () => askRevisions.list(id!), enabled: id !== null });
  const newest: TRevision | undefined = list.data?.[0];
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the newest revision is loaded
  useEffect(() => {
    if (newest)
      form.setFieldsValue({
        ...Object.fromEntries(FIELDS.map((f) => [f, newest.data[f] ?? undefined])),
        categories: ((newest.data.categories as string[] | null) ?? []).map(Number),
      });
  }, [newest?.id, newest?.seq]);
  const label = (f: keyof typeof aiAskResource.fields) => text2(aiAskResource.fields[f].label, lang);
  const reload = () => Promise.all([row.refetch(), list.refetch()]);

  const save = async (andSubmit: boolean) => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    // the knowledge categories are chosen by id and kept as text
    const categories = ((values.categories as number[] | undefined) ?? []).map(String);
    const body = { ...values, categories, remark: values.remark || undefined };
    setBusy(true);
    try {
      const saved = id ? await askRevisions.update({ ...body, id, version: row.data!.version }) : await askRevisions.save(body);
      if (andSubmit) await askRevisions.submit(saved.id, saved.version);
      message.success(t(andSubmit ? 'ai.submitted' : 'kit.saved'));
      if (id) await reload();
      else navigate(AI_ASK_PATHS.edit.replace('{id}', String(saved.id)).replace('{type}', 'edit'));
    } catch (e) {
      showSaveError(e, message, form);
    } finally {
      setBusy(false);
    }
  };

  if (id !== null && (row.isLoading || list.isLoading)) return <Spin />;
  const number = id ? String(row.data?.presetNo ?? '') : '';
  const title = id
    ? `${t(readOnly ? 'kit.detail' : 'kit.edit')} ${text2(aiAskResource.label, lang)} ${number}`
    : `${t('kit.add')} ${text2(aiAskResource.label, lang)}`;
  const req = [{ required: true, message: t('kit.required') }];
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16}>
      <Panel title={title} extra={<Button onClick={() => navigate(AI_ASK_ROUTE)}>{t('ai.backToList')}</Button>}>
        <Form
          form={form}
          layout="vertical"
          style={{ maxWidth: 960 }}
          disabled={busy || readOnly}
          initialValues={{ language: lang === 'zh-CN' ? 'zh-CN' : 'en-US', temperature: 0.3 }}
        >
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name="scene" label={label('scene')} rules={req}>
                <Input data-testid="field-scene" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="language" label={label('language')} rules={req}>
                <Select options={Object.entries(AI_LANGUAGES).map(([value, l]) => ({ value, label: text2(l, lang) }))} data-testid="field-language" />
              </Form.Item>
            </Col>
            <OptionField name="modelId" what="aiModels" label={label('modelId')} required={t('kit.required')} />
            <Col span={12}>
              <Form.Item name="temperature" label={label('temperature')} rules={req}>
                <InputNumber min={0} max={2} step={0.1} style={{ width: '100%' }} data-testid="field-temperature" />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="systemPrompt" label={label('systemPrompt')} rules={req}>
                <TextArea rows={5} maxLength={8000} data-testid="field-systemPrompt" />
              </Form.Item>
            </Col>
            <OptionField name="categories" what="knowledgeCategories" label={label('categories')} multiple span={24} />
            <Col span={24}>
              <Form.Item name="remark" label={label('remark')}>
                <TextArea rows={2} maxLength={500} />
              </Form.Item>
            </Col>
          </Row>
          {!readOnly && (
            <Space>
              <Button onClick={() => void save(false)} loading={busy} data-testid="ask-save">
                {t('ai.saveDraft')}
              </Button>
              <Button type="primary" onClick={() => void save(true)} loading={busy} data-testid="ask-submit">
                {t('ai.saveAndSubmit')}
              </Button>
            </Space>
          )}
        </Form>
      </Panel>
      {id !== null && row.data && (
        <Panel title={t('ai.revisions')}>
          <RevisionsPanel id={id} version={row.data.version as number} list={list.data ?? []} onChanged={() => void reload()} />
        </Panel>
      )}
      {id !== null && (
        <Panel title={t('ai.test.title')}>
          <TestPanel id={id} permission={P.test!} />
        </Panel>
      )}
    </Space>
  );
}
