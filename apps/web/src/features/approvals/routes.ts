import type { FeatureRoute } from '../../shared/routing/feature-route';

/** The approvals area's screens under /supply (decision 0030). */
export const approvalsRoutes: FeatureRoute[] = [];
