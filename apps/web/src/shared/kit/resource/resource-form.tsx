import { type ResourceDef, resourceContracts, text2 } from '@diagops/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EditorsBanner } from '../../components/editors-banner';
import { type FormMode, KitEntityForm } from '../entity-form';
import type { ResourceApi, ResourceDetail } from './resource-api';
import { detailFields, type FieldOverrides, formFields, ResourceField } from './resource-fields';
import { StateHistory } from './state-history';

type Props = {
  def: ResourceDef;
  api: ResourceApi;
  mode: FormMode | null;
  /** the record edited or shown (its detail, with the history) */
  record: ResourceDetail | null;
  /** values a new record starts with */
  initialValues?: Record<string, unknown>;
  overrides?: FieldOverrides;
  /** i18n keys of the titles where the generated ones ("Add <label>") are not wanted */
  titleKeys?: Record<FormMode, string>;
  onClose: () => void;
  onSaved: () => void;
};

/** A new record's values copied from another: every writable value but what identifies it (the fields locked once saved). */
function copyOf(def: ResourceDef, record: ResourceDetail): Record<string, unknown> {
  const identity = Object.entries(def.fields).filter(([, f]) => typeof f.form === 'object' && f.form.lockedOnEdit);
  const values: Record<string, unknown> = { ...record };
  for (const [name] of identity) delete values[name];
  return values;
}

const TITLES = { add: ['新增', 'Add'], edit: ['编辑', 'Edit'], detail: ['', ''] } as const;

/** Add, edit and detail of a declared object: its fields with the rules of its schemas, and in detail its state history. */
export function ResourceForm(p: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const contracts = useMemo(() => resourceContracts(p.def), [p.def]);
  const label = text2(p.def.label, lang);
  const mode = p.mode ?? 'add';
  const schema = mode === 'edit' ? contracts.ZUpdate : contracts.ZSave;
  const shape = schema.shape as Record<string, z.ZodType>;
  const values = useMemo(
    () => (mode === 'add' && p.record ? copyOf(p.def, p.record) : (p.record ?? p.initialValues ?? {})) as Record<string, unknown>,
    [mode, p.def, p.record, p.initialValues],
  );
  const title = (m: FormMode) => (m === 'detail' ? t('kit.detailOf', { name: label }) : `${text2(TITLES[m], lang)}${lang === 'zh-CN' ? '' : ' '}${label}`);
  return (
    <KitEntityForm<Record<string, unknown>>
      mode={p.mode}
      title={p.titleKeys ? undefined : { add: title('add'), edit: title('edit'), detail: title('detail') }}
      titleKey={p.titleKeys}
      schema={schema}
      fields={[]}
      initialValues={values}
      onClose={p.onClose}
      extra={
        <>
          <EditorsBanner record={mode === 'edit' && p.record ? `${p.def.name}:${p.record.id}` : null} />
          {(mode === 'detail' ? detailFields(p.def) : formFields(p.def, mode)).map(([name, field]) => (
            <ResourceField key={name} name={name} field={field} shape={shape} mode={mode} override={p.overrides?.[name]} record={p.record} />
          ))}
          {mode === 'detail' && p.record && p.def.screen.history !== false && <StateHistory def={p.def} history={p.record.history} />}
        </>
      }
      onSubmit={async (v, m) => {
        const body = Object.fromEntries(Object.entries(v).filter(([k]) => k in shape));
        if (m === 'add') await p.api.save(body);
        else await p.api.update({ ...body, id: p.record!.id, version: p.record!.version });
        p.onSaved();
      }}
    />
  );
}
