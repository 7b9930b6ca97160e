// Every table of the app, for Drizzle's relational queries and drizzle-kit.
// A new area adds one line here: export * from '../../modules/<area>/<area>.tables';

export * from '../../modules/account/account.tables';
export * from '../../modules/auth/auth.tables';
export * from '../../modules/depts/depts.tables';
export * from '../../modules/dictionary/dictionary.tables';
export * from '../../modules/menus/menus.tables';
export * from '../../modules/products/products.tables';
export * from '../../modules/roles/roles.tables';
export * from '../../modules/skus/skus.tables';
export * from '../../modules/supply/supply.tables';
export * from '../../modules/users/users.tables';
export * from '../audit/audit.tables';
export * from '../kit/kit.tables';
export * from '../kv/kv.tables';
export * from '../notify/notify.tables';
export * from '../security/security.tables';
