import { type TRevision, text2 } from '@diagops/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmAction } from '../../../shared/kit';
import type { ResourceDetail } from '../../../shared/kit/resource';
import { StateHistory } from '../../../shared/kit/resource/state-history';
import { App } from '../../../shared/ui/app';
import { DataTable } from '../../../shared/ui/data-table/data-table';
import { Empty } from '../../../shared/ui/empty';
import { Fields } from '../../../shared/ui/fields';
import { Panel } from '../../../shared/ui/panel';
import { Space } from '../../../shared/ui/space';
import { Spin } from '../../../shared/ui/spin';
import { Tabs } from '../../../shared/ui/tabs';
import { Tag } from '../../../shared/ui/tag';
import styles from '../config.module.css';
import { isListField, isLookupField } from '../revisioned/fields-of';
import { configPath, type RevisionedKind } from '../revisioned/kinds';
import { DiffTable, formatValue, RevisionStateTag } from '../revisioned/revision-view';
import { useConfigOfRoute } from '../revisioned/use-config';

const when = (v: string | null, lang: string) => (v ? new Date(v).toLocaleString(lang) : '-');

/** The config's state as a tag, and its title: the declaration's label and its number. */
export function ConfigTitle({ kind, row }: { kind: RevisionedKind; row: ResourceDetail }) {
  const { i18n } = useTranslation();
  const st = kind.def.states!;
  const s = st.values[String(row[st.field])];
  return (
    <Space>
      <span>{`${text2(kind.def.label, i18n.language)} ${String(row[kind.numberField] ?? '')}`}</span>
      {s && <Tag color={s.color}>{text2(s.label, i18n.language)}</Tag>}
    </Space>
  );
}

/** The values last passed: the declaration's fields (a lookup or a list by its read-only twin). */
export function CurrentValues({ kind, row }: { kind: RevisionedKind; row: ResourceDetail }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Fields
      data-testid="config-values"
      items={[
        ...Object.entries(kind.def.fields)
          .filter(([, f]) => !isLookupField(f) && !isListField(f))
          .map(([name, f]) => ({ key: name, label: text2(f.label, lang), value: formatValue(f, row[name], lang), wide: f.kind === 'textarea' })),
        { key: 'createTime', label: t('kit.createTime'), value: when(row.createTime, lang) },
        { key: 'updateTime', label: t('kit.updateTime'), value: when(row.updateTime, lang) },
      ]}
    />
  );
}

/**
 * …/detail/{id}/{number}: a revisioned config — what was last passed, every revision with the
 * fields it changed (before → after), a rollback to an older passed one, and the state history.
 * Every button comes from the server's allowedActions.
 */
