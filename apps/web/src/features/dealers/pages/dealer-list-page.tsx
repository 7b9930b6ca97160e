import { DEALER_PERMISSIONS as P, type TDealer } from '@diagops/contracts';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Access } from '../../../shared/components/access';
import { confirmAction, ExportButton, type KitColumn, KitListPage, type ListActions, rowActionsColumn, StatusTag, statusEnum } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { DEALER_SERVICE, dealerExportUrl, getDealerPage, resetDealerPassword, setDealerStatus } from '../api/dealer-calls';
import { AreaDrawer } from '../components/area-drawer';
import { DEALER_STATUS } from '../components/dealer-labels';

/** /dealerManagement/dealerList — the dealers of the caller's branch (the server applies the scope). */
export default function DealerListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const ref = useRef<ListActions | undefined>(undefined);
  const [areas, setAreas] = useState(false);
  const toggle = async (r: TDealer) => {
    const disabling = r.status === 'enabled';
    if (!(await confirmAction(t(disabling ? 'dealers.disableConfirm' : 'dealers.enableConfirm', { name: r.name }), { danger: disabling }))) return;
    await setDealerStatus({ id: r.id, version: r.version, status: disabling ? 'disabled' : 'enabled' });
    message.success(t(disabling ? 'dealers.disabled' : 'dealers.enabled'));
    ref.current?.reload();
  };
  const reset = async (r: TDealer) => {
    if (!(await confirmAction(t('dealers.resetConfirm', { name: r.name, email: r.email })))) return;
    await resetDealerPassword(r.id);
    message.success(t('dealers.resetDone', { email: r.email }));
  };
  const columns: KitColumn<TDealer>[] = [
    { title: t('dealers.code'), dataIndex: 'code', width: 130, fixed: 'left', sortKey: 'code' },
    { title: t('dealers.name'), dataIndex: 'name', width: 200, sortKey: 'name' },
    {
      title: t('dealers.level'),
      dataIndex: 'level',
      width: 80,
      valueType: 'select',
      fieldProps: { options: [1, 2, 3, 4, 5].map((l) => ({ value: l, label: l })) },
    },
    { title: t('dealers.parent'), dataIndex: 'parentName', width: 180, search: false, render: (_, r) => r.parentName ?? '-' },
    { title: t('dealers.account'), dataIndex: 'account', width: 160 },
    {
      title: t('dealers.status'),
      dataIndex: 'status',
      width: 100,
      valueEnum: statusEnum(DEALER_STATUS, t),
      render: (_, r) => <StatusTag value={r.status} styles={DEALER_STATUS} />,
    },
    { title: t('dealers.area'), dataIndex: 'areaName', width: 150, search: false },
    { title: t('dealers.contact'), dataIndex: 'contactName', width: 120, search: false, render: (_, r) => r.contactName ?? '-' },
    { title: t('dealers.serviceTeam'), dataIndex: 'serviceTeamName', width: 140, search: false },
    {
      title: t('dealers.doi'),
      dataIndex: 'doiRegistered',
      width: 110,
      search: false,
      render: (_, r) => t(r.doiRegistered ? 'dealers.doiRegistered' : 'dealers.doiNotRegistered'),
    },
    { title: t('kit.createTime'), dataIndex: 'createTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'createTime' },
    rowActionsColumn<TDealer>({
      width: 300,
      wrap: true,
      onDetail: (r) => navigate(`/dealerManagement/detail/${r.id}`),
      edit: { permission: P.dealerEdit.name, onEdit: (r) => navigate(`/dealerManagement/edit/${r.id}`) },
      extra: [
        {
          key: 'status',
          label: t('dealers.toggle'),
          permission: P.dealerStatus.name,
          onClick: toggle,
          testId: (r) => `dealer-toggle-${r.id}`,
        },
        { key: 'reset', label: t('dealers.resetPassword'), permission: P.dealerResetPassword.name, onClick: reset, testId: (r) => `dealer-reset-${r.id}` },
        { key: 'doi', label: t('dealers.doiApplication'), onClick: (r) => navigate(`/dealerManagement/applicationService/${r.id}`) },
      ],
    }),
  ];
  return (
    <>
      <KitListPage<TDealer>
        id="dealerList"
        rowKey="id"
        keyset
        columns={columns}
        fetch={getDealerPage}
        actionRef={ref}
        toolbar={({ filters }) => [
          <Access key="add" permission={P.dealerAdd.name}>
            <Button type="primary" onClick={() => navigate('/dealerManagement/add')} data-testid="dealer-add">
              {t('dealers.add')}
            </Button>
          </Access>,
          <Button key="areas" onClick={() => setAreas(true)} data-testid="dealer-areas">
            {t('dealers.areas')}
          </Button>,
          <Access key="export" permission={P.dealerExport.name}>
            <ExportButton url={dealerExportUrl} service={DEALER_SERVICE} body={filters} />
          </Access>,
        ]}
      />
      <AreaDrawer open={areas} onClose={() => setAreas(false)} />
    </>
  );
}
