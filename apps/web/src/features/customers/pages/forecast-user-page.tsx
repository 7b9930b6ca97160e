import { CUSTOMER_PERMISSIONS as P, type TForecastUser, ZSaveForecastUserRequest } from '@diagops/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  AddButton,
  confirmAction,
  type KitColumn,
  KitEntityForm,
  KitListPage,
  type ListActions,
  rowActionsColumn,
  StatusTag,
  statusEnum,
  useFormTarget,
} from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { addForecast, convertForecast, deleteForecast, getForecastPage } from '../api/customer-calls';
import { FORECAST_STATUS } from '../components/customer-styles';

const SOURCES = ['website', 'exhibition', 'dealer', 'campaign', 'other'];

/** /brand/forecastUserManagement/list — prospects not registered yet; staff convert them into customers. */
export default function ForecastUserPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const ref = useRef<ListActions | undefined>(undefined);
  const form = useFormTarget<TForecastUser>();
  const convert = async (r: TForecastUser) => {
    if (!(await confirmAction(t('customers.convertConfirm', { name: r.email ?? r.phone ?? r.id })))) return;
    const out = await convertForecast({ id: r.id, version: r.version });
    message.success(t('customers.converted'));
    ref.current?.reload();
    if (out.customerId) navigate(`/brand/userInfo/detail/${out.customerId}`);
  };
  const columns: KitColumn<TForecastUser>[] = [
    { title: t('customers.email'), dataIndex: 'email', width: 220, fixed: 'left' },
    { title: t('customers.phone'), dataIndex: 'phone', width: 130, search: false },
    { title: t('customers.name'), dataIndex: 'name', width: 120, search: false },
    { title: t('customers.country'), dataIndex: 'country', width: 90 },
    {
      title: t('customers.forecastSource'),
      dataIndex: 'source',
      width: 110,
      search: false,
      render: (_, r) => t(`customers.leadSource.${r.source}`, { defaultValue: r.source }),
    },
    {
      title: t('customers.status'),
      dataIndex: 'status',
      width: 100,
      valueEnum: statusEnum(FORECAST_STATUS, t),
      render: (_, r) => <StatusTag value={r.status} styles={FORECAST_STATUS} />,
    },
    { title: t('customers.remark'), dataIndex: 'remark', width: 200, search: false },
    { title: t('kit.createTime'), dataIndex: 'createTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'createTime' },
    rowActionsColumn<TForecastUser>({
      width: 200,
      extra: [{ key: 'convert', label: t('customers.convert'), permission: P.forecastEdit.name, when: (r) => r.status === 'pending', onClick: convert }],
      delete: {
        permission: P.forecastEdit.name,
        when: (r) => r.status === 'pending',
        name: (r) => r.email ?? r.phone ?? String(r.id),
        run: (r) => deleteForecast({ id: r.id, version: r.version }),
        onDeleted: () => ref.current?.reload(),
      },
    }),
  ];
  return (
    <>
      <KitListPage<TForecastUser>
        id="forecastUsers"
        rowKey="id"
        keyset
        columns={columns}
        fetch={getForecastPage}
        actionRef={ref}
        toFilters={(v) => ({ ...v, country: typeof v.country === 'string' ? v.country.toUpperCase() : undefined })}
        toolbar={() => [<AddButton key="add" permission={P.forecastEdit.name} onClick={() => form.open('add')} />]}
      />
      <KitEntityForm<Record<string, unknown>>
        mode={form.mode}
        titleKey={{ add: 'customers.forecastAdd', edit: 'customers.forecastAdd', detail: 'customers.forecastAdd' }}
        schema={ZSaveForecastUserRequest}
        fields={[
          { name: 'email', labelKey: 'customers.email', kind: 'text' },
          { name: 'phone', labelKey: 'customers.phone', kind: 'text' },
          { name: 'name', labelKey: 'customers.name', kind: 'text' },
          { name: 'country', labelKey: 'customers.country', kind: 'text' },
          {
            name: 'source',
            labelKey: 'customers.forecastSource',
            kind: 'select',
            options: SOURCES.map((s) => ({ value: s, label: t(`customers.leadSource.${s}`) })),
          },
          { name: 'remark', labelKey: 'customers.remark', kind: 'textarea' },
        ]}
        initialValues={{ source: 'website' }}
        onClose={form.close}
        onSubmit={async (v) => {
          await addForecast({ ...v, remark: v.remark ?? null } as never);
          ref.current?.reload();
        }}
      />
    </>
  );
}
