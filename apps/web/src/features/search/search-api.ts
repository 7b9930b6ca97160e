import type { TSearchResult } from '@diagops/contracts';
import { svcPath } from '../../shared/config/app-config';
import { postJson } from '../../shared/kit/kit-api';

/** The console-wide search (POST /{svc}-user/search). */
export const searchAll = (q: string) => postJson<TSearchResult>(svcPath('user', '/search'), { q });
