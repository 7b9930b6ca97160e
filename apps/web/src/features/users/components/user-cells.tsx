import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Typography } from '../../../shared/ui/typography';
import { displayEmail, displayPhone } from '../display';

/** The e-mail, cut to 20 characters plus an ellipsis; the whole address in a tooltip. */
export function EmailCell({ email }: { email: string | null }) {
  const shown = displayEmail(email);
  if (!email || shown === email) return <span>{shown}</span>;
  return (
    <Tooltip title={email}>
      <span data-testid="email-cell">{shown}</span>
    </Tooltip>
  );
}

/** The phone, or the no-permission text when the server masked it. */
export function PhoneCell({ user }: { user: { phone: string | null; phoneMasked: boolean } }) {
  const { t } = useTranslation();
  const shown = displayPhone(user, t('users.noPhonePermission'));
  return user.phoneMasked && user.phone ? (
    <Typography.Text type="secondary" data-testid="phone-masked">
      {shown}
    </Typography.Text>
  ) : (
    <span>{shown}</span>
  );
}
