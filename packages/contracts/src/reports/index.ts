export * from './report-names';
export * from './report-permissions';
export * from './report-pushes';
export * from './report-shares';
export * from './reports';
