// What other areas may use of experts: its routes, menu, the expert role seed and the demo rows.
export { seedExpertsDemo } from './experts.demo';
export { EXPERTS_MENU } from './experts.menu';
export { EXPERT_ROLE_CODE, seedExpertRole } from './experts.role';
export { expertsRoutes } from './experts.routes';
/** Counts for the dashboards: remote diagnosis orders per month or status. */
export { expertOrderCounts } from './experts.stats';
