export * from './skus';
