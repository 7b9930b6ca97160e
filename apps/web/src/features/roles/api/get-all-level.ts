import type { TMenuNode } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { svcPath } from '../../../shared/config/app-config';
import { postJson } from '../../../shared/kit/kit-api';

/** POST /{svc}-user/menu/getAllLevel: the whole menu tree with buttons, for the permission editor (sys_role_view). */
export const getAllLevel = () => postJson<TMenuNode[]>(svcPath('user', '/menu/getAllLevel'));

export const useAllLevel = (enabled: boolean) => useQuery({ queryKey: ['menus', 'all-level'], queryFn: getAllLevel, enabled, staleTime: 0 });
