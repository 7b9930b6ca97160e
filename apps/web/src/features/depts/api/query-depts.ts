import type { TDeptNode } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { svcPath } from '../../../shared/config/app-config';
import { postJson } from '../../../shared/kit/kit-api';

/** POST /{svc}-user/platDept/query: the department tree; with a name, the matches and the path down to them. */
export const queryDepts = (name?: string) => postJson<TDeptNode[]>(svcPath('user', '/platDept/query'), name ? { name } : {});

export const DEPTS_KEY = ['depts'] as const;

export const useDeptTree = (enabled = true, name?: string) =>
  useQuery({ queryKey: [...DEPTS_KEY, 'tree', name ?? ''], queryFn: () => queryDepts(name), enabled, placeholderData: (prev) => prev });
