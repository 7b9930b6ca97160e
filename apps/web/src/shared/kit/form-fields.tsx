import { Col, Form, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, InputNumber } from '../ui/input';
import { Select } from '../ui/select';
import { Space } from '../ui/space';

/**
 * The fields of a kit form (KitEntityForm and the `extra` a page passes it): an antd
 * Form.Item in a grid column, the label above the input and bound to it (the item's `name`
 * is the input's id). In a read-only form (the detail dialog) each field shows its value
 * as text, '-' when empty.
 */
export const KitFormContext = createContext<{ readonly: boolean }>({ readonly: false });

type Base = {
  name: string;
  label: ReactNode;
  rules?: Rule[];
  /** grid columns out of 24 */
  span?: number;
  disabled?: boolean;
  /** the default is the kit's "please enter / please select" */
  placeholder?: string;
};

const EMPTY = '-';
const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** Form.Item injects `value`; read-only fields render it through `show`. */
function ReadOnly({ value, show }: { value?: unknown; show: (v: unknown) => ReactNode }) {
  return <>{isEmpty(value) ? EMPTY : show(value)}</>;
}

function Item({ name, label, rules, span = 24, children, valuePropName }: Base & { children: ReactNode; valuePropName?: string }) {
  return (
    <Col span={span}>
      <Form.Item name={name} label={label} rules={rules} valuePropName={valuePropName}>
        {children}
      </Form.Item>
    </Col>
  );
}

export function KitTextField(p: Base & { password?: boolean; autoComplete?: string }) {
  const { t } = useTranslation();
  const { readonly } = useContext(KitFormContext);
  if (readonly) return <Item {...p}>{<ReadOnly show={(v) => (p.password ? '********' : String(v))} />}</Item>;
  const common = { placeholder: p.placeholder ?? t('kit.inputPlaceholder'), disabled: p.disabled, autoComplete: p.autoComplete, style: { width: '100%' } };
  return <Item {...p}>{p.password ? <Input.Password {...common} /> : <Input allowClear {...common} />}</Item>;
}

export function KitTextAreaField(p: Base) {
  const { t } = useTranslation();
  const { readonly } = useContext(KitFormContext);
  if (readonly)
    return (
      <Item {...p}>
        <ReadOnly show={(v) => <span style={{ display: 'inline-block', lineHeight: 1.5715, maxWidth: '100%', whiteSpace: 'pre-wrap' }}>{String(v)}</span>} />
      </Item>
    );
  return (
    <Item {...p}>
      <Input.TextArea
        rows={3}
        placeholder={p.placeholder ?? t('kit.inputPlaceholder')}
        disabled={p.disabled}
        style={{ width: '100%' }}
        // Enter is a new line here, never the form's submit
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.stopPropagation();
        }}
      />
    </Item>
  );
}

export function KitNumberField(p: Base & { precision?: number }) {
  const { t } = useTranslation();
  const { readonly } = useContext(KitFormContext);
  const digits = p.precision ? { minimumFractionDigits: p.precision, maximumFractionDigits: p.precision } : {};
  if (readonly) return <Item {...p}>{<ReadOnly show={(v) => <span>{new Intl.NumberFormat(undefined, digits).format(Number(v))}</span>} />}</Item>;
  return (
    <Item {...p}>
      <InputNumber precision={p.precision} placeholder={p.placeholder ?? t('kit.inputPlaceholder')} disabled={p.disabled} style={{ width: '100%' }} />
    </Item>
  );
}

export type KitOption = { label: ReactNode; value: string | number };

export function KitSelectField(
  p: Base & {
    options: KitOption[];
    mode?: 'multiple';
    showSearch?: boolean;
    /** clearable unless told otherwise */
    allowClear?: boolean;
    testId?: string;
  },
) {
  const { t } = useTranslation();
  const { readonly } = useContext(KitFormContext);
  const labelOf = (v: unknown) => p.options.find((o) => o.value === v || String(o.value) === String(v))?.label ?? String(v);
  if (readonly)
    return (
      <Item {...p}>
        <ReadOnly
          show={(v) =>
            Array.isArray(v) ? (
              <Space separator="," size={2} wrap>
                {v.map((x) => (
                  <span key={String(x)}>{labelOf(x)}</span>
                ))}
              </Space>
            ) : (
              labelOf(v)
            )
          }
        />
      </Item>
    );
  return (
    <Item {...p}>
      <Select
        options={p.options}
        mode={p.mode}
        showSearch={p.showSearch}
        // a search matches the option's text or its value, in any case
        filterOption={(input, option) => {
          const q = input.toLowerCase();
          return !q || `${option?.label ?? ''}`.toLowerCase().includes(q) || `${option?.value ?? ''}`.toLowerCase().includes(q);
        }}
        allowClear={p.allowClear ?? true}
        placeholder={p.placeholder ?? t('kit.selectPlaceholder')}
        disabled={p.disabled}
        style={{ width: '100%' }}
        data-testid={p.testId}
      />
    </Item>
  );
}

export function KitSwitchField(p: Base) {
  const { t } = useTranslation();
  const { readonly } = useContext(KitFormContext);
  if (readonly) return <Item {...p}>{<ReadOnly show={(v) => (v ? t('kit.switchOn') : t('kit.switchOff'))} />}</Item>;
  return (
    <Item {...p} valuePropName="checked">
      <Switch disabled={p.disabled} />
    </Item>
  );
}
