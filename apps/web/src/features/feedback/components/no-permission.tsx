import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/hooks/use-permission';

/** PERM-03: the product feedback screens say "no permission to access" to those without the permission. */
export function ProductAccess({ permission, children }: { permission: string; children: ReactNode }) {
  const { t } = useTranslation();
  const allowed = usePermission(permission);
  if (!allowed) return <Result status="403" title={t('feedback.pf.noPermission')} data-testid="pf-no-permission" />;
  return <>{children}</>;
}
