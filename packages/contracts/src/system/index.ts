export * from './user-info';
