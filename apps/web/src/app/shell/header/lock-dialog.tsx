import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';

type Props = { open: boolean; onCancel: () => void; onSet: (password: string) => void };

/** Sets the lock password (required) before the first lock; loaded with the first click on the lock button. */
export default function LockDialog({ open, onCancel, onSet }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string }>();
  return (
    <Modal
      open={open}
      title={t('lock.setTitle')}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
    >
      <Form form={form} onFinish={({ password }) => onSet(password)} preserve={false}>
        <Form.Item name="password" rules={[{ required: true, message: t('lock.required') }]}>
          <Input.Password placeholder={t('lock.password')} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
