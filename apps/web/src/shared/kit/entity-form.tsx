import { Button, Form, Row } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { App } from '../ui/app';
import { Modal } from '../ui/modal';
import { confirmAction } from './confirm';
import { showSaveError } from './form-errors';
import { KitFormContext, KitNumberField, KitSelectField, KitSwitchField, KitTextAreaField, KitTextField } from './form-fields';
import { compact, zodRules } from './zod-rules';

export type FormMode = 'add' | 'edit' | 'detail';

/**
 * What a page's add / edit / detail form shows: `open('add')`, `open('edit', record)`,
 * `close()` (the record stays while the dialog closes, so its values do not flash away).
 */
export function useFormTarget<T>() {
  const [target, setTarget] = useState<{ mode: FormMode | null; current: T | null }>({ mode: null, current: null });
  return {
    mode: target.mode,
    current: target.current,
    open: (mode: FormMode, record: T | null = null) => setTarget({ mode, current: record }),
    close: () => setTarget((s) => ({ ...s, mode: null })),
  };
}

export type KitField = {
  name: string;
  labelKey: string;
  kind: 'text' | 'textarea' | 'number' | 'select' | 'switch';
  options?: Array<{ label: string; value: string | number }>;
  /** not changeable once saved */
  lockedOnEdit?: boolean;
  precision?: number;
};

type Props<T> = {
  mode: FormMode | null;
  /** i18n keys of the titles, or `title`: the titles themselves (a declaration's labels) */
  titleKey?: Record<FormMode, string>;
  title?: Record<FormMode, string>;
  /** the add call's request schema (rules are derived from it) */
  schema: z.ZodObject;
  fields: KitField[];
  initialValues?: Partial<T>;
  onClose: () => void;
  /** saves; resolve to close the dialog */
  onSubmit: (values: T, mode: FormMode) => Promise<void>;
  extra?: ReactNode;
};

/**
 * One form for add, edit and detail: rules from the shared zod schema, read-only in
 * detail, and a warning before closing (or leaving the page) with unsaved changes.
 */
export function KitEntityForm<T extends Record<string, unknown>>(props: Props<T>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const open = props.mode !== null;
  const readonly = props.mode === 'detail';
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(props.initialValues ?? {});
  }, [open, props.initialValues, form]);
  useEffect(() => {
    if (!open || readonly) return;
    const guard = (e: BeforeUnloadEvent) => {
      if (form.isFieldsTouched()) e.preventDefault();
    };
    window.addEventListener('beforeunload', guard);
    return () => window.removeEventListener('beforeunload', guard);
  }, [open, readonly, form]);
  const shape = props.schema.shape as Record<string, z.ZodType>;
  const messages = { required: t('kit.required'), invalid: (d: string) => t('kit.invalid', { detail: d }) };
  const close = async () => {
    if (!readonly && form.isFieldsTouched() && !(await confirmAction(t('kit.leaveConfirm')))) return;
    props.onClose();
  };
  const submit = async (values: Record<string, unknown>) => {
    if (saving) return;
    setSaving(true);
    try {
      // as ProForm did: a field with no value (null, undefined, '') is left out of what is saved
      const filled = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null));
      await props.onSubmit(compact(filled) as T, props.mode!);
      message.success(t('kit.saved'));
      props.onClose();
    } catch (e) {
      // a refused save (400 with field errors, 409 stale version …) is shown, never swallowed
      showSaveError(e, message, form);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={props.mode ? (props.title?.[props.mode] ?? t(props.titleKey?.[props.mode] ?? '')) : ''}
      width={800}
      onCancel={close}
      destroyOnHidden
      maskClosable={false}
      footer={
        readonly ? (
          <div style={{ display: 'flex', justifyContent: 'flex-end' }} />
        ) : (
          <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
            <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
              <Button onClick={close}>{t('common.cancel')}</Button>
              <Button type="primary" loading={saving} onClick={() => form.submit()}>
                {t('common.confirm')}
              </Button>
            </div>
          </div>
        )
      }
    >
      <KitFormContext.Provider value={{ readonly }}>
        <Form form={form} layout="vertical" autoComplete="off" onFinish={submit}>
          {/* as ProForm's: a second text input, so Enter in a lone text field does not submit the form */}
          <input type="text" style={{ display: 'none' }} aria-hidden tabIndex={-1} />
          <Row gutter={16}>
            {props.fields.map((f) => {
              const common = {
                name: f.name,
                label: t(f.labelKey),
                rules: readonly ? [] : zodRules(shape, f.name, messages),
                disabled: props.mode === 'edit' && f.lockedOnEdit,
                span: f.kind === 'textarea' ? 24 : 12,
              };
              if (f.kind === 'textarea') return <KitTextAreaField key={f.name} {...common} />;
              if (f.kind === 'number') return <KitNumberField key={f.name} {...common} precision={f.precision ?? 0} />;
              if (f.kind === 'select') return <KitSelectField key={f.name} {...common} options={f.options ?? []} />;
              if (f.kind === 'switch') return <KitSwitchField key={f.name} {...common} />;
              return <KitTextField key={f.name} {...common} />;
            })}
            {props.extra}
          </Row>
        </Form>
      </KitFormContext.Provider>
    </Modal>
  );
}
