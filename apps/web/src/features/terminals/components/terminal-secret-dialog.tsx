import { useTranslation } from 'react-i18next';
import { Alert } from '../../../shared/ui/alert';
import { Modal } from '../../../shared/ui/modal';
import { Typography } from '../../../shared/ui/typography';

export type ShownSecret = { terminalKey: string; secret: string };

/**
 * A terminal's new secret, shown this once (the server keeps only a hash): copy it onto the
 * device before closing. Like the log files' new app key dialog; closed, it leaves the page at
 * once (no closing animation that would keep the secret in the DOM).
 */
export function TerminalSecretDialog({ shown, onClose }: { shown: ShownSecret | null; onClose: () => void }) {
  const { t } = useTranslation();
  if (!shown) return null;
  return (
    <Modal
      open
      title={t('terminals.secretIssued', { key: shown.terminalKey })}
      onOk={onClose}
      onCancel={onClose}
      okText={t('terminals.secretDone')}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <Alert type="warning" showIcon message={t('terminals.secretShownOnce')} style={{ marginBottom: 12 }} />
      <Typography.Paragraph
        copyable={{ text: shown.secret, tooltips: [t('terminals.copySecret'), t('common.copySuccess')] }}
        code
        data-testid="terminal-secret"
      >
        {shown.secret}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('terminals.secretHint')}</Typography.Paragraph>
    </Modal>
  );
}
