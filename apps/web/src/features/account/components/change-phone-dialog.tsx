import { Modal, Result } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = { open: boolean; onClose: () => void };

/**
 * Change phone number (platform.md §4 "Phone-change dialog steps"). The steps are being
 * built in this feature; until then the dialog says the function is coming.
 */
export function ChangePhoneDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('account.phone.title')}
      onCancel={onClose}
      onOk={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText={t('common.confirm')}
      destroyOnHidden
    >
      <Result status="info" subTitle={t('account.phone.coming')} />
    </Modal>
  );
}
