export * from './channels';
