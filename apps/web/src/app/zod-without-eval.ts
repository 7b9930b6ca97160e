/**
 * The console's Content-Security-Policy allows no eval. zod tries `new Function` once, when its
 * first object schema is built, to compile a faster parser; under the policy the try fails and
 * the browser reports a violation. `jitless` skips the try. It is set through the global that
 * zod reads its configuration from, so that the first page does not load zod to say so; call
 * this before any schema is built (the first thing main.tsx does).
 */
export function runZodWithoutEval(): void {
  const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  // changed in place: a zod already loaded holds this very object
  g.__zod_globalConfig ??= {};
  g.__zod_globalConfig.jitless = true;
}
