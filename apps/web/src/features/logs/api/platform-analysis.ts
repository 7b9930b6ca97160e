import type { TPlatformAnalysis } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { postJson } from '../../../shared/kit/kit-api';

export const getPlatformAnalysis = (q: { from: string; to: string; module?: string }) => postJson<TPlatformAnalysis>(svcPath('log', '/platformAnalysis'), q);
