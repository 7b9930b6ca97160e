export * from './legal';
export * from './legal-names';
export * from './legal-permissions';
