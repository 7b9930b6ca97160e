// What other areas may use of configuration packages: its routes and menu, and the revisions engine (AI ask presets are reviewed with it).
export { CONFIG_MENU } from './config.menu';
export { configRoutes, revisionRoutes } from './config.routes';
/** What the configuration area offers the console-wide search: config packs by number and name. */
export { configPackSearch } from './config.search';
export { revisioned as revisionedColumns } from './config.tables';
export { type RevisionEngine, type RevisionKind, revisionEngine } from './revisions';
