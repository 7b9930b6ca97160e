import { Button } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../shared/session/session-store';
import { OrderList } from '../components/order-list';

/**
 * /remoteDiagnosis/order — expert orders (an expert signed in sees its own only; the server scopes
 * the query). An expert reaches its own profile (to view and edit it) from here. `?id=` (the link of
 * an expert's bell notice) opens that order's drawer; the server still answers only orders in scope.
 */
export default function OrderListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const expert = useSession((s) => s.userInfo?.sysUser.userType === 'expert');
  const [params, setParams] = useSearchParams();
  const linked = Number(params.get('id')) || undefined;
  const forget = useCallback(() => setParams({}, { replace: true }), [setParams]);
  return (
    <>
      {expert ? (
        <Button style={{ marginBottom: 12 }} onClick={() => navigate('/remoteDiagnosis/detail/index')} data-testid="expert-my-profile">
          {t('experts.myProfile')}
        </Button>
      ) : null}
      <OrderList id="remoteOrders" openOrderId={linked} onOpened={forget} />
    </>
  );
}
