import { describe, expect, it } from 'vitest';
import indexText from './code-permissions.ts?raw';
import { renderCodePermissions } from './code-permissions-source';

describe('code permissions', () => {
  it('names every permission of ALL_PERMISSIONS (run `npm run routes -w apps/web` when it does not)', async () => {
    expect(indexText).toBe(await renderCodePermissions());
  });
});
