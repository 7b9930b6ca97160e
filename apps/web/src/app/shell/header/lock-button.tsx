import { LockOutlined } from '@ant-design/icons';
import { LOCK_DELAY_MS } from '@diagops/contracts';
import { Button, Form, Input, Modal, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { lockScreen, setLockPassword, useLock } from '../../../features/lock/lock-store';

/** Lock screen: set a lock password first (required), then lock after 100 ms; with one set, lock at once. */
export function LockButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hasPassword = useLock((s) => Boolean(s.lockPassword));
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ password: string }>();
  const lock = () => {
    lockScreen();
    navigate('/lock');
  };
  const onClick = () => (hasPassword ? lock() : setOpen(true));
  const submit = ({ password }: { password: string }) => {
    setLockPassword(password);
    setOpen(false);
    setTimeout(lock, LOCK_DELAY_MS);
  };
  return (
    <>
      <Tooltip title={t('lock.title')}>
        <Button type="text" aria-label={t('lock.title')} icon={<LockOutlined />} onClick={onClick} data-testid="lock-button" />
      </Tooltip>
      <Modal
        open={open}
        title={t('lock.setTitle')}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        destroyOnHidden
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
      >
        <Form form={form} onFinish={submit} preserve={false}>
          <Form.Item name="password" rules={[{ required: true, message: t('lock.required') }]}>
            <Input.Password placeholder={t('lock.password')} autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
