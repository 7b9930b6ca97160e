import { MAPPING_SET_PERMISSION as P } from '@diagops/contracts';
import { Button, Drawer, Space } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../shared/components/access';
import { confirmAction } from '../../../shared/kit/confirm';
import { App } from '../../../shared/ui/app';
import { DataTable } from '../../../shared/ui/data-table/data-table';
import { Panel } from '../../../shared/ui/panel';
import { Select } from '../../../shared/ui/select';
import { Tag } from '../../../shared/ui/tag';
import { Typography } from '../../../shared/ui/typography';
import { DiffView } from './diff-view';
import { listSets, type MappingSet, publishSet, restoreSet, saveSet } from './mapping-api';

const DRAFT_KEY = 'vehicleMapping.draftSet';
const STATUS_COLORS = { draft: 'processing', published: 'success', superseded: 'default' } as const;

/** The draft the screens add mappings to (remembered between the list and batch screens) and the current set. */
export function useMappingSets() {
  const [sets, setSets] = useState<MappingSet[]>([]);
  const [draftId, setDraftId] = useState<number | null>(() => Number(localStorage.getItem(DRAFT_KEY)) || null);
  const reload = useCallback(async () => {
    const page = await listSets().catch(() => null);
    if (page) setSets(page.records);
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  const drafts = sets.filter((s) => s.status === 'draft');
  const draft = drafts.find((s) => s.id === draftId) ?? drafts[0] ?? null;
  const choose = (id: number | null) => {
    setDraftId(id);
    if (id) localStorage.setItem(DRAFT_KEY, String(id));
  };
  return { sets, drafts, draft, current: sets.find((s) => s.status === 'published') ?? null, choose, reload };
}
export type MappingSets = ReturnType<typeof useMappingSets>;

/** The mapping set bar: the current set, the draft being built, a new draft, publishing (asked first, VEH-05), the history. */
export function SetPanel({ sets, onChanged }: { sets: MappingSets; onChanged?: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [history, setHistory] = useState(false);
  const [diffOf, setDiffOf] = useState<MappingSet | null>(null);
  const changed = async () => {
    await sets.reload();
    onChanged?.();
  };
  const newDraft = async () => {
    const s = await saveSet(t('vehicleMapping.newDraftName', { time: new Date().toLocaleString() }).slice(0, 128)).catch(() => null);
    if (!s) return;
    sets.choose(s.id);
    await changed();
  };
  const publish = async (s: MappingSet) => {
    if (!(await confirmAction(t('vehicleMapping.publishConfirm', { name: s.name }), { danger: true, title: t('vehicleMapping.publishTitle') }))) return;
    if (!(await publishSet(s).catch(() => null))) return;
    message.success(t('vehicleMapping.published'));
    await changed();
  };
  const restore = async (s: MappingSet) => {
    if (!(await confirmAction(t('vehicleMapping.restoreConfirm', { name: s.name })))) return;
    const created = await restoreSet(s.id).catch(() => null);
    if (!created) return;
    sets.choose(created.id);
    message.success(t('vehicleMapping.restored'));
    await changed();
  };
  const d = sets.draft;
  return (
    <Panel size="small" style={{ marginBottom: 12 }} data-testid="mapping-set-panel">
      <Space wrap>
        <Typography.Text>
          {t('vehicleMapping.currentSet')}: <b>{sets.current ? `#${sets.current.id} ${sets.current.name}` : t('vehicleMapping.none')}</b>
        </Typography.Text>
        <Typography.Text>{t('vehicleMapping.draftSet')}:</Typography.Text>
        <Select
          aria-label={t('vehicleMapping.draftSet')}
          style={{ minWidth: 240 }}
          value={d?.id}
          placeholder={t('vehicleMapping.noDraft')}
          options={sets.drafts.map((s) => ({ value: s.id, label: `#${s.id} ${s.name}` }))}
          onChange={(v) => sets.choose(v)}
          data-testid="mapping-draft-select"
        />
        {d ? (
          <Typography.Text type="secondary">
            {t('vehicleMapping.counts', { added: d.added ?? 0, changed: d.changed ?? 0, removed: d.removed ?? 0 })}
          </Typography.Text>
        ) : null}
        <Access permission={P.add}>
          <Button onClick={() => void newDraft()} data-testid="mapping-new-draft">
            {t('vehicleMapping.newDraft')}
          </Button>
        </Access>
        {d ? <Button onClick={() => setDiffOf(d)}>{t('vehicleMapping.viewDiff')}</Button> : null}
        {d?.allowedActions.includes('publish') ? (
          <Button type="primary" danger onClick={() => void publish(d)} data-testid="mapping-publish">
            {t('vehicleMapping.publish')}
          </Button>
        ) : d ? (
          <Access permission={P.publish}>
            <Typography.Text type="secondary" data-testid="mapping-publish-by-other">
              {t('vehicleMapping.publishByOther')}
            </Typography.Text>
          </Access>
        ) : null}
        <Button onClick={() => setHistory(true)}>{t('vehicleMapping.history')}</Button>
      </Space>
      <Drawer open={history} onClose={() => setHistory(false)} title={t('vehicleMapping.history')} width={900}>
        <DataTable<MappingSet>
          rowKey="id"
          size="small"
          dataSource={sets.sets}
          pagination={false}
          columns={[
            { title: 'ID', dataIndex: 'id', width: 60 },
            { title: t('vehicleMapping.setName'), dataIndex: 'name' },
            {
              title: t('vehicleMapping.status'),
              dataIndex: 'status',
              render: (s: MappingSet['status']) => <Tag color={STATUS_COLORS[s]}>{t(`vehicleMapping.status_${s}`)}</Tag>,
            },
            {
              title: t('vehicleMapping.changes'),
              render: (_, s) => t('vehicleMapping.counts', { added: s.added ?? 0, changed: s.changed ?? 0, removed: s.removed ?? 0 }),
            },
            { title: t('vehicleMapping.createdBy'), dataIndex: 'creatorName', width: 100 },
            { title: t('vehicleMapping.publishedBy'), dataIndex: 'publisherName', width: 100 },
            { title: t('vehicleMapping.publishedAt'), dataIndex: 'publishedAt', render: (v: string | null) => (v ? new Date(v).toLocaleString() : '') },
            {
              title: t('vehicleMapping.actions'),
              render: (_, s) => (
                <Space>
                  <Button size="small" type="link" onClick={() => setDiffOf(s)}>
                    {t('vehicleMapping.viewDiff')}
                  </Button>
                  {s.status !== 'draft' ? (
                    <Access permission={P.add}>
                      <Button size="small" type="link" onClick={() => void restore(s)}>
                        {t('vehicleMapping.restore')}
                      </Button>
                    </Access>
                  ) : null}
                </Space>
              ),
            },
          ]}
        />
      </Drawer>
      <DiffView set={diffOf} onClose={() => setDiffOf(null)} />
    </Panel>
  );
}
