import { ModalForm, ProFormDigit, ProFormSelect, ProFormSwitch, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { App, Form } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { confirmAction } from './confirm';
import { showSaveError } from './form-errors';
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
  titleKey: Record<FormMode, string>;
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
  return (
    <ModalForm
      form={form}
      open={open}
      title={props.mode ? t(props.titleKey[props.mode]) : ''}
      readonly={readonly}
      grid
      rowProps={{ gutter: 16 }}
      modalProps={{ onCancel: close, destroyOnHidden: true, maskClosable: false }}
      submitter={readonly ? { render: () => null } : { searchConfig: { submitText: t('common.confirm'), resetText: t('common.cancel') } }}
      onFinish={async (values) => {
        try {
          await props.onSubmit(compact(values) as T, props.mode!);
          message.success(t('kit.saved'));
          props.onClose();
          return true;
        } catch (e) {
          // a refused save (400 with field errors, 409 stale version …) is shown, never swallowed
          showSaveError(e, message, form);
          return false;
        }
      }}
    >
      {props.fields.map((f) => {
        const common = {
          name: f.name,
          label: t(f.labelKey),
          rules: readonly ? [] : zodRules(shape, f.name, messages),
          disabled: props.mode === 'edit' && f.lockedOnEdit,
          colProps: { span: f.kind === 'textarea' ? 24 : 12 },
        };
        if (f.kind === 'textarea') return <ProFormTextArea key={f.name} {...common} />;
        if (f.kind === 'number') return <ProFormDigit key={f.name} {...common} fieldProps={{ precision: f.precision ?? 0 }} />;
        if (f.kind === 'select') return <ProFormSelect key={f.name} {...common} options={f.options} />;
        if (f.kind === 'switch') return <ProFormSwitch key={f.name} {...common} />;
        return <ProFormText key={f.name} {...common} />;
      })}
      {props.extra}
    </ModalForm>
  );
}
