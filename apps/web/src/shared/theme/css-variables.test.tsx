import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers/app-providers';
import AntdProviders from './antd-providers';
import { contrast } from './contrast';

/**
 * Every `var(--name)` the console uses is one the theme defines: declared in a stylesheet
 * (global.css, a CSS module), set on the page by the theme providers, or given by a style
 * object beside its use. An undefined one silently falls back (antd's `--ant-*` variables are
 * not written: its CSS variables are off), as "All users" beside the user list did: #888 on white, 3.5:1.
 */
const src = path.resolve(import.meta.dirname, '../..');
function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return files(p);
    return /\.(tsx?|css)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}
const sources = files(src).map((f) => ({ file: path.relative(src, f), text: fs.readFileSync(f, 'utf8') }));

/** declared in CSS (`--x: …`) or as a style object's key (`'--x': …`) */
const declared = new Set(
  sources.flatMap(({ file, text }) => [...text.matchAll(file.endsWith('.css') ? /(--[\w-]+)\s*:/g : /['"](--[\w-]+)['"]\s*:/g)].map((m) => m[1]!)),
);
const used = sources.flatMap(({ file, text }) => [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => ({ file, name: m[1]! })));

/** what the theme providers set on the page */
function providedByTheme(): Set<string> {
  render(
    <AppProviders>
      <AntdProviders>
        <span />
      </AntdProviders>
    </AppProviders>,
  );
  const style = document.documentElement.style;
  return new Set(Array.from({ length: style.length }, (_, i) => style.item(i)).filter((n) => n.startsWith('--')));
}

describe('CSS variables', () => {
  it('uses only variables the theme defines', () => {
    const provided = providedByTheme();
    expect(provided).toContain('--diagops-alert-error-bg');
    expect(used.length).toBeGreaterThan(50);
    const undefinedUses = used.filter((u) => !declared.has(u.name) && !provided.has(u.name)).map((u) => `${u.file}: ${u.name}`);
    expect(undefinedUses).toEqual([]);
  });

  it('the quiet (secondary) text of each mode reads at AA on its surfaces', () => {
    const css = fs.readFileSync(path.join(src, 'app/global.css'), 'utf8');
    const quiet = [...css.matchAll(/--diagops-quiet:\s*rgba\((\d+), (\d+), (\d+), ([\d.]+)\)/g)].map((m) => m.slice(1).map(Number));
    expect(quiet).toHaveLength(2);
    // composited over the surface it sits on
    const over = ([r, g, b, a]: number[], bg: number) =>
      `#${[r!, g!, b!]
        .map((c) =>
          Math.round(c * a! + bg * (1 - a!))
            .toString(16)
            .padStart(2, '0'),
        )
        .join('')}`;
    expect(contrast(over(quiet[0]!, 255), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(over(quiet[1]!, 0x14), '#141414')).toBeGreaterThanOrEqual(4.5);
  });
});
