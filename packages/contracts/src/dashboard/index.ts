export * from './dashboard';
export * from './dashboard-names';
export * from './dashboard-permissions';
