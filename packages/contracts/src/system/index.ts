export * from './depts';
export * from './menus';
export * from './roles';
export * from './user-info';
export * from './users';
