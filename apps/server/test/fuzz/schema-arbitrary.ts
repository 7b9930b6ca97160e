import fc from 'fast-check';

/** A JSON schema as the OpenAPI document holds it (the parts the generator reads). */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  nullable?: boolean;
};

/** Text a careless or hostile client sends. */
export const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  "' OR 1=1 --",
  '"; drop table users; --',
  '../../../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log-injection payload, sent as plain text
  '${jndi:ldap://x}',
  '__proto__',
  '🚗'.repeat(40),
  ' ',
  '',
  '\u202E\u0301',
];

/** Numbers at the edges: column overflows, fractions, negatives. */
const HOSTILE_NUMBERS = [0, -1, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e308, -1e308];

/** A value of another type than the schema asks for. */
const wrongType = fc.constantFrom<unknown>(null, true, 'x', 12, [], {}, [[[]]], { a: { b: { c: 1 } } });

type Ctx = { resolve(ref: string): JsonSchema; depth: number };

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  const max = Math.min(s.maxLength ?? 40, 40);
  const plain = fc.string({ minLength: s.minLength ?? 0, maxLength: Math.max(max, s.minLength ?? 0) });
  const longer = fc.constant('x'.repeat((s.maxLength ?? 1000) + 1));
  return fc.oneof({ arbitrary: plain, weight: 2 }, { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 3 }, { arbitrary: longer, weight: 1 });
}

function numberArb(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? -1e6;
  const max = s.maximum ?? 1e6;
  const inRange = integer ? fc.integer({ min: Math.ceil(Math.max(min, -1e9)), max: Math.floor(Math.min(max, 1e9)) }) : fc.double({ min, max, noNaN: true });
  return fc.oneof({ arbitrary: inRange, weight: 2 }, { arbitrary: fc.constantFrom(...HOSTILE_NUMBERS), weight: 1 });
}

function typed(s: JsonSchema, ctx: Ctx): fc.Arbitrary<unknown> {
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => typed({ ...s, type }, ctx)));
  switch (types[0]) {
    case 'string':
      return stringArb(s);
    case 'integer':
      return numberArb(s, true);
    case 'number':
      return numberArb(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return ctx.depth > 4 ? fc.constant([]) : fc.array(arbitraryOf(s.items ?? {}, { ...ctx, depth: ctx.depth + 1 }), { maxLength: 3 });
    case 'object':
      return objectArb(s, ctx);
    default:
      return s.properties ? objectArb(s, ctx) : fc.anything({ maxDepth: 2 });
  }
}

function objectArb(s: JsonSchema, ctx: Ctx): fc.Arbitrary<Record<string, unknown>> {
  if (ctx.depth > 4) return fc.constant({});
  const props = s.properties ?? {};
  const inner = { ...ctx, depth: ctx.depth + 1 };
  const shape = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, arbitraryOf(v, inner)]));
  const required = (s.required ?? []).filter((k) => k in props);
  const record = fc.record(shape, { requiredKeys: required });
  // now and then a key the schema does not know, or one that would reach an object's prototype
  const extra = fc.option(fc.constantFrom('__proto__', 'constructor', 'bogus\u0000', 'x'.repeat(300)), { freq: 4 });
  return fc.tuple(record, extra).map(([r, k]) => (k === null ? r : { ...r, [k]: 1 }));
}

/** Mostly values of the schema's shape with hostile text and edge numbers inside; sometimes a value of another type. */
export function arbitraryOf(s: JsonSchema, ctx: Ctx): fc.Arbitrary<unknown> {
  if (s.$ref) return arbitraryOf(ctx.resolve(s.$ref), ctx);
  let arb: fc.Arbitrary<unknown>;
  if (s.const !== undefined) arb = fc.constant(s.const);
  else if (s.enum) arb = fc.constantFrom(...s.enum);
  else if (s.anyOf || s.oneOf) arb = fc.oneof(...(s.anyOf ?? s.oneOf)!.map((x) => arbitraryOf(x, ctx)));
  else if (s.allOf) arb = arbitraryOf(Object.assign({}, ...s.allOf.map((x) => (x.$ref ? ctx.resolve(x.$ref) : x))), ctx);
  else arb = typed(s, ctx);
  if (s.nullable) arb = fc.option(arb, { freq: 5 });
  return fc.oneof({ arbitrary: arb, weight: 6 }, { arbitrary: wrongType, weight: 1 });
}
