import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/session-store';
import { Modal } from '../../../shared/ui/modal';
import { ChangePasswordForm } from './change-password-form';

type Props = { open: boolean; onClose: () => void; weak?: boolean };

/** The change-password form in a dialog (user menu, weak-password prompt). */
export function ChangePasswordDialog({ open, onClose, weak }: Props) {
  const { t } = useTranslation();
  const userId = useSession((s) => s.userInfo?.sysUser.userId);
  return (
    <Modal open={open} title={t('account.password.title')} onCancel={onClose} footer={null} destroyOnHidden>
      {weak && <p style={{ color: '#fa8c16' }}>{t('account.password.weak')}</p>}
      {userId !== undefined && <ChangePasswordForm who={{ userId }} onCancel={onClose} />}
    </Modal>
  );
}
