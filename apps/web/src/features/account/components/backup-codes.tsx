import { CopyOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../shared/ui/alert';
import { App } from '../../../shared/ui/app';
import { Typography } from '../../../shared/ui/typography';

/** The backup codes, shown once: copy them, confirm they are saved, then close. */
export function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [saved, setSaved] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(codes.join('\n')).catch(() => undefined);
    void message.success(t('common.copySuccess'));
  };
  return (
    <div data-testid="backup-codes">
      <Alert type="warning" showIcon title={t('account.twoFactor.backupHint')} style={{ marginBottom: 16 }} />
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 8, marginBottom: 16 }}>
        {codes.map((c) => (
          <Typography.Text key={c} code style={{ fontSize: 16, textAlign: 'center' }} data-testid="backup-code">
            {c}
          </Typography.Text>
        ))}
      </div>
      <Flex justify="space-between" align="center">
        <Checkbox checked={saved} onChange={(e) => setSaved(e.target.checked)}>
          {t('account.twoFactor.saved')}
        </Checkbox>
        <Flex gap={8}>
          <Button icon={<CopyOutlined />} onClick={copy}>
            {t('account.twoFactor.copy')}
          </Button>
          <Button type="primary" disabled={!saved} onClick={onDone}>
            {t('account.twoFactor.done')}
          </Button>
        </Flex>
      </Flex>
    </div>
  );
}
