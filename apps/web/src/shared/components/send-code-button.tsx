import { CODE_RESEND_SECONDS } from '@diagops/contracts';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** sends the code; a rejection leaves the button usable */
  onSend: () => Promise<unknown>;
  disabled?: boolean;
  /** start counting at once (the code was already sent on opening) */
  startCounting?: boolean;
};

/** "Send code" with the 60-second countdown after each send (platform.md §4). */
export function SendCodeButton({ onSend, disabled, startCounting }: Props) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(startCounting ? CODE_RESEND_SECONDS : 0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const id = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(id);
  }, [left]);
  const send = async () => {
    setSending(true);
    try {
      await onSend();
      setLeft(CODE_RESEND_SECONDS);
    } catch {
      // the caller told the user; no countdown after a failed send
    } finally {
      setSending(false);
    }
  };
  return (
    <Button onClick={send} disabled={disabled || left > 0} loading={sending}>
      {left > 0 ? t('common.resendIn', { seconds: left }) : t('common.sendCode')}
    </Button>
  );
}
