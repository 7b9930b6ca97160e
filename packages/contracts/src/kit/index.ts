export * from './jobs';
export * from './strings';
