export * from './software';
