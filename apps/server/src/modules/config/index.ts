// What other areas may use of configuration packages: its routes and menu, and the revisions engine (AI ask presets are reviewed with it).
export { CONFIG_MENU } from './config.menu';
export { configRoutes, revisionRoutes } from './config.routes';
export { revisioned as revisionedColumns } from './config.tables';
export { type RevisionEngine, type RevisionKind, revisionEngine } from './revisions';
