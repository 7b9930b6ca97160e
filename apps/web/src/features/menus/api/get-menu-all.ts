import type { TMenuNode } from '@diagops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { svcPath } from '../../../shared/config/app-config';
import { postJson } from '../../../shared/kit/kit-api';

/** POST /{svc}-user/menu/getMenuAll: every node, buttons and disabled ones included. */
export const getMenuAll = () => postJson<TMenuNode[]>(svcPath('user', '/menu/getMenuAll'));

export const MENU_ALL_KEY = ['menus', 'all'] as const;
export const menuAllQuery = () => queryOptions({ queryKey: MENU_ALL_KEY, queryFn: getMenuAll, staleTime: 0 });

export const useMenuAll = () => useQuery(menuAllQuery());
