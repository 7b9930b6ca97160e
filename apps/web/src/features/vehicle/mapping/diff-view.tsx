import type { TMappingDiff } from '@diagops/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../shared/ui/data-table/data-table';
import { Modal } from '../../../shared/ui/modal';
import { Tag } from '../../../shared/ui/tag';
import { Typography } from '../../../shared/ui/typography';
import { type MappingSet, setDiff } from './mapping-api';

const COLORS = { added: 'green', changed: 'orange', removed: 'red' } as const;
type Line = TMappingDiff['lines'][number];

/** What a set adds, changes and removes against the set before it. */
export function DiffView({ set, onClose }: { set: MappingSet | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [diff, setDiffState] = useState<TMappingDiff | null>(null);
  useEffect(() => {
    setDiffState(null);
    if (set) void setDiff(set.id).then(setDiffState, () => null);
  }, [set]);
  return (
    <Modal open={set !== null} onCancel={onClose} footer={null} width={860} title={set ? t('vehicleMapping.diffTitle', { name: set.name }) : ''}>
      {diff ? (
        <>
          <Typography.Paragraph type="secondary">
            {diff.againstSetId ? t('vehicleMapping.diffAgainst', { id: diff.againstSetId }) : t('vehicleMapping.diffAgainstNone')}{' '}
            {t('vehicleMapping.counts', { added: diff.added, changed: diff.changed, removed: diff.removed })}
          </Typography.Paragraph>
          <div style={{ maxHeight: 480, overflowY: 'auto' }}>
            <DataTable<Line>
              rowKey={(l) => `${l.change}-${l.entryId}`}
              size="small"
              dataSource={diff.lines}
              pagination={false}
              columns={[
                {
                  title: t('vehicleMapping.change'),
                  dataIndex: 'change',
                  width: 90,
                  render: (c: Line['change']) => <Tag color={COLORS[c]}>{t(`vehicleMapping.change_${c}`)}</Tag>,
                },
                { title: t('vehicleMapping.provider'), dataIndex: 'provider', width: 120, render: (p: string) => t(`vehicleMapping.provider_${p}`) },
                { title: t('vehicleMapping.kind'), dataIndex: 'kind', width: 90, render: (k: string) => t(`vehicleMapping.kind_${k}`) },
                { title: t('vehicleMapping.providerEntry'), render: (_, l) => `${l.code} ${l.name}` },
                { title: t('vehicleMapping.before'), dataIndex: 'beforeName', render: (v, l) => (l.beforeId ? `${v ?? ''} (#${l.beforeId})` : '') },
                { title: t('vehicleMapping.after'), dataIndex: 'afterName', render: (v, l) => (l.afterId ? `${v ?? ''} (#${l.afterId})` : '') },
              ]}
            />
          </div>
        </>
      ) : null}
    </Modal>
  );
}
