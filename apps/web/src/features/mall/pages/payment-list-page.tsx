import { mallPaymentResource } from '@diagops/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ResourceListPage } from '../../../shared/kit/resource';
import { Alert } from '../../../shared/ui/alert';
import { orderDetailPath } from '../api/mall-api';

/** /mallManagement/payRecord/list/{payOrderNo?}: payment records; with a number, that payment alone. */
export default function PaymentListPage() {
  const { t } = useTranslation();
  const { payOrderNo } = useParams();
  return (
    <>
      {payOrderNo && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="payment-filter"
          message={
            <>
              {t('mall.payments.only', { no: payOrderNo })} <Link to="/mallManagement/payRecord/list">{t('mall.payments.all')}</Link>
            </>
          }
        />
      )}
      <ResourceListPage
        def={mallPaymentResource}
        fixedFilters={payOrderNo ? { payOrderNo } : undefined}
        cells={{ orderNo: (r) => <Link to={orderDetailPath(String(r.orderNo))}>{String(r.orderNo)}</Link> }}
      />
    </>
  );
}
