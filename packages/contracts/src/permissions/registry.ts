/**
 * Permission names. Each business area declares its own in a file beside this one and
 * adds it to ALL_PERMISSIONS in index.ts. A route declares exactly one of:
 * a permission name, PUBLIC (no sign-in), SIGNED_IN (any signed-in user), or CUSTOMER
 * (a signed-in customer; staff tokens never open it, customer tokens open nothing else).
 * In the menu tree a permission is a "button" node under the page it belongs to; a role
 * grants menu nodes, and a user's permissions are the names of the nodes their roles grant.
 */
export const PUBLIC = 'public' as const;
export const SIGNED_IN = 'signed-in' as const;
/** A customer (app user) signed in with a customer token; only routes under /{svc}-app/ use it. */
export const CUSTOMER = 'customer' as const;

export type PermissionDef = {
  /** the permission string, e.g. 'sys_user_add' */
  name: string;
  /** the route of the page whose menu node holds it as a button */
  page: string;
  zh: string;
  en: string;
};

/** Pure: a registry nobody reads is dropped from a bundle (the shell reads the names alone). */
/*#__NO_SIDE_EFFECTS__*/
export function definePermissions<const T extends Record<string, PermissionDef>>(defs: T): T {
  return defs;
}
