import type { TTerminal, TTerminalApp, TTerminalSecretReply } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { fetchPage, postJson } from '../../../shared/kit/kit-api';

const u = (p: string) => svcPath('user', `/terminal${p}`);
type Versioned = { id: number; version: number };

/** POST /{svc}-user/terminal/page for one app */
export const getTerminalPage = (app: TTerminalApp, q: Record<string, unknown>) => fetchPage<TTerminal>(u('/page'), { ...q, app });
/** enabling also issues a new secret, answered this once */
export const enableTerminal = (r: Versioned) => postJson<TTerminalSecretReply>(u('/enable'), { id: r.id, version: r.version });
export const disableTerminal = (r: Versioned) => postJson<TTerminal>(u('/disable'), { id: r.id, version: r.version });
/** a new secret (the old one stops working), answered this once */
export const issueTerminalSecret = (r: Versioned) => postJson<TTerminalSecretReply>(u('/issueSecret'), { id: r.id, version: r.version });
