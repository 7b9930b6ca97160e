import { DEALER_PERMISSIONS as P, type TConfigDoc } from '@diagops/contracts';
import { Button } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Access } from '../../../shared/components/access';
import { type KitColumn, KitListPage, type ListActions, rowActionsColumn } from '../../../shared/kit';
import { deleteConfigDoc, getConfigDocPage } from '../api/dealer-calls';

/** /dealerManagement/configurationDescription — configuration instructions for dealers. */
export default function ConfigListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ref = useRef<ListActions | undefined>(undefined);
  const columns: KitColumn<TConfigDoc>[] = [
    { title: t('dealers.configTitleLabel'), dataIndex: 'title', width: 300 },
    { title: t('kit.createTime'), dataIndex: 'createTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'createTime' },
    { title: t('kit.updateTime'), dataIndex: 'updateTime', width: 170, valueType: 'dateTime', search: false },
    rowActionsColumn<TConfigDoc>({
      width: 200,
      onDetail: (r) => navigate(`/dealerManagement/configurationDetail/${r.id}`),
      edit: { permission: P.configEdit.name, onEdit: (r) => navigate(`/dealerManagement/configurationEdit/${r.id}`) },
      delete: { permission: P.configEdit.name, name: (r) => r.title, run: (r) => deleteConfigDoc(r.id, r.version), onDeleted: () => ref.current?.reload() },
    }),
  ];
  return (
    <KitListPage<TConfigDoc>
      id="dealerConfigDocs"
      rowKey="id"
      keyset
      columns={columns}
      fetch={getConfigDocPage}
      actionRef={ref}
      toolbar={() => [
        <Access key="add" permission={P.configEdit.name}>
          <Button type="primary" onClick={() => navigate('/dealerManagement/configurationAdd')}>
            {t('kit.add')}
          </Button>
        </Access>,
      ]}
    />
  );
}