export default function RevisionedDetailPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { kind, def, id, api, revisions, row, list, loading, reload } = useConfigOfRoute();
  const [busy, setBusy] = useState(false);
  const [expanded, setExpanded] = useState<number[]>([]);
  if (loading) return <Spin />;
  if (!id || !row) return <Empty description={t('config.revisioned.notFound')} />;
  const newest = list[0];
  const can = (a: TRevision['allowedActions'][number]) => Boolean(newest?.allowedActions.includes(a));
  const run = async (question: string, call: () => Promise<unknown>, done: string, danger?: boolean) => {
    if (!(await confirmAction(question, { danger }))) return;
    setBusy(true);
    try {
      await call();
      message.success(done);
      await reload();
    } catch {
      // the http client has shown why
    } finally {
      setBusy(false);
    }
  };
  const number = String(row[kind.numberField] ?? row.id);
  const transitions = Object.entries(def.states?.transitions ?? {}).filter(([action]) => row.allowedActions.includes(action));
  const toggle = (seq: number) => setExpanded((old) => (old.includes(seq) ? old.filter((s) => s !== seq) : [...old, seq]));

  const actions = (
    <Space wrap>
      {can('edit') && (
        <Button disabled={busy} onClick={() => navigate(configPath(kind, 'edit', row))} data-testid="config-edit">
          {t('kit.edit')}
        </Button>
      )}
      {can('submit') && (
        <Button
          type="primary"
          disabled={busy}
          data-testid="config-submit"
          onClick={() =>
            void run(t('config.revisioned.submitConfirm', { name: number }), () => revisions.submit(row.id, row.version), t('config.revisioned.submitted'))
          }
        >
          {t('config.revisioned.submit')}
        </Button>
      )}
      {(can('pass') || can('reject')) && (
        <Button type="primary" disabled={busy} onClick={() => navigate(configPath(kind, 'verify', row))} data-testid="config-verify">
          {t('config.revisioned.review')}
        </Button>
      )}
      {transitions.map(([action, tr]) => (
        <Button
          key={action}
          danger={tr.danger}
          disabled={busy}
          data-testid={`config-${action}`}
          onClick={() =>
            void run(
              t('kit.transitionConfirm', { action: text2(tr.label, lang), name: number }),
              () => api.transition(action, { id: row.id, version: row.version }),
              t('kit.saved'),
              tr.danger,
            )
          }
        >
          {text2(tr.label, lang)}
        </Button>
      ))}
    </Space>
  );

  const revisionTable = (
    <>
      <DataTable<TRevision>
        data-testid="revision-table"
        size="small"
        rowKey="seq"
        dataSource={list}
        locale={{ emptyText: t('config.revisioned.noRevisions') }}
        columns={[
          { title: t('config.revisioned.seq'), dataIndex: 'seq', width: 70, render: (_, r) => `#${r.seq}` },
          {
            title: t('config.revisioned.state'),
            dataIndex: 'state',
            width: 150,
            render: (_, r) => (
              <Space size={4}>
                <RevisionStateTag state={r.state} />
                {r.rollbackOf !== null && <Tag color="gold">{t('config.revisioned.restores', { seq: r.rollbackOf })}</Tag>}
              </Space>
            ),
          },
          { title: t('config.revisioned.author'), dataIndex: 'authorName', width: 110, render: (_, r) => r.authorName ?? '-' },
          { title: t('config.revisioned.reviewer'), dataIndex: 'reviewerName', width: 110, render: (_, r) => r.reviewerName ?? '-' },
          { title: t('kit.reason'), dataIndex: 'reason', render: (_, r) => r.reason ?? '-' },
          { title: t('kit.createTime'), dataIndex: 'createTime', width: 170, render: (_, r) => when(r.createTime, lang) },
          { title: t('config.revisioned.decideTime'), dataIndex: 'decideTime', width: 170, render: (_, r) => when(r.decideTime, lang) },
          {
            title: t('config.revisioned.changes'),
            key: 'changes',
            width: 120,
            render: (_, r) => (
              <Button type="link" size="small" onClick={() => toggle(r.seq)} aria-expanded={expanded.includes(r.seq)} data-testid={`revision-changes-${r.seq}`}>
                {t('config.revisioned.changeCount', { count: r.changes.length })}
              </Button>
            ),
          },
          {
            title: t('kit.actions'),
            key: 'actions',
            width: 110,
            render: (_, r) =>
              r.allowedActions.includes('rollback') ? (
                <Button
                  type="link"
                  size="small"
                  danger
                  disabled={busy}
                  data-testid={`revision-rollback-${r.seq}`}
                  onClick={() =>
                    void run(
                      t('config.revisioned.rollbackConfirm', { seq: r.seq }),
                      () => revisions.rollback(row.id, row.version, r.seq),
                      t('config.revisioned.rolledBack'),
                      true,
                    )
                  }
                >
                  {t('config.revisioned.rollback')}
                </Button>
              ) : null,
          },
        ]}
      />
      {list
        .filter((r) => expanded.includes(r.seq))
        .map((r) => (
          <section key={r.seq} className={styles.diff} data-testid={`revision-diff-${r.seq}`}>
            <h4 className={styles.heading}>{t('config.revisioned.changesOf', { seq: r.seq })}</h4>
            <DiffTable def={def} changes={r.changes} />
          </section>
        ))}
    </>
  );

  return (
    <Panel title={<ConfigTitle kind={kind} row={row} />} extra={actions}>
      <Tabs
        items={[
          { key: 'values', label: t('config.revisioned.values'), children: <CurrentValues kind={kind} row={row} /> },
          { key: 'revisions', label: t('config.revisioned.revisions'), children: revisionTable },
          {
            key: 'history',
            label: t('kit.history'),
            children: row.history?.length ? <StateHistory def={def} history={row.history} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />,
          },
        ]}
      />
    </Panel>
  );
}
