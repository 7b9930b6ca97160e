export * from './hot-functions';
export * from './ingest';
export * from './keys';
export * from './queries';
export * from './registry';
export * from './tracking-names';
export * from './tracking-permissions';
