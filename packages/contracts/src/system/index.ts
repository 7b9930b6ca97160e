export * from './menus';
export * from './user-info';
