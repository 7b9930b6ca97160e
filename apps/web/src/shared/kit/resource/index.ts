export * from './resource-api';
export * from './resource-columns';
export * from './resource-fields';
export * from './resource-form';
export * from './resource-list-page';
