export * from './jobs';
export * from './resource';
export * from './strings';
