import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { EVENT_PROPERTY_TYPES, type ResourceDef, type TEventProperty, text2 } from '@diagops/contracts';
import { Button, Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeclaredField } from '../../../shared/kit/resource/declared-field';
import type { FieldOverride } from '../../../shared/kit/resource/resource-fields';
import { Input } from '../../../shared/ui/input';
import { Select } from '../../../shared/ui/select';
import styles from './properties-control.module.css';

type Props = { value?: TEventProperty[]; onChange?: (v: TEventProperty[]) => void; readOnly?: boolean; disabled?: boolean };

/** An event's property schema: a row per property (name, type, required, allowed values). */
export function PropertiesControl({ value = [], onChange, readOnly, disabled }: Props) {
  const { t, i18n } = useTranslation();
  const set = (i: number, patch: Partial<TEventProperty>) => onChange?.(value.map((p, k) => (k === i ? { ...p, ...patch } : p)));
  const types = Object.entries(EVENT_PROPERTY_TYPES).map(([v, label]) => ({ value: v, label: text2(label, i18n.language) }));
  if (readOnly)
    return value.length === 0 ? (
      <span>-</span>
    ) : (
      <table className={styles.table} data-testid="event-properties">
        <thead>
          <tr>
            <th>{t('tracking.property.name')}</th>
            <th>{t('tracking.property.type')}</th>
            <th>{t('tracking.property.required')}</th>
            <th>{t('tracking.property.enumValues')}</th>
          </tr>
        </thead>
        <tbody>
          {value.map((p) => (
            <tr key={p.name}>
              <td>{p.name}</td>
              <td>{types.find((x) => x.value === p.type)?.label}</td>
              <td>{t(p.required ? 'kit.yes' : 'kit.no')}</td>
              <td>{p.enumValues?.join(', ') || '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  return (
    <div className={styles.list} data-testid="event-properties">
      {value.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; a name may be typed over
        <div key={i} className={styles.row}>
          <Input
            aria-label={t('tracking.property.name')}
            placeholder={t('tracking.property.name')}
            value={p.name}
            disabled={disabled}
            onChange={(e) => set(i, { name: e.target.value })}
            style={{ width: 160 }}
            data-testid={`property-name-${i}`}
          />
          <Select
            aria-label={t('tracking.property.type')}
            value={p.type}
            options={types}
            disabled={disabled}
            onChange={(v) => set(i, { type: v as TEventProperty['type'] })}
            style={{ width: 110 }}
            data-testid={`property-type-${i}`}
          />
          <Checkbox checked={p.required} disabled={disabled} onChange={(e) => set(i, { required: e.target.checked })} data-testid={`property-required-${i}`}>
            {t('tracking.property.required')}
          </Checkbox>
          <Input
            aria-label={t('tracking.property.enumValues')}
            placeholder={t('tracking.property.enumHint')}
            value={p.enumValues?.join(',') ?? ''}
            disabled={disabled}
            onChange={(e) => {
              const list = e.target.value
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean);
              set(i, { enumValues: list.length ? list : undefined });
            }}
            style={{ flex: 1, minWidth: 160 }}
            data-testid={`property-enum-${i}`}
          />
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('tracking.property.remove')}
            disabled={disabled}
            onClick={() => onChange?.(value.filter((_, k) => k !== i))}
          />
        </div>
      ))}
      <Button
        icon={<PlusOutlined />}
        disabled={disabled}
        onClick={() => onChange?.([...value, { name: '', type: 'string', required: false }])}
        data-testid="property-add"
      >
        {t('tracking.property.add')}
      </Button>
    </div>
  );
}

/** The declaration's `properties` field with its control. */
export const propertiesOverride = (def: ResourceDef): FieldOverride => ({
  render: (mode) => (
    <DeclaredField def={def} name="properties" mode={mode} span={24}>
      <PropertiesControl readOnly={mode === 'detail'} />
    </DeclaredField>
  ),
});
