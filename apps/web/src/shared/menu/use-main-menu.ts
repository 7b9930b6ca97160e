import { FULL_MENU_ID } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-store';
import { App } from '../ui/app';
import { getSubMenu } from './get-main-menu';
import { type MenuNode, visibleMenu } from './menu-tree';

/**
 * The sidebar menu of the signed-in user: the full menu, id -1 (platform.md §2); a failed
 * load shows an error notification (platform.md §4).
 */
export function useMainMenu(): { menu: MenuNode[]; loading: boolean } {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const userId = useSession((s) => s.userInfo?.sysUser.userId);
  // the server already filters by meta.roles; the client repeats it when the user info carries role codes
  const roleCodes = useSession((s) => (s.userInfo as { roleCodes?: string[] } | null)?.roleCodes);
  const q = useQuery({
    queryKey: ['main-menu', userId],
    queryFn: () => getSubMenu(FULL_MENU_ID),
    enabled: userId !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    // the sidebar and the menu search both read the menu: one notification, under one key
    if (q.error) notification.error({ key: 'menu-failed', title: t('shell.menuFailed'), description: (q.error as Error).message });
  }, [q.error, notification, t]);
  const menu = useMemo(() => visibleMenu(q.data ?? [], roleCodes), [q.data, roleCodes]);
  return { menu, loading: q.isPending && userId !== undefined };
}
