export * from './app';
export * from './detail';
export * from './mall-names';
export * from './mall-permissions';
export * from './orders';
