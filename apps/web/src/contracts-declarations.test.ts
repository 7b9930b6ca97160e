import fs from 'node:fs';
import path from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * vite.config.ts tells the bundler that @diagops/contracts has no side effects, so the
 * sign-in page does not load every schema for one constant. That holds while each of its
 * modules only declares: no top-level statement that runs for its effect.
 */
const root = path.resolve(import.meta.dirname, '../../../packages/contracts/src');
const DECLARATIONS = new Set([
  'ImportDeclaration',
  'ExportNamedDeclaration',
  'ExportAllDeclaration',
  'VariableDeclaration',
  'FunctionDeclaration',
  'ClassDeclaration',
  'TSTypeAliasDeclaration',
  'TSInterfaceDeclaration',
  'TSEnumDeclaration',
]);

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return files(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

describe('@diagops/contracts', () => {
  it('only declares (the web bundle treats it as free of side effects)', () => {
    const found = files(root);
    expect(found.length).toBeGreaterThan(10);
    const problems = found.flatMap((file) => {
      const code = fs.readFileSync(file, 'utf8');
      const { program, errors } = parseSync(file, code);
      if (errors.length > 0) return [`${path.relative(root, file)}: ${errors[0]!.message}`];
      return program.body.filter((s) => !DECLARATIONS.has(s.type)).map((s) => `${path.relative(root, file)}: ${code.slice(s.start, s.start + 60)}`);
    });
    expect(problems).toEqual([]);
  });
});
