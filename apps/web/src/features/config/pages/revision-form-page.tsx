import { resourceContracts, text2 } from '@diagops/contracts';
import { Button, Col, Form, Row } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { confirmAction, showSaveError, useLeavePage, zodRules } from '../../../shared/kit';
import { formFields, ResourceField } from '../../../shared/kit/resource';
import { App } from '../../../shared/ui/app';
import { Empty } from '../../../shared/ui/empty';
import { Panel } from '../../../shared/ui/panel';
import { Space } from '../../../shared/ui/space';
import { Spin } from '../../../shared/ui/spin';
import { isListField } from '../revisioned/fields-of';
import { configPath } from '../revisioned/kinds';
import { CodeListInput, LookupSelect } from '../revisioned/lookup-select';
import { useConfigOfRoute } from '../revisioned/use-config';

/**
 * …/add and …/edit/{id}: a revision of a revisioned configuration, its fields from the declaration.
 * Adding writes the config with its first revision as a draft; editing changes the open revision
 * (or opens a new one of a confirmed config). Either may be submitted for review at once.
 */
export default function RevisionFormPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { message } = App.useApp();
  const { kind, def, id, revisions, row, list, loading } = useConfigOfRoute();
  const contracts = useMemo(() => resourceContracts(def), [def]);
  const shape = (id ? contracts.ZUpdate : contracts.ZSave).shape as Record<string, z.ZodType>;
  const [form] = Form.useForm<Record<string, unknown>>();
  const [busy, setBusy] = useState(false);
  const leave = useLeavePage();
  const fields = formFields(def, 'add');
  // the open revision's values when there is one, else what was last passed
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the record is loaded
  useEffect(() => {
    if (!row || loading) return;
    const open = list[0] && list[0].state !== 'passed' ? list[0].data : null;
    const source = open ?? row;
    form.setFieldsValue(Object.fromEntries(fields.map(([name]) => [name, source[name] ?? undefined])));
  }, [row, loading]);

  const messages = { required: t('kit.required'), invalid: (d: string) => t('kit.invalid', { detail: d }) };
  const save = async (andSubmit: boolean) => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return; // the form shows what is missing
    const body = Object.fromEntries(Object.entries(values).filter(([k]) => k in shape));
    setBusy(true);
    try {
      const saved = id ? await revisions.update({ ...body, id, version: row!.version }) : await revisions.save(body);
      if (andSubmit) await revisions.submit(saved.id, saved.version);
      message.success(t(andSubmit ? 'config.revisioned.submitted' : 'kit.saved'));
      form.resetFields();
      leave(configPath(kind, 'detail', { ...(row ?? {}), id: saved.id }));
    } catch (e) {
      showSaveError(e, message, form);
    } finally {
      setBusy(false);
    }
  };
  const cancel = async () => {
    if (form.isFieldsTouched() && !(await confirmAction(t('kit.leaveConfirm')))) return;
    leave(id && row ? configPath(kind, 'detail', row) : kind.paths.list);
  };

  if (id !== null && loading) return <Spin />;
  if (id !== null && !row) return <Empty description={t('config.revisioned.notFound')} />;
  const label = text2(def.label, lang);
  const title = id ? `${t('kit.edit')} ${label} ${String(row?.[kind.numberField] ?? '')}` : `${t('kit.add')} ${label}`;
  return (
    <Panel title={title}>
      <Form form={form} layout="vertical" style={{ maxWidth: 960 }} disabled={busy}>
        <Row gutter={16}>
          {fields.map(([name, f]) => {
            const lookup = f.options && 'lookup' in f.options ? f.options.lookup : null;
            if (!lookup && !isListField(f)) return <ResourceField key={name} name={name} field={f} shape={shape} mode={id ? 'edit' : 'add'} />;
            return (
              <Col key={name} span={12}>
                <Form.Item name={name} label={text2(f.label, lang)} rules={shape[name] ? zodRules(shape, name, messages) : []}>
                  {lookup ? (
                    <LookupSelect lookup={lookup} multiple={isListField(f)} data-testid={`field-${name}`} />
                  ) : (
                    <CodeListInput data-testid={`field-${name}`} />
                  )}
                </Form.Item>
              </Col>
            );
          })}
        </Row>
        <Space>
          <Button type="primary" loading={busy} onClick={() => void save(false)} data-testid="revision-save">
            {t('config.revisioned.saveDraft')}
          </Button>
          <Button loading={busy} onClick={() => void save(true)} data-testid="revision-save-submit">
            {t('config.revisioned.saveAndSubmit')}
          </Button>
          <Button disabled={busy} onClick={() => void cancel()}>
            {t('common.cancel')}
          </Button>
        </Space>
      </Form>
    </Panel>
  );
}
