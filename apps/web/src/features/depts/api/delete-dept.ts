import { useMutation, useQueryClient } from '@tanstack/react-query';
import { svcPath } from '../../../shared/config/app-config';
import { getJson } from '../../../shared/kit/kit-api';
import { DEPTS_KEY } from './query-depts';

/** GET /{svc}-user/platDept/delDept?deptId: refused while it has sub-departments or users (1015). */
export const deleteDept = (deptId: number) => getJson<boolean>(svcPath('user', '/platDept/delDept'), { deptId });

export function useDeleteDept() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteDept, onSuccess: () => qc.invalidateQueries({ queryKey: DEPTS_KEY }) });
}
