import { CONFIG_SOURCES, type ConfigSource, type FieldDef, REVISION_STATES, type ResourceDef, type TBlastRadius, text2 } from '@diagops/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../shared/ui/data-table/data-table';
import { Empty } from '../../../shared/ui/empty';
import { Fields } from '../../../shared/ui/fields';
import { Tag } from '../../../shared/ui/tag';
import styles from '../config.module.css';
import { sourcePath } from './kinds';

const STATE_COLORS = { draft: 'default', inReview: 'processing', passed: 'success', rejected: 'error' } as const;

/** A revision's state as a tag. */
export function RevisionStateTag({ state }: { state: string }) {
  const { i18n } = useTranslation();
  const label = REVISION_STATES[state as keyof typeof REVISION_STATES];
  return <Tag color={STATE_COLORS[state as keyof typeof STATE_COLORS] ?? 'default'}>{label ? text2(label, i18n.language) : state}</Tag>;
}

/** A value as the screens show it: a list joined, a choice by its label, nothing as '-'. */
export function formatValue(f: FieldDef | undefined, value: unknown, lang: string): string {
  if (value === null || value === undefined || value === '') return '-';
  if (Array.isArray(value)) return value.length ? value.map((v) => formatValue(f, v, lang)).join(', ') : '-';
  const options = f?.options && 'values' in f.options ? f.options.values : undefined;
  if (options?.[String(value)]) return text2(options[String(value)]!, lang);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A field's label (the field's name when the declaration does not know it). */
export const fieldLabel = (def: ResourceDef, field: string, lang: string) => {
  const f = def.fields[field];
  return f ? text2(f.label, lang) : field;
};

export type FieldChange = { field: string; before: unknown; after: unknown };

/** Field by field: before → after. */
export function DiffTable({ def, changes, testId }: { def: ResourceDef; changes: FieldChange[]; testId?: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  if (changes.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('config.revisioned.noChanges')} />;
  return (
    <DataTable<FieldChange>
      data-testid={testId}
      size="small"
      rowKey="field"
      dataSource={changes}
      columns={[
        { title: t('config.revisioned.field'), dataIndex: 'field', width: 180, render: (_, c) => fieldLabel(def, c.field, lang) },
        {
          title: t('config.revisioned.before'),
          dataIndex: 'before',
          render: (_, c) => <span className={styles.before}>{formatValue(def.fields[c.field], c.before, lang)}</span>,
        },
        {
          title: t('config.revisioned.after'),
          dataIndex: 'after',
          render: (_, c) => <span className={styles.after}>{formatValue(def.fields[c.field], c.after, lang)}</span>,
        },
      ]}
    />
  );
}

type Group = TBlastRadius['byProductModel'];
const GROUPS = ['byProductModel', 'bySku', 'byChannel', 'byDealer', 'byCountry'] as const;

/** What passing reaches: the totals, each grouping as a small table and the other open revisions on the same product models. */
export function BlastRadiusView({ blast }: { blast: TBlastRadius }) {
  const { t, i18n } = useTranslation();
  const groupTable = (key: (typeof GROUPS)[number], rows: Group) => (
    <section key={key} className={styles.group}>
      <h4 className={styles.heading}>{t(`config.revisioned.blast.${key}`)}</h4>
      <DataTable<Group[number]>
        size="small"
        rowKey="key"
        dataSource={rows}
        columns={[
          { title: t(`config.revisioned.blast.${key}`), dataIndex: 'label' },
          { title: t('config.revisioned.blast.count'), dataIndex: 'count', width: 100, align: 'right' },
        ]}
      />
    </section>
  );
  const shown = GROUPS.filter((g) => blast[g].length > 0);
  return (
    <div data-testid="blast-radius">
      <Fields
        items={[
          { label: t('config.revisioned.blast.total'), value: <strong data-testid="blast-total">{blast.total}</strong> },
          { label: t('config.revisioned.blast.onActivation'), value: blast.onActivation },
          { label: t('config.revisioned.blast.computedAt'), value: new Date(blast.computedAt).toLocaleString(i18n.language) },
        ]}
      />
      {shown.length > 0 ? (
        <div className={styles.groups}>{shown.map((g) => groupTable(g, blast[g]))}</div>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('config.revisioned.blast.none')} />
      )}
      <h4 className={styles.heading}>{t('config.revisioned.blast.overlapping')}</h4>
      <DataTable<TBlastRadius['overlapping'][number]>
        size="small"
        rowKey={(o) => `${o.kind}:${o.id}:${o.seq}`}
        dataSource={blast.overlapping}
        locale={{ emptyText: t('config.revisioned.blast.noOverlap') }}
        columns={[
          {
            title: t('config.revisioned.blast.kind'),
            dataIndex: 'kind',
            width: 180,
            render: (_, o) => (o.kind in CONFIG_SOURCES ? text2(CONFIG_SOURCES[o.kind as ConfigSource], i18n.language) : o.kind),
          },
          { title: t('config.revisioned.number'), dataIndex: 'number', render: (_, o) => <Link to={sourcePath(o.kind, o.id, o.number)}>{o.number}</Link> },
          { title: t('config.revisioned.seq'), dataIndex: 'seq', width: 100 },
          { title: t('config.revisioned.state'), dataIndex: 'state', width: 120, render: (_, o) => <RevisionStateTag state={o.state} /> },
        ]}
      />
    </div>
  );
}
