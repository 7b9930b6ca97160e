import { FEEDBACK_PERMISSIONS as P, type TProblemType } from '@diagops/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AddButton, type KitColumn, KitListPage, type ListActions, rowActionsColumn } from '../../../shared/kit';
import { deleteProblemType, getProblemTypePage } from '../api/feedback-calls';

/** /brand/problemType/list — problem types; querying a type needs its configuration category (61010). */
export default function ProblemTypeListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ref = useRef<ListActions | undefined>(undefined);
  const columns: KitColumn<TProblemType>[] = [
    { title: t('feedback.pt.type'), dataIndex: 'type', width: 160 },
    { title: t('feedback.pt.category'), dataIndex: 'category', width: 140 },
    { title: t('feedback.pt.productModel'), dataIndex: 'productModel', width: 140 },
    { title: t('feedback.pt.appName'), dataIndex: 'appName', width: 140, search: false },
    {
      title: t('feedback.pt.values'),
      dataIndex: 'rows',
      width: 320,
      search: false,
      ellipsis: true,
      render: (_, r) => r.rows.map((x) => `${x.language}: ${x.values.join(' / ')}`).join(' · '),
    },
    { title: t('feedback.pt.remark'), dataIndex: 'remark', width: 180, search: false, ellipsis: true },
    { title: t('feedback.updateTime'), dataIndex: 'updateTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'updateTime' },
    rowActionsColumn<TProblemType>({
      width: 180,
      onDetail: (r) => navigate(`/brand/problemType/detail/${r.id}`),
      edit: { permission: P.problemType.name, onEdit: (r) => navigate(`/brand/problemType/edit/${r.id}`) },
      delete: { permission: P.problemType.name, name: (r) => r.type, run: deleteProblemType, onDeleted: () => ref.current?.reload() },
    }),
  ];
  return (
    <KitListPage<TProblemType>
      id="problem-types"
      rowKey="id"
      actionRef={ref}
      columns={columns}
      fetch={getProblemTypePage}
      toolbar={() => [<AddButton key="add" permission={P.problemType.name} onClick={() => navigate('/brand/problemType/add')} />]}
    />
  );
}
