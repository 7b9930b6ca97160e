export * from './product-models';
export * from './products';
