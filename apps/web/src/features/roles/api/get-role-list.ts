import type { TRoleOption } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { svcPath } from '../../../shared/config/app-config';
import { request } from '../../../shared/http/client';

/** POST /{svc}-user/role/list: every role (pickers). Silent: a picker without roles stays usable. */
export const getRoleList = async () => (await request<TRoleOption[]>({ url: svcPath('user', '/role/list'), method: 'post', data: {}, silent: true })).data;

export const ROLE_LIST_KEY = ['roles', 'list'] as const;

/** The roles for pickers; empty while loading or without sys_role_view. */
export function useRoleOptions(): TRoleOption[] {
  return useQuery({ queryKey: ROLE_LIST_KEY, queryFn: getRoleList }).data ?? [];
}
