export * from './jobs';
export * from './resource';
export * from './states';
export * from './strings';
