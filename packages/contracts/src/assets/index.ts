export * from './asset-names';
export * from './assets';
