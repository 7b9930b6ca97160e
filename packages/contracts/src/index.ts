export * from './auth';
export * from './common';
export * from './errors';
export * from './permissions';
export * from './system';
