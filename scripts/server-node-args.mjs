// How Node runs the server, in one place: npm start, docs/deploy.md and the benches that start
// the server as deployed (bench/list, bench/customers) all use these flags.

/**
 * A young generation of 64 MB semi-spaces instead of Node's 16 MB: a list request allocates
 * its rows, the query builder's objects and the reply, and with 16 MB the scavenger ran often
 * enough to take 11–14 % of the server's CPU under load (a CPU profile of bench/customers'
 * phone-suffix search). With 64 MB the same search served 355–475 req/s against 306–410 with
 * the default, in alternating runs, at about the same resident memory (docs/decisions/0011).
 * An operator's own --max-semi-space-size in NODE_OPTIONS is kept.
 */
export const SEMI_SPACE_MB = 64;

/** The arguments before the server's entry file: GC sizing, then tsx for the TypeScript sources. */
export function serverNodeArgs(env = process.env) {
  const own = /--max-semi-space-size/.test(env.NODE_OPTIONS ?? '');
  return [...(own ? [] : [`--max-semi-space-size=${SEMI_SPACE_MB}`]), '--import', 'tsx'];
}
