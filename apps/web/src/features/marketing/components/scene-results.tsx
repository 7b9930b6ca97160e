import type { TSceneResult } from '@diagops/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../shared/ui/data-table/data-table';

/** A scene's current results (the detail form's value): the knowledge items it recommends, with the clicks they had. */
export function SceneResults({ value }: { value?: TSceneResult[] | null }) {
  const { t, i18n } = useTranslation();
  const rows = value ?? [];
  return (
    <DataTable<TSceneResult>
      data-testid="scene-results"
      rowKey="id"
      size="small"
      dataSource={rows}
      locale={{ emptyText: t('marketing.results.empty') }}
      columns={[
        { title: '#', key: 'rank', width: 50, render: (_v, _r, i) => i + 1 },
        { title: t('marketing.results.item'), dataIndex: 'title' },
        { title: t('marketing.results.clicks'), dataIndex: 'clicks', width: 100, align: 'right' },
        {
          title: t('marketing.results.published'),
          dataIndex: 'publishedAt',
          width: 180,
          render: (v: string | null) => (v ? new Date(v).toLocaleString(i18n.language) : '-'),
        },
      ]}
    />
  );
}
