import { type FieldDef, type ResourceDef, recordTimeField, text2 } from '@diagops/contracts';
import { Col, Form } from 'antd';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Input } from '../../ui/input';
import { KitFormContext, KitNumberField, type KitOption, KitSelectField, KitSwitchField, KitTextAreaField, KitTextField } from '../form-fields';
import { DateTimePicker } from '../lazy-pickers';
import { zodRules } from '../zod-rules';

/** What a page may add to a field of its declaration: options of a lookup, a custom control. */
/** `render` replaces the field's control; it is given the record shown or edited (none when adding). */
export type FieldOverride = { options?: KitOption[]; render?: (mode: 'add' | 'edit' | 'detail', record?: Record<string, unknown> | null) => React.ReactNode };
export type FieldOverrides = Record<string, FieldOverride>;

/** The options of a field in the current language (fixed values, or the page's lookup). */
export function fieldOptions(f: FieldDef, lang: string, override?: FieldOverride): KitOption[] {
  if (override?.options) return override.options;
  if (f.options && 'values' in f.options) return Object.entries(f.options.values).map(([value, label]) => ({ value, label: text2(label, lang) }));
  return [];
}

/** A date as the browser's own date input (keyboard and screen readers included); the value is YYYY-MM-DD as the API takes it. */
function DateField(p: { name: string; label: string; rules: unknown[]; span: number; disabled?: boolean }) {
  const { readonly } = useContext(KitFormContext);
  return (
    <Col span={p.span}>
      <Form.Item name={p.name} label={p.label} rules={readonly ? [] : (p.rules as never)}>
        {readonly ? <ReadOnlyText /> : <Input type="date" disabled={p.disabled} style={{ width: '100%' }} />}
      </Form.Item>
    </Col>
  );
}
/** A date and time picked in the browser's zone; the value stays the ISO text the API takes. */
function DateTimeField(p: { name: string; label: string; rules: unknown[]; span: number; disabled?: boolean }) {
  const { readonly } = useContext(KitFormContext);
  return (
    <Col span={p.span}>
      <Form.Item name={p.name} label={p.label} rules={readonly ? [] : (p.rules as never)}>
        {readonly ? <DateTimeText /> : <DateTimePicker disabled={p.disabled} />}
      </Form.Item>
    </Col>
  );
}
/** A value the detail shows as text of its own (a yes / no, a time), not through its control. */
function ShownField(p: { name: string; label: string; span: number; children: React.ReactElement }) {
  return (
    <Col span={p.span}>
      <Form.Item name={p.name} label={p.label}>
        {p.children}
      </Form.Item>
    </Col>
  );
}
/** A switch's value as yes / no (the switch's own read-only text is on / off). */
function YesNo({ value }: { value?: unknown }) {
  const { t } = useTranslation();
  return <>{value === null || value === undefined ? '-' : t(value ? 'kit.yes' : 'kit.no')}</>;
}
/** An ISO time in the browser's zone, YYYY-MM-DD HH:mm:ss (what the date-time picker shows). */
export function localDateTime(v: unknown): string {
  const d = new Date(String(v));
  if (Number.isNaN(d.getTime())) return String(v);
  const p2 = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p2(d.getMonth() + 1)}-${p2(d.getDate())} ${p2(d.getHours())}:${p2(d.getMinutes())}:${p2(d.getSeconds())}`;
}
/** A time as the list shows it. */
function DateTimeText({ value }: { value?: unknown }) {
  return <>{value ? localDateTime(value) : '-'}</>;
}
function ReadOnlyText({ value }: { value?: unknown }) {
  return <>{value === null || value === undefined || value === '' ? '-' : String(value)}</>;
}

/** One field of a declaration in a kit form: its kind's control, its label and the zod rules of its schema. */
export function ResourceField(p: {
  name: string;
  field: FieldDef;
  shape: Record<string, z.ZodType>;
  mode: 'add' | 'edit' | 'detail';
  override?: FieldOverride;
  record?: Record<string, unknown> | null;
}) {
  const { t, i18n } = useTranslation();
  const { field: f, name, mode } = p;
  if (p.override?.render) return <>{p.override.render(mode, p.record)}</>;
  const messages = { required: t('kit.required'), invalid: (d: string) => t('kit.invalid', { detail: d }) };
  const common = {
    name,
    label: text2(f.label, i18n.language),
    rules: mode === 'detail' || !p.shape[name] ? [] : zodRules(p.shape, name, messages),
    disabled: mode === 'edit' && Boolean(f.form && (f.form.lockedOnEdit || f.form.disabledOnEdit)),
    span: (f.form ? f.form.span : undefined) ?? (f.kind === 'textarea' ? 24 : 12),
  };
  switch (f.kind) {
    case 'textarea':
      return <KitTextAreaField {...common} />;
    case 'number':
      return <KitNumberField {...common} precision={0} />;
    case 'money':
      return <KitNumberField {...common} precision={2} />;
    case 'select':
      return <KitSelectField {...common} options={fieldOptions(f, i18n.language, p.override)} showSearch />;
    case 'switch':
      return mode === 'detail' ? (
        <ShownField {...common}>
          <YesNo />
        </ShownField>
      ) : (
        <KitSwitchField {...common} />
      );
    case 'date':
      return <DateField {...common} />;
    case 'dateTime':
      return mode === 'detail' ? (
        <ShownField {...common}>
          <DateTimeText />
        </ShownField>
      ) : (
        <DateTimeField {...common} />
      );
    default:
      return <KitTextField {...common} />;
  }
}

/**
 * The fields a form of the declaration shows: writable ones in add and edit, every one with a form
 * in detail; in `screen.formOrder`'s order first, then the others in the declaration's.
 */
export function formFields(def: ResourceDef, mode: 'add' | 'edit' | 'detail'): Array<[string, FieldDef]> {
  const order = def.screen.formOrder ?? [];
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return Object.entries(def.fields)
    .filter(([, f]) => f.form !== false && (mode === 'detail' || !f.readOnly))
    .map((e, i) => [e, i] as const)
    .sort(([[a], i], [[b], j]) => rank(a) - rank(b) || i - j)
    .map(([e]) => e);
}

/** The detail's fields: the form's, an append-only record's time first ("Recorded at", or the declared time label). */
export function detailFields(def: ResourceDef): Array<[string, FieldDef]> {
  const fields = formFields(def, 'detail');
  if (!def.appendOnly) return fields;
  return [['createTime', recordTimeField(def)], ...fields];
}
