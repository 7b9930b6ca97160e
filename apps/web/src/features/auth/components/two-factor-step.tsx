import { BACKUP_CODE_LENGTH, TOTP_LENGTH, type TTokenReply } from '@diagops/contracts';
import { Button, Form, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../shared/ui/input';
import { Typography } from '../../../shared/ui/typography';
import { twoFactorSignIn } from '../api/two-factor-sign-in';

type Props = { unionId: string; loginType: number; onSignedIn: (t: TTokenReply) => Promise<void>; onFailed: (e: unknown) => void; onBack: () => void };

/** The two-factor step: a 6-digit authenticator code or a 10-character backup code. */
export function TwoFactorStep({ unionId, loginType, onSignedIn, onFailed, onBack }: Props) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<'totp' | 'backup'>('totp');
  const [busy, setBusy] = useState(false);
  const submit = async ({ code }: { code: string }) => {
    setBusy(true);
    try {
      await onSignedIn(await twoFactorSignIn({ unionId, loginType, verificationCode: code.trim(), localTimeStamp: Date.now() }));
    } catch (e) {
      onFailed(e);
    } finally {
      setBusy(false);
    }
  };
  const rule =
    kind === 'totp'
      ? { pattern: new RegExp(`^\\d{${TOTP_LENGTH}}$`), message: t('auth.twoFactor.totpRule', { len: TOTP_LENGTH }) }
      : { len: BACKUP_CODE_LENGTH, message: t('auth.twoFactor.backupRule', { len: BACKUP_CODE_LENGTH }) };
  return (
    <Form onFinish={submit} size="large" key={kind}>
      <Typography.Paragraph>{t('auth.twoFactor.hint')}</Typography.Paragraph>
      <Radio.Group value={kind} onChange={(e) => setKind(e.target.value)} style={{ marginBottom: 16 }}>
        <Radio.Button value="totp">{t('auth.twoFactor.totp')}</Radio.Button>
        <Radio.Button value="backup">{t('auth.twoFactor.backup')}</Radio.Button>
      </Radio.Group>
      <Form.Item name="code" rules={[{ required: true, message: t('auth.codeRequired') }, rule]}>
        <Input
          placeholder={kind === 'totp' ? t('auth.twoFactor.totpPlaceholder') : t('auth.twoFactor.backupPlaceholder')}
          maxLength={kind === 'totp' ? TOTP_LENGTH : BACKUP_CODE_LENGTH}
          autoComplete="one-time-code"
          autoFocus
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('auth.twoFactor.verify')}
      </Button>
      <Button type="link" block onClick={onBack} style={{ marginTop: 8 }}>
        {t('auth.back')}
      </Button>
    </Form>
  );
}
