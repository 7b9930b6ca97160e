import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Imports go one way (CONVENTIONS.md): shared → features → app. shared imports neither
 * features nor app; a feature never imports app, and uses another feature only through
 * its index.ts.
 */
const src = path.resolve(import.meta.dirname);

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return files(p);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found = [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)].map((m) => m[1]!);
  return found.map((rel) =>
    path
      .relative(src, path.resolve(path.dirname(file), rel))
      .split(path.sep)
      .join('/'),
  );
}

describe('import direction', () => {
  const problems: string[] = [];
  for (const file of files(src)) {
    const from = path.relative(src, file).split(path.sep).join('/');
    for (const to of importsOf(file)) {
      const [fromLayer, fromFeature] = from.split('/');
      const [toLayer, toFeature, ...rest] = to.split('/');
      if (fromLayer === 'shared' && (toLayer === 'features' || toLayer === 'app')) problems.push(`${from} → ${to}`);
      if (fromLayer === 'features' && toLayer === 'app') problems.push(`${from} → ${to}`);
      if (fromLayer === 'features' && toLayer === 'features' && fromFeature !== toFeature && rest.length > 0 && rest.join('/') !== 'index')
        problems.push(`${from} → ${to}`);
    }
  }
  it('shared → features → app, features through their index', () => {
    expect(problems).toEqual([]);
  });
});
