import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { resourceApi } from '../../../shared/kit/resource';
import { revisionApi } from '../api/config-calls';
import { kindOfPath } from './kinds';

/** The config a route names ({id} in the path): its kind, its calls, its row and its revisions (newest first). */
export function useConfigOfRoute() {
  const { pathname } = useLocation();
  const kind = kindOfPath(pathname);
  const id = Number(useParams().id) || null;
  const api = useMemo(() => resourceApi(kind.def), [kind]);
  const revisions = useMemo(() => revisionApi(kind.def), [kind]);
  const row = useQuery({ queryKey: ['config', kind.name, 'detail', id], queryFn: () => api.detail(id!), enabled: id !== null, retry: false });
  const list = useQuery({ queryKey: ['config', kind.name, 'revisions', id], queryFn: () => revisions.list(id!), enabled: id !== null, retry: false });
  const loading = id !== null && (row.isLoading || list.isLoading);
  const reload = () => Promise.all([row.refetch(), list.refetch()]);
  return { kind, def: kind.def, id, api, revisions, row: row.data, list: list.data ?? [], loading, reload };
}
