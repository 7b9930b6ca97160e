export * from './devices';
