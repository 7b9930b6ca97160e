import { useQuery } from '@tanstack/react-query';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { Spin } from '../../../shared/ui/spin';
import { getApproval } from '../api/approval-calls';
import { ApprovalView } from '../components/approval-view';

/** One request in a drawer: steps, actions, and approve / reject when I may act. */
export function ApprovalDrawer({ id, onClose, onDecided }: { id: number | null; onClose: () => void; onDecided?: () => void }) {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: ['approvals', 'detail', id], queryFn: () => getApproval(id!), enabled: id !== null });
  return (
    <Drawer open={id !== null} onClose={onClose} width={640} title={t('approvals.detailTitle')} destroyOnHidden>
      {q.data ? <ApprovalView detail={q.data} onDecided={onDecided} /> : <Spin />}
    </Drawer>
  );
}
