import type { TRoleMenusReply, TSaveRoleMenusRequest } from '@diagops/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { svcPath } from '../../../shared/config/app-config';
import { getJson, postJson } from '../../../shared/kit/kit-api';

/** GET /{svc}-user/role/getRoleMenus/{id}: the node ids the role grants, with the role's version. */
export const getRoleMenus = (roleId: number) => getJson<TRoleMenusReply>(svcPath('user', `/role/getRoleMenus/${roleId}`));
/** POST /{svc}-user/role/saveRoleMenus: replaces the grants (ancestors added by the server). */
export const saveRoleMenus = (b: TSaveRoleMenusRequest) => postJson<TRoleMenusReply>(svcPath('user', '/role/saveRoleMenus'), b);

const key = (roleId: number) => ['roles', 'menus', roleId] as const;

export const useRoleMenus = (roleId: number | undefined) =>
  useQuery({ queryKey: key(roleId ?? 0), queryFn: () => getRoleMenus(roleId!), enabled: roleId !== undefined, staleTime: 0 });

/** Saves the grants; the role's menus and the signed-in user's sidebar reload. */
export function useSaveRoleMenus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveRoleMenus,
    onSuccess: (r) => {
      qc.setQueryData(key(r.roleId), r);
      void qc.invalidateQueries({ queryKey: ['main-menu'] });
    },
  });
}
