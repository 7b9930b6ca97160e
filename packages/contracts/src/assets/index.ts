export * from './assets';
