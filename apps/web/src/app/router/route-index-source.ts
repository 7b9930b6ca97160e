import type { AreaKey } from './area-routes';

/** The text of route-index.ts: each area's paths and title keys, in the order of its routes.ts. */
export async function renderRouteIndex(): Promise<string> {
  const { AREA_ROUTE_LISTS } = await import('./feature-routes');
  const areas = Object.entries(AREA_ROUTE_LISTS) as Array<[AreaKey, Array<{ path: string; titleKey: string }>]>;
  const q = (s: string) => `'${s.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
  const body = areas.map(([area, routes]) => `  ${area}: [\n${routes.map((r) => `    [${q(r.path)}, ${q(r.titleKey)}],\n`).join('')}  ],\n`).join('');
  return `// Generated from every area's routes.ts by \`npm run routes -w apps/web\` (the build runs it; route-index.test.ts
// checks it): do not edit. The shell resolves paths and tab titles with it and loads an area's pages on first use.
import type { AreaKey } from './area-routes';

export const ROUTE_INDEX: Record<AreaKey, ReadonlyArray<readonly [path: string, titleKey: string]>> = {
${body}};
`;
}
