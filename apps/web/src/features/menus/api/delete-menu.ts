import { useMutation, useQueryClient } from '@tanstack/react-query';
import { svcPath } from '../../../shared/config/app-config';
import { postJson } from '../../../shared/kit/kit-api';
import { invalidateMenus } from './save-menu';

/** POST /{svc}-user/menu/delete: a node with children answers 1015 (its message is shown). */
export const deleteMenu = (menuId: number) => postJson<boolean>(svcPath('user', '/menu/delete'), { menuId });

export function useDeleteMenu() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteMenu, onSuccess: () => invalidateMenus(qc) });
}
