import type { TDeptDetail } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { svcPath } from '../../../shared/config/app-config';
import { getJson } from '../../../shared/kit/kit-api';
import { DEPTS_KEY } from './query-depts';

/** GET /{svc}-user/platDept/getApi/{id}: a department with its parent's name and default roles. */
export const getDept = (id: number) => getJson<TDeptDetail>(svcPath('user', `/platDept/getApi/${id}`));

export const useDept = (id: number | undefined) =>
  useQuery({ queryKey: [...DEPTS_KEY, 'detail', id ?? 0], queryFn: () => getDept(id!), enabled: id !== undefined, staleTime: 0 });
