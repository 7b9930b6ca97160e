export * from './activities';
export * from './adverts';
export * from './app';
export * from './brush-hiding';
export * from './marketing-names';
export * from './marketing-permissions';
export * from './scenes';
