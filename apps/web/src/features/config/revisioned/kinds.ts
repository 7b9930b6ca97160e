import {
  configPackResource,
  generalConfigResource,
  maskConfigResource,
  ODM_CONFIG_ROUTE,
  productConfigResource,
  type ResourceDef,
  SPECIAL_CONFIG_ROUTE,
} from '@diagops/contracts';
import { fillPath, REVISIONED_PATHS, type RevisionedName, type RevisionedPaths } from '../config-paths';

/** One revisioned configuration as its screens see it: the declaration, its screens' paths and the field holding its number. */
export type RevisionedKind = {
  name: RevisionedName;
  def: ResourceDef;
  paths: RevisionedPaths;
  /** the config's number (in the paths and the titles) */
  numberField: string;
};

export const REVISIONED_KINDS: RevisionedKind[] = [
  { name: 'generalConfig', def: generalConfigResource, paths: REVISIONED_PATHS.generalConfig, numberField: 'configNo' },
  { name: 'productConfig', def: productConfigResource, paths: REVISIONED_PATHS.productConfig, numberField: 'packageNo' },
  { name: 'maskConfig', def: maskConfigResource, paths: REVISIONED_PATHS.maskConfig, numberField: 'maskNo' },
  { name: 'configPack', def: configPackResource, paths: REVISIONED_PATHS.configPack, numberField: 'packNo' },
];

/** The configuration a route belongs to (its folder: /configManagement/generalConfig/…). */
export function kindOfPath(pathname: string): RevisionedKind {
  const folder = (p: string) => p.replace(/\/[^/]+$/, '/');
  return REVISIONED_KINDS.find((k) => pathname.startsWith(folder(k.paths.list))) ?? REVISIONED_KINDS[0]!;
}

/** The path of one config's screen. */
export const configPath = (kind: RevisionedKind, screen: 'edit' | 'detail' | 'verify', row: { id: number } & Record<string, unknown>) =>
  fillPath(kind.paths[screen], row.id, (row[kind.numberField] as string | null | undefined) ?? null);

const BY_SOURCE: Record<string, RevisionedName> = { general: 'generalConfig', product: 'productConfig', mask: 'maskConfig', pack: 'configPack' };

/** Where a config named by its source (general, product, mask, special) and number is read: its detail (a special config: the list). */
export function sourcePath(source: string, id: number, no: string): string {
  if (source === 'odm') return ODM_CONFIG_ROUTE;
  const name = BY_SOURCE[source];
  return name ? fillPath(REVISIONED_PATHS[name].detail, id, no) : SPECIAL_CONFIG_ROUTE;
}
