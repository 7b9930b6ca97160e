import { CUSTOMER_CLASSIFICATIONS, CUSTOMER_SEXES, CUSTOMER_STATUSES, CUSTOMER_USER_TYPES, type TCustomer, ZSaveCustomerRequest } from '@diagops/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { KitEntityForm } from '../../../shared/kit';
import { Empty } from '../../../shared/ui/empty';
import { Spin } from '../../../shared/ui/spin';
import { addCustomer, getCustomer, updateCustomer } from '../api/customer-calls';

/** /brand/userInfo/add and /brand/userInfo/edit/{id}: the kit's entity form, back to the list when closed. */
export default function CustomerFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { id } = useParams();
  const editing = id !== undefined;
  const q = useQuery({ queryKey: ['customers', 'one', id], queryFn: () => getCustomer(Number(id)), enabled: editing });
  if (editing && q.isLoading) return <Spin />;
  if (editing && !q.data) return <Empty description={t('customers.notFound')} />;
  const current = q.data as TCustomer | undefined;
  const opts = (values: readonly string[], key: string) => values.map((v) => ({ value: v, label: t(`customers.${key}.${v}`) }));
  return (
    <KitEntityForm<Record<string, unknown>>
      mode={editing ? 'edit' : 'add'}
      titleKey={{ add: 'customers.addTitle', edit: 'customers.editTitle', detail: 'customers.detailTitle' }}
      schema={ZSaveCustomerRequest}
      fields={[
        { name: 'email', labelKey: 'customers.email', kind: 'text' },
        { name: 'phone', labelKey: 'customers.phone', kind: 'text' },
        { name: 'name', labelKey: 'customers.name', kind: 'text' },
        { name: 'nickname', labelKey: 'customers.nickname', kind: 'text' },
        { name: 'country', labelKey: 'customers.country', kind: 'text' },
        { name: 'sex', labelKey: 'customers.sex', kind: 'select', options: opts(CUSTOMER_SEXES, 'sexValue') },
        { name: 'classification', labelKey: 'customers.classification', kind: 'select', options: opts(CUSTOMER_CLASSIFICATIONS, 'classValue') },
        { name: 'status', labelKey: 'customers.status', kind: 'select', options: opts(CUSTOMER_STATUSES, 'statusValue') },
        { name: 'userType', labelKey: 'customers.userType', kind: 'select', options: opts(CUSTOMER_USER_TYPES, 'userTypeValue') },
        { name: 'industry', labelKey: 'customers.industry', kind: 'text' },
        { name: 'identity', labelKey: 'customers.identity', kind: 'text' },
        { name: 'softCode', labelKey: 'customers.softCode', kind: 'text' },
        {
          name: 'language',
          labelKey: 'customers.language',
          kind: 'select',
          options: [
            { value: 'zh-CN', label: '简体中文' },
            { value: 'en-US', label: 'English' },
          ],
        },
        { name: 'remark', labelKey: 'customers.remark', kind: 'textarea' },
      ]}
      initialValues={current ?? { sex: 'unknown', classification: 'normal', status: 'enabled', language: 'zh-CN' }}
      onClose={() => navigate(editing ? `/brand/userInfo/detail/${id}` : '/brand/userInfo/list')}
      onSubmit={async (v) => {
        const body = { ...v, remark: v.remark ?? null } as never;
        if (!editing) await addCustomer(body);
        else {
          // the phone comes back masked without the full-phone permission: unchanged, it is not sent
          const b: Record<string, unknown> = { ...(body as Record<string, unknown>), id: current!.id, version: current!.version };
          if (typeof b.phone === 'string' && b.phone.includes('*')) b.phone = undefined;
          await updateCustomer(b as never);
        }
        // the detail (kept open in its tab) and the lists read the saved customer
        await qc.invalidateQueries({ queryKey: ['customers'] });
      }}
    />
  );
}
