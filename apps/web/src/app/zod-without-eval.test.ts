import { describe, expect, it } from 'vitest';
import { runZodWithoutEval } from './zod-without-eval';

describe('zod without eval', () => {
  it('is the configuration zod reads: its object schemas are built without compiling a parser', async () => {
    runZodWithoutEval();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const seen: string[] = [];
    const original = globalThis.Function;
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        seen.push('new Function');
        return Reflect.construct(target, args);
      },
    });
    try {
      expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
    } finally {
      globalThis.Function = original;
    }
    expect(seen).toEqual([]);
  });
});
