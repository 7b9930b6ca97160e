import type { TTerminal, TTerminalApp } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { fetchPage, postJson } from '../../../shared/kit/kit-api';

const u = (p: string) => svcPath('user', `/terminal${p}`);

/** POST /{svc}-user/terminal/page for one app */
export const getTerminalPage = (app: TTerminalApp, q: Record<string, unknown>) => fetchPage<TTerminal>(u('/page'), { ...q, app });
export const setTerminalEnabled = (r: { id: number; version: number }, enabled: boolean) =>
  postJson<TTerminal>(u(enabled ? '/enable' : '/disable'), { id: r.id, version: r.version });
