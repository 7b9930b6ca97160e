/**
 * Names the OpenAPI document gives an operation, derived from its route alone so that they
 * stay the same when other routes are added (docs/api.md "Operation names"):
 *
 *   POST   /{svc}-product/platformsku/skus            → productPlatformskuSkus
 *   GET    /{svc}-dic/dic/{product}/getWarehouse/{type} → dicGetWarehouseByType
 *   DELETE /{svc}-user/user/{id}                       → deleteUserById
 *
 * The words are the service (`{svc}-<service>`, the `{svc}-` dropped), then the fixed
 * segments (a segment equal to the one before it is said once); path parameters in the
 * middle are left out, trailing ones become `By<Name>[And<Name>]`. GET and POST add nothing
 * (the path carries the verb in this API's style); PUT, PATCH, DELETE and OPTIONS lead with the method.
 */
const WORD = /[A-Za-z0-9]+/g;

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** 'plat-user' → ['plat', 'user']; 'getUserPage' keeps its own capitals. */
function words(segment: string): string[] {
  return segment.match(WORD) ?? [];
}

function camel(parts: string[]): string {
  const all = parts.flatMap(words).filter(Boolean);
  return all.map((w, i) => (i === 0 ? w.charAt(0).toLowerCase() + w.slice(1) : capitalise(w))).join('');
}

/** Path segments of a Fastify url, with the service prefix turned into the service name. */
function segmentsOf(url: string, svc: string): string[] {
  const segments = url.split('/').filter(Boolean);
  const first = segments[0];
  if (first?.startsWith(`${svc}-`)) segments[0] = first.slice(svc.length + 1);
  return segments;
}

const isParam = (segment: string) => segment.startsWith(':') || segment.startsWith('{');
const paramName = (segment: string) => segment.replace(/^[:{]|[}?]$/g, '');

export function operationIdOf(method: string, url: string, svc: string): string {
  const segments = segmentsOf(url, svc);
  let end = segments.length;
  while (end > 0 && isParam(segments[end - 1]!)) end--;
  const fixed: string[] = [];
  for (const s of segments.slice(0, end)) {
    if (isParam(s)) continue;
    if (fixed.at(-1)?.toLowerCase() !== s.toLowerCase()) fixed.push(s);
  }
  const trailing = segments.slice(end).map(paramName);
  const by = trailing.length > 0 ? ['by', ...trailing.flatMap((p, i) => (i === 0 ? [p] : ['and', p]))] : [];
  const verb = ['PUT', 'PATCH', 'DELETE', 'OPTIONS'].includes(method.toUpperCase()) ? [method.toLowerCase()] : [];
  return camel([...verb, ...fixed, ...by]);
}

/**
 * The tag a route gets when it declares none: the resource, i.e. the first fixed segment
 * after the service prefix (`/{svc}-product/platformsku/…` → `platformsku`).
 */
export function defaultTagOf(url: string, svc: string): string {
  const segments = segmentsOf(url, svc).filter((s) => !isParam(s));
  return segments[1] ?? segments[0] ?? 'other';
}
