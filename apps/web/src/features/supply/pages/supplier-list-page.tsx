import { supplierResource } from '@diagops/contracts';
import { ResourceListPage } from '../../../shared/kit/resource';

/** /supply/supplier — suppliers: search by code or name, add, edit, detail, enable / disable (confirmed), delete, import, export. */
export default function SupplierListPage() {
  return <ResourceListPage def={supplierResource} initialValues={() => ({ currency: 'CNY', paymentTerms: 'net30' })} />;
}
