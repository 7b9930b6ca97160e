import { Col, Form } from 'antd';
import { useEffect, useState } from 'react';
import { Input } from '../../../shared/ui/input';
import { Select } from '../../../shared/ui/select';
import { type AiOption, aiOptions } from '../api';

/** The models, roles or knowledge categories as a choice: one (a preset's model) or several in order (a model's fallbacks, its roles, a preset's categories). */
export function OptionField(p: {
  name: string;
  label: string;
  what: 'aiModels' | 'roles' | 'knowledgeCategories';
  multiple?: boolean;
  required?: string;
  span?: number;
}) {
  const [options, setOptions] = useState<AiOption[]>([]);
  useEffect(() => {
    aiOptions(p.what)
      .then(setOptions)
      .catch(() => undefined);
  }, [p.what]);
  return (
    <Col span={p.span ?? 12}>
      <Form.Item name={p.name} label={p.label} rules={p.required ? [{ required: true, message: p.required }] : []}>
        <Select
          mode={p.multiple ? 'multiple' : undefined}
          showSearch
          optionFilterProp="label"
          options={options}
          style={{ width: '100%' }}
          data-testid={`field-${p.name}`}
        />
      </Form.Item>
    </Col>
  );
}

/** A model's secret: written only (the list and the detail say whether one is set); an edit left empty keeps it. */
export function SecretField(p: { mode: 'add' | 'edit'; label: string; required: string; keep: string }) {
  return (
    <Col span={12}>
      <Form.Item
        name="secret"
        label={p.label}
        rules={p.mode === 'add' ? [{ required: true, message: p.required }] : []}
        extra={p.mode === 'edit' ? p.keep : undefined}
      >
        <Input.Password autoComplete="new-password" data-testid="field-secret" />
      </Form.Item>
    </Col>
  );
}
