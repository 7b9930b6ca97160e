import { type ResourceDef, resourceContracts, text2 } from '@diagops/contracts';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isHttpError } from '../../http/http-error';
import { type FormMode, KitEntityForm } from '../entity-form';
import type { ResourceApi, ResourceDetail } from './resource-api';
import { detailFields, type FieldOverrides, formFields, ResourceField } from './resource-fields';
import { keepMine, type StaleSave } from './stale-save';
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

// shown only after a refused save, and while editing: loaded then, not with every list
const StaleChangesDialog = lazy(() => import('./stale-changes'));
const EditorsBanner = lazy(() => import('../../components/editors-banner').then((m) => ({ default: m.EditorsBanner })));

const TITLES = { add: ['新增', 'Add'], edit: ['编辑', 'Edit'], detail: ['', ''] } as const;

/** Add, edit and detail of a declared object: its fields with the rules of its schemas, and in detail its state history. */
export function ResourceForm(p: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const contracts = useMemo(() => resourceContracts(p.def), [p.def]);
  const label = text2(p.def.label, lang);
  const mode = p.mode ?? 'add';
  // the record the form edits: its version goes with the save; after a refused save it becomes the latest
  const [base, setBase] = useState(p.record);
  const [opened, setOpened] = useState(p.record);
  if (opened !== p.record) {
    setOpened(p.record);
    setBase(p.record);
  }
  const [stale, setStale] = useState<StaleSave | null>(null);
  const schema = mode === 'edit' ? contracts.ZUpdate : contracts.ZSave;
  const shape = schema.shape as Record<string, z.ZodType>;
  const values = useMemo(
    () => (mode === 'add' && base ? copyOf(p.def, base) : (base ?? p.initialValues ?? {})) as Record<string, unknown>,
    [mode, p.def, base, p.initialValues],
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
          {mode === 'edit' && p.record && (
            <Suspense fallback={null}>
              <EditorsBanner record={`${p.def.name}:${p.record.id}`} />
            </Suspense>
          )}
          {(mode === 'detail' ? detailFields(p.def) : formFields(p.def, mode)).map(([name, field]) => (
            <ResourceField key={name} name={name} field={field} shape={shape} mode={mode} override={p.overrides?.[name]} record={p.record} />
          ))}
          {mode === 'detail' && p.record && p.def.screen.history !== false && <StateHistory def={p.def} history={p.record.history} />}
          {stale && (
            <Suspense fallback={null}>
              <StaleChangesDialog
                def={p.def}
                stale={stale}
                onTheirs={() => {
                  setBase(stale.latest);
                  setStale(null);
                }}
                onMine={() => {
                  setBase(keepMine(stale));
                  setStale(null);
                }}
              />
            </Suspense>
          )}
        </>
      }
      onSubmit={async (v, m) => {
        const body = Object.fromEntries(Object.entries(v).filter(([k]) => k in shape));
        if (m === 'add') await p.api.save(body);
        else {
          const edited = base!;
          try {
            await p.api.update({ ...body, id: edited.id, version: edited.version });
          } catch (e) {
            // someone saved first: show what they changed and let the user choose (the refusal itself is shown too)
            if (isHttpError(e) && e.code === 1005) setStale({ opened: edited, latest: await p.api.detail(edited.id), mine: body });
            throw e;
          }
        }
        p.onSaved();
      }}
    />
  );
}
