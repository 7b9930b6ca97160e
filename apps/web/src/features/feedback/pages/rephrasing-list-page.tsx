import { FEEDBACK_PERMISSIONS as P, type TReplyScene } from '@diagops/contracts';
import { Button } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AddButton, type KitColumn, KitListPage, type ListActions, rowActionsColumn } from '../../../shared/kit';
import { deleteReplyScene, getReplyScenePage } from '../api/feedback-calls';

/** /brand/rephrasing/list — standard reply terms: scene, scenario, description and the text per language (FB-32). */
export default function RephrasingListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ref = useRef<ListActions | undefined>(undefined);
  const text = (r: TReplyScene, l: string) => r.texts.find((x) => x.language === l)?.text ?? '-';
  const columns: KitColumn<TReplyScene>[] = [
    { title: t('feedback.rs.name'), dataIndex: 'name', width: 160 },
    { title: t('feedback.rs.scenario'), dataIndex: 'scenario', width: 140 },
    { title: t('feedback.rs.description'), dataIndex: 'description', width: 180, search: false, ellipsis: true },
    { title: '简体中文', dataIndex: 'zh', width: 260, search: false, ellipsis: true, render: (_, r) => text(r, 'zh-CN') },
    { title: 'English', dataIndex: 'en', width: 260, search: false, ellipsis: true, render: (_, r) => text(r, 'en-US') },
    { title: t('feedback.updateTime'), dataIndex: 'updateTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'updateTime' },
    rowActionsColumn<TReplyScene>({
      width: 150,
      edit: { permission: P.rephrasing.name, onEdit: (r) => navigate(`/brand/rephrasing/addOrEdit/${r.id}`) },
      delete: { permission: P.rephrasing.name, name: (r) => r.name, run: deleteReplyScene, onDeleted: () => ref.current?.reload() },
    }),
  ];
  return (
    <KitListPage<TReplyScene>
      id="reply-scenes"
      rowKey="id"
      actionRef={ref}
      columns={columns}
      fetch={getReplyScenePage}
      toolbar={() => [
        <Button key="scenes" onClick={() => navigate('/brand/rephrasing/sceneList')} data-testid="rs-scene-list">
          {t('feedback.rs.sceneList')}
        </Button>,
        <AddButton key="add" permission={P.rephrasing.name} testId="rs-add" onClick={() => navigate('/brand/rephrasing/addOrEdit')} />,
      ]}
    />
  );
}
