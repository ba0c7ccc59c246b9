import fc from 'fast-check';
import { z } from 'zod';

/** A JSON Schema node as zod's toJSONSchema writes it (the parts the fuzzer reads). */
interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
}

/** Strings no handler should choke on: NUL, lone surrogates, RTL, emoji, injections, size. */
export const hostileStrings = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\uD800',
  '\u202Egnp.exe',
  '👩‍👩‍👧‍👦'.repeat(50),
  'Ω≈ç√∫˜µ≤≥÷ 田中さん ﷽',
  "' OR 1=1 --",
  '"); drop table "user"; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00%ff%fe',
  '${jndi:ldap://x}',
  'x'.repeat(70_000),
  `${'a'.repeat(3000)}@example.com`,
  'NaN',
  '-1',
  '1e309',
  'true',
  'null',
  '[object Object]',
];

/** Values of the wrong kind for any field. */
export const hostileValues: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  -0,
  2 ** 53 + 1,
  1e308,
  -1e308,
  [],
  {},
  [null],
  { constructor: { prototype: { polluted: true } } },
  ...hostileStrings.slice(0, 8),
];

const hostileString = fc.constantFrom(...hostileStrings);
const hostileValue = fc.constantFrom(...hostileValues);

/**
 * Values shaped by the schema, most of them valid, with hostile strings and wrong types mixed in
 * at every level: the interesting bugs hide behind the first validation a random value fails.
 */
export function arbitraryFromZod(schema: z.ZodType): fc.Arbitrary<unknown> {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return fc.jsonValue({ maxDepth: 3 });
  }
  return arbitraryFromJson(json, 0);
}

/**
 * A schema-shaped object with one top-level field replaced by a hostile value (null, a NUL
 * string, an over-long email, a huge string, the wrong type): every field meets every kind.
 */
export function fieldMutationsFromZod(schema: z.ZodType): fc.Arbitrary<unknown> {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return fc.constant({});
  }
  const keys = Object.keys(json.properties ?? json.allOf?.[0]?.properties ?? {});
  if (!keys.length) return arbitraryFromJson(json, 0);
  return fc
    .tuple(shaped(json, 0), fc.constantFrom(...keys), fc.constantFrom(...fieldHostiles))
    .map(([base, key, value]) => ({ ...(base as object), [key]: value }));
}

const fieldHostiles: unknown[] = [
  null,
  'a\u0000b',
  `${'a'.repeat(3000)}@example.com`,
  'x'.repeat(70_000),
  12345,
  ['x'],
  { nested: 'x' },
  '',
];

function withHostile(arb: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 8, arbitrary: arb },
    { weight: 1, arbitrary: hostileString },
    { weight: 1, arbitrary: hostileValue },
  );
}

function arbitraryFromJson(s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  return withHostile(shaped(s, depth));
}

function shaped(s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const union = s.anyOf ?? s.oneOf;
  if (union?.length) return fc.oneof(...union.map((u) => shaped(u, depth + 1)));
  if (s.allOf?.length) {
    const merged: JsonSchema = { type: 'object', properties: {}, required: [] };
    for (const part of s.allOf) {
      Object.assign(merged.properties!, part.properties);
      merged.required!.push(...(part.required ?? []));
    }
    return shaped(merged, depth);
  }
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return stringFor(s);
    case 'integer':
      return fc.integer({ min: s.minimum ?? -1000, max: s.maximum ?? 100_000 });
    case 'number':
      return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryFromJson(s.items ?? {}, depth + 1), {
        minLength: Math.min(s.minItems ?? 0, 3),
        maxLength: Math.min(s.maxItems ?? 4, 4),
      });
    case 'object':
      return objectFor(s, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringFor(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'uri' || s.format === 'url') return fc.webUrl();
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern));
    } catch {
      // A pattern JavaScript cannot compile: plain strings instead.
    }
  }
  const minLength = Math.min(s.minLength ?? 0, 64);
  return fc.string({ unit: 'grapheme', minLength, maxLength: Math.max(minLength, 64) });
}

function objectFor(s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const props = s.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(props).map(([k, v]) => [k, arbitraryFromJson(v, depth + 1)]),
  );
  const record = fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
  if (s.additionalProperties && typeof s.additionalProperties === 'object') {
    const extra = fc.dictionary(
      fc.string({ maxLength: 12 }),
      arbitraryFromJson(s.additionalProperties, depth + 1),
      { maxKeys: 3 },
    );
    return fc.tuple(record, extra).map(([a, b]) => ({ ...b, ...a }));
  }
  return record;
}
