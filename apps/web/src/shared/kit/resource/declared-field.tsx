import { type FieldDef, isRequiredField, type ResourceDef, text2 } from '@diagops/contracts';
import { Col, Form } from 'antd';
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A form item of a declared field with a control of the page's own (a FieldOverride's render): the
 * label and "required" from the declaration, the control disabled where the field is locked on edit.
 */
export function DeclaredField(p: { def: ResourceDef; name: string; mode: 'add' | 'edit' | 'detail'; span?: number; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const f: FieldDef = p.def.fields[p.name]!;
  const locked = p.mode === 'edit' && Boolean(f.form && (f.form.lockedOnEdit || f.form.disabledOnEdit));
  const required = p.mode !== 'detail' && isRequiredField(f);
  return (
    <Col span={p.span ?? 12}>
      <Form.Item name={p.name} label={text2(f.label, i18n.language)} rules={required ? [{ required: true, message: t('kit.required') }] : []}>
        {locked && isValidElement(p.children) ? cloneElement(p.children as ReactElement<{ disabled?: boolean }>, { disabled: true }) : p.children}
      </Form.Item>
    </Col>
  );
}
