export * from './jobs';
export * from './strings';
export * from './resource';
