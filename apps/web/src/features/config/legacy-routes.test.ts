import { CONFIG_LEGACY_RESOURCES } from '@diagops/contracts';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en-US/config.json';
import zh from '../../locales/zh-CN/config.json';
import { configLegacyRoutes } from './legacy-routes';

const lookup = (tree: unknown, key: string) => key.split('.').reduce<unknown>((at, k) => (at as Record<string, unknown> | undefined)?.[k], tree);

describe("the configuration area's simpler screens: their routes", () => {
  it('title every route in both languages', () => {
    for (const r of configLegacyRoutes) {
      const key = r.titleKey.replace(/^config\./, '');
      expect(lookup(zh, key), r.titleKey).toEqual(expect.any(String));
      expect(lookup(en, key), r.titleKey).toEqual(expect.any(String));
    }
  });

  it('register each list and each form path a declaration names (screen.formPaths, ?id= on the path alone)', () => {
    const patterns = configLegacyRoutes.map((r) => r.path);
    const served = (path: string) => patterns.some((p) => matchPath(p, path));
    for (const d of CONFIG_LEGACY_RESOURCES) {
      expect(served(d.screen.route), d.screen.route).toBe(true);
      const paths = 'formPaths' in d.screen ? Object.values(d.screen.formPaths as Record<string, string>) : [];
      for (const template of paths) {
        const path = template
          .replace(/\/\{\w+\?\}/g, '')
          .split('?')[0]!
          .replace(/\{\w+\}/g, '7');
        expect(served(path), template).toBe(true);
      }
    }
  });
});
