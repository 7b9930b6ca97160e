export * from './knowledge';
