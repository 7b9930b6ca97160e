import { mallOrderResource } from '@diagops/contracts';
import { Link } from 'react-router';
import { ResourceListPage } from '../../../shared/kit/resource';
import { orderDetailPath } from '../api/mall-api';

/** /mallManagement/orderManage/list: orders with their filters (order no, e-mail, status, time) and export; the order number opens its detail. */
export default function OrderListPage() {
  return (
    <ResourceListPage
      def={mallOrderResource}
      cells={{
        orderNo: (r) => (
          <Link to={orderDetailPath(String(r.orderNo), r.customerAccount as string | null, r.customerEmail as string | null)} data-testid="order-link">
            {String(r.orderNo)}
          </Link>
        ),
      }}
    />
  );
}
