import { accountResource } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourceListPage } from '../../../shared/kit/resource';
import { getSupplierOptions } from '../api/supply-options';
import { SupplierSelect } from '../components/supply-selects';

/** The picker in the form: clearing it sends null, so an edit turns a supplier's account into the company's own. */
function OwnerSelect(p: { value?: number | null; onChange?: (v: number | null) => void; disabled: boolean }) {
  return <SupplierSelect value={p.value} onChange={(v) => p.onChange?.(v ?? null)} disabled={p.disabled} data-testid="account-supplier" />;
}

/** The account form's owner: a supplier, or none for the company's own account. */
function SupplierField({ disabled }: { disabled: boolean }) {
  const { i18n } = useTranslation();
  const label = accountResource.fields.supplierId.label[i18n.language === 'zh-CN' ? 0 : 1];
  return (
    <Col span={12}>
      <Form.Item name="supplierId" label={label}>
        <OwnerSelect disabled={disabled} />
      </Form.Item>
    </Col>
  );
}

/** /supply/account — the company's and its suppliers' bank and payment accounts; the list shows account numbers masked. */
export default function AccountListPage() {
  // the search form's supplier filter: the enabled suppliers (the first 50, searched by name)
  const suppliers = useQuery({ queryKey: ['supply', 'supplierOptions'], queryFn: () => getSupplierOptions() });
  return (
    <ResourceListPage
      def={accountResource}
      fields={{
        supplierId: {
          options: (suppliers.data ?? []).map((s) => ({ value: s.id, label: `${s.code} ${s.name}` })),
          render: (mode) => <SupplierField disabled={mode === 'detail'} />,
        },
      }}
      initialValues={() => ({ kind: 'bank', currency: 'CNY' })}
    />
  );
}
