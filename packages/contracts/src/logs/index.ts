export * from './analysis';
export * from './device-logs';
export * from './log-names';
export * from './system-logs';
