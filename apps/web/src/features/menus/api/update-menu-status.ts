import type { TMenuFields, TMenuStatusRequest } from '@diagops/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { svcPath } from '../../../shared/config/app-config';
import { postJson } from '../../../shared/kit/kit-api';
import { invalidateMenus } from './save-menu';

/** POST /{svc}-user/menu/updateStatus: enable or disable a node (version; stale → 1005). */
export const updateMenuStatus = (b: TMenuStatusRequest) => postJson<TMenuFields>(svcPath('user', '/menu/updateStatus'), b);

export function useUpdateMenuStatus() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateMenuStatus, onSettled: () => invalidateMenus(qc) });
}
