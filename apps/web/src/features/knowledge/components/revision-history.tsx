import type { TKnowledgeRevision } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Tabs, Timeline } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty } from '../../../shared/ui/empty';
import { Modal } from '../../../shared/ui/modal';
import { Panel } from '../../../shared/ui/panel';
import { Typography } from '../../../shared/ui/typography';
import { getRevisions } from '../api/knowledge-calls';
import { KnowledgeBody } from './knowledge-body';

/** Who changed what and when; each revision opens as it was. */
export function RevisionHistory({ id, version }: { id: number; version: number }) {
  const { t } = useTranslation();
  const revisions = useQuery({ queryKey: ['knowledge', 'revisions', id, version], queryFn: () => getRevisions(id) });
  const [open, setOpen] = useState<TKnowledgeRevision | null>(null);
  const list = [...(revisions.data ?? [])].reverse();
  return (
    <Panel title={t('knowledge.history')} size="small" loading={revisions.isLoading} data-testid="knowledge-history">
      {list.length === 0 ? (
        <Empty description={t('knowledge.historyEmpty')} />
      ) : (
        <Timeline
          items={list.map((r) => ({
            key: r.id,
            children: (
              <div>
                <Typography.Text strong>{t('knowledge.historyBy', { user: r.username ?? '-', action: t(`knowledge.action.${r.action}`) })}</Typography.Text>{' '}
                <Typography.Text type="secondary">
                  {t('knowledge.revisionTitle', { version: r.version })} · {dayjs(r.createTime).format('YYYY-MM-DD HH:mm:ss')}
                </Typography.Text>
                {r.changed.length > 0 && (
                  <div>{t('knowledge.historyChanged', { fields: r.changed.map((f) => t(`knowledge.field.${f}`, { defaultValue: f })).join(', ') })}</div>
                )}
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setOpen(r)}>
                  {t('knowledge.historyView')}
                </Button>
              </div>
            ),
          }))}
        />
      )}
      <Modal
        open={open !== null}
        title={open ? `${open.title} — ${t('knowledge.revisionTitle', { version: open.version })}` : ''}
        footer={null}
        width={760}
        onCancel={() => setOpen(null)}
      >
        {open && (
          <Tabs
            items={[
              { key: 'zh', label: t('knowledge.contentZh'), children: <KnowledgeBody html={open.contentZh} /> },
              { key: 'en', label: t('knowledge.contentEn'), children: <KnowledgeBody html={open.contentEn} /> },
            ]}
          />
        )}
      </Modal>
    </Panel>
  );
}
