import type { TDeptDetail, TDeptEditRequest, TDeptInsertRequest } from '@diagops/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { svcPath } from '../../../shared/config/app-config';
import { postJson } from '../../../shared/kit/kit-api';
import { DEPTS_KEY } from './query-depts';

/** POST /{svc}-user/platDept/insert: a duplicate name under one parent answers 10120. */
export const insertDept = (b: Partial<TDeptInsertRequest> & { name: string }) => postJson<TDeptDetail>(svcPath('user', '/platDept/insert'), b);
/** POST /{svc}-user/platDept/edit: the changed fields with deptId and version (stale → 1005). */
export const editDept = (b: TDeptEditRequest) => postJson<TDeptDetail>(svcPath('user', '/platDept/edit'), b);

export function useSaveDept() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { edit: TDeptEditRequest } | { insert: Partial<TDeptInsertRequest> & { name: string } }) =>
      'edit' in v ? editDept(v.edit) : insertDept(v.insert),
    onSuccess: () => qc.invalidateQueries({ queryKey: DEPTS_KEY }),
  });
}
