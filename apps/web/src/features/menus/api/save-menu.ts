import type { TMenuCreateRequest, TMenuEditRequest, TMenuFields } from '@diagops/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { svcPath } from '../../../shared/config/app-config';
import { postJson } from '../../../shared/kit/kit-api';
import { MENU_ALL_KEY } from './get-menu-all';

/** POST /{svc}-user/menu/saveOrUpdate without menuId: a new node. */
export const createMenu = (b: Partial<TMenuCreateRequest>) => postJson<TMenuFields>(svcPath('user', '/menu/saveOrUpdate'), b);
/** POST /{svc}-user/menu/edit: the changed fields with menuId and version (stale → 1005). */
export const editMenu = (b: TMenuEditRequest) => postJson<TMenuFields>(svcPath('user', '/menu/edit'), b);

/** Saves a node (add or edit); the menu screen's tree and the sidebar reload. */
export function useSaveMenu() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { edit: TMenuEditRequest } | { create: Partial<TMenuCreateRequest> }) => ('edit' in v ? editMenu(v.edit) : createMenu(v.create)),
    onSuccess: () => invalidateMenus(qc),
  });
}

export function invalidateMenus(qc: ReturnType<typeof useQueryClient>) {
  void qc.invalidateQueries({ queryKey: MENU_ALL_KEY });
  void qc.invalidateQueries({ queryKey: ['main-menu'] });
}
