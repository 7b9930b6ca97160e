import { LockOutlined } from '@ant-design/icons';
import { LOCK_DELAY_MS } from '@diagops/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { lockScreen, setLockPassword, useLock } from '../../../features/lock/lock-store';
import { IconButton } from '../../../shared/ui/icon-button';

const LockDialog = lazy(() => import('./lock-dialog'));

/** Lock screen: set a lock password first (required), then lock after 100 ms; with one set, lock at once. */
export function LockButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hasPassword = useLock((s) => Boolean(s.lockPassword));
  const [open, setOpen] = useState(false);
  // the dialog's code loads with the first click, then stays so it can close
  const [loaded, setLoaded] = useState(false);
  const lock = () => {
    lockScreen();
    navigate('/lock');
  };
  const onClick = () => {
    if (hasPassword) return lock();
    setLoaded(true);
    setOpen(true);
  };
  const set = (password: string) => {
    setLockPassword(password);
    setOpen(false);
    setTimeout(lock, LOCK_DELAY_MS);
  };
  return (
    <>
      <IconButton tip={t('lock.title')} icon={<LockOutlined />} onClick={onClick} testId="lock-button" />
      {loaded && (
        <Suspense fallback={null}>
          <LockDialog open={open} onCancel={() => setOpen(false)} onSet={set} />
        </Suspense>
      )}
    </>
  );
}
