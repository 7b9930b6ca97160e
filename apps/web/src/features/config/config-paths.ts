import {
  CONFIG_FOLDER,
  CONFIG_PACK_PATHS,
  CONFIG_PACK_ROUTE,
  GENERAL_CONFIG_PATHS,
  GENERAL_CONFIG_ROUTE,
  MASK_CONFIG_ROUTE,
  PRODUCT_CONFIG_PATHS,
  PRODUCT_CONFIG_ROUTE,
} from '@diagops/contracts';

// plain names only (config-names.ts): the shell's route manifest reads this file without the declarations

/** The screens of one revisioned configuration: its list, add, and edit / detail / verify of one config. */
export type RevisionedPaths = { list: string; add: string; edit: string; detail: string; verify: string };

const MASK_BASE = `${CONFIG_FOLDER}/functionMaskConfig`;
/** The function masks' screens (not in routes.tsv): the same four as the general configs'. */
export const MASK_CONFIG_PATHS = {
  add: `${MASK_BASE}/add`,
  edit: `${MASK_BASE}/edit/{id}/{maskNo}`,
  detail: `${MASK_BASE}/detail/{id}/{maskNo}`,
  verify: `${MASK_BASE}/verify/{id}/{maskNo}`,
} as const;

/** The revisioned configurations by their declaration's name. */
export const REVISIONED_PATHS = {
  generalConfig: { list: GENERAL_CONFIG_ROUTE, ...GENERAL_CONFIG_PATHS },
  productConfig: { list: PRODUCT_CONFIG_ROUTE, ...PRODUCT_CONFIG_PATHS },
  maskConfig: { list: MASK_CONFIG_ROUTE, ...MASK_CONFIG_PATHS },
  configPack: { list: CONFIG_PACK_ROUTE, ...CONFIG_PACK_PATHS },
} as const satisfies Record<string, RevisionedPaths>;
export type RevisionedName = keyof typeof REVISIONED_PATHS;

/** A path template as a react-router pattern: `{id}` is required, the names after it are optional. */
export const routePattern = (template: string) => template.replace(/\{id\}/, ':id').replace(/\{(\w+)\}/g, ':$1?');

/** A path template filled in: `{id}` with the id, the other names with the config's number (left out when unknown). */
export function fillPath(template: string, id: number, no?: string | null): string {
  return template
    .replace('{id}', String(id))
    .replace(/\{\w+\}/g, no ? encodeURIComponent(no) : '')
    .replace(/\/+$/, '');
}
