import { GENERAL_CONFIG_PATHS, generalConfigResource, maskConfigResource, productConfigResource } from '@diagops/contracts';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en-US/config.json';
import zh from '../../locales/zh-CN/config.json';
import { fillPath } from './config-paths';
import { revisionedRoutes } from './revisioned-routes';

const textAt = (texts: unknown, titleKey: string) =>
  titleKey
    .split('.')
    .slice(1)
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), texts);
const served = (path: string) => revisionedRoutes.some((r) => matchPath(r.path, path));

describe("the revisioned configurations' routes", () => {
  it('are titled in both languages', () => {
    for (const r of revisionedRoutes) {
      expect(textAt(zh, r.titleKey), r.titleKey).toEqual(expect.any(String));
      expect(textAt(en, r.titleKey), r.titleKey).toEqual(expect.any(String));
    }
  });

  it("serve each list, the screens' paths with and without the number, and the kit list's …/detail/{id}", () => {
    for (const d of [generalConfigResource, productConfigResource, maskConfigResource]) {
      expect(served(d.screen.route), d.screen.route).toBe(true);
      const base = 'formBase' in d.screen ? d.screen.formBase : d.screen.route.replace(/\/[^/]+$/, '');
      expect(served(`${base}/detail/7`), base).toBe(true);
    }
    expect(served(fillPath(GENERAL_CONFIG_PATHS.verify, 7, 'GC 7/1'))).toBe(true);
    expect(fillPath(GENERAL_CONFIG_PATHS.edit, 7, null)).toBe('/configManagement/generalConfig/edit/7');
    expect(served('/configManagement/specialConfig/info/SN1/softwarePackageNo/3')).toBe(true);
  });
});
