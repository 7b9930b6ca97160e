import { describe, expect, it } from 'vitest';
import indexText from './route-index.ts?raw';
import { renderRouteIndex } from './route-index-source';

describe('route index', () => {
  it('lists every page of every area as their routes.ts do (run `npm run routes -w apps/web` when it does not)', async () => {
    expect(indexText).toBe(await renderRouteIndex());
  });
});
