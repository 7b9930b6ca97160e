import type { App } from '../../platform/http/types';

/** /supply/workflowTemplate, /supply/toBeApproved and /supply/approvals (decision 0030). */
export async function approvalsRoutes(_app: App) {}
