import fc from 'fast-check';

/** Values for the fuzz suite: well-formed ones derived from a JSON schema, and hostile ones to put anywhere. */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  nullable?: boolean;
  additionalProperties?: boolean | JsonSchema;
}

const MEGABYTE = 'x'.repeat(1024 * 1024);

/** Strings no field should choke on: NUL, lone surrogates, bidi overrides, 1 MB, injections, numbers as text. */
export const hostileString = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\uD800',
  'ok\uDFFFok',
  '\u202Egnp.exe',
  '\u202D\u202E\u2066\u2069',
  MEGABYTE,
  '',
  ' ',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '-1',
  '9223372036854775808',
  '0x10',
  "'; drop table stores; --",
  '../../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  '\uFEFF\u200B',
  '𝕂𝕒𝕤𝕦𝕨𝕒',
);

/** Anything in place of a field: hostile strings, wrong types, huge, negative and odd numbers. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom<unknown>(
    1e308,
    -1e308,
    2 ** 63,
    -(2 ** 63),
    Number.MAX_SAFE_INTEGER + 2,
    -1,
    -0,
    0,
    0.5,
    null,
    true,
    false,
    [],
    {},
    [null],
    { $gt: '' },
    JSON.parse('{"__proto__": {"admin": true}}'),
  ),
  fc.integer(),
  fc.double({ noNaN: true }),
);

const wellFormedString = (s: JsonSchema): fc.Arbitrary<string> => {
  if (s.format === 'uuid') return fc.uuid({ version: 4 });
  if (s.format === 'email') return fc.constantFrom('ada@example.ng', 'buyer@example.com');
  if (s.format === 'uri' || s.format === 'url') return fc.constant('https://example.com/x');
  if (s.format === 'date-time') return fc.constant(new Date(0).toISOString());
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= (s.maxLength ?? 200));
    } catch {
      // A pattern JavaScript cannot read: fall through to plain text.
    }
  }
  const min = s.minLength ?? 0;
  return fc.string({ minLength: min, maxLength: Math.max(min, Math.min(s.maxLength ?? 20, 20)) });
};

const typeOf = (s: JsonSchema) => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type);

/** A value the schema accepts, as far as a generator can tell without running the validator. */
export function wellFormed(s: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!s || depth > 6) return fc.constant(null);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => wellFormed(a, depth + 1)));
  if (s.allOf?.length) return wellFormed(Object.assign({}, ...s.allOf), depth + 1);
  switch (typeOf(s)) {
    case 'string':
      return wellFormedString(s);
    case 'integer':
      return fc.integer({
        min: Math.max(s.minimum ?? 0, -1e9),
        max: Math.max(Math.min(s.maximum ?? 1000, 1e9), s.minimum ?? 0),
      });
    case 'number':
      return fc.double({ min: s.minimum ?? 0, max: Math.min(s.maximum ?? 1000, 1e9), noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(wellFormed(s.items, depth + 1), { maxLength: 3 });
    case 'null':
      return fc.constant(null);
    default: {
      const props = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, child] of Object.entries(props)) model[key] = wellFormed(child, depth + 1);
      return fc.record(model, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) });
    }
  }
}

/**
 * A well-formed value with some of its fields replaced by hostile values, some required fields dropped,
 * or the whole value replaced: each leaf is left alone most of the time so the request gets past the
 * first field and reaches the deeper ones.
 */
export function mutated(s: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const props = s?.properties;
  const leaf = fc.oneof(
    { weight: 3, arbitrary: wellFormed(s, depth) },
    { weight: 1, arbitrary: hostileValue },
  );
  if (!props || depth > 6) {
    if (s && typeOf(s) === 'array' && depth <= 6) {
      return fc.oneof(fc.array(mutated(s.items, depth + 1), { maxLength: 3 }), hostileValue);
    }
    return leaf;
  }
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, child] of Object.entries(props)) model[key] = mutated(child, depth + 1);
  // Every key optional: a missing required field is one of the mutations.
  return fc.oneof(
    { weight: 6, arbitrary: fc.record(model, { requiredKeys: [] }) },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** Query values are text: a well-formed value as text, or a hostile string. */
export function queryValue(s: JsonSchema | undefined): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: wellFormed(s).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))) },
    { weight: 1, arbitrary: hostileString },
    { weight: 1, arbitrary: hostileValue.map((v) => String(v)) },
  );
}

/**
 * Percent-encodes text for a URL. Lone surrogates cannot be encoded as UTF-8, so they go as the bytes a
 * careless client would send (an invalid UTF-8 sequence), which is what the server must cope with.
 */
export function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text.replace(/[\uD800-\uDFFF]/g, '%ED%A0%80').replace(/[^\w%-]/g, (c) => {
      try {
        return encodeURIComponent(c);
      } catch {
        return '%ED%A0%80';
      }
    });
  }
}

/** Raw text of a query or path segment no well-behaved client sends: invalid escapes and bytes. */
export const rawHostileSegment = fc.constantFrom(
  '%',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AE%C0%AE',
  '%00',
  '%E2%80%AE',
  '..',
  '%2e%2e%2f',
  '-1',
  '0',
  '1e308',
  '9223372036854775808',
  '99999999999999999999999999',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'not-a-uuid',
  'KSW-000000000000000000000000',
);

/** Bodies that are not the JSON they claim to be, and multipart forms cut short. */
export const brokenBodies: { contentType: string; body: string }[] = [
  { contentType: 'application/json', body: '{"title": "Adire' },
  { contentType: 'application/json', body: '[' },
  { contentType: 'application/json', body: 'nul' },
  { contentType: 'application/json', body: '\u0000' },
  { contentType: 'application/json', body: '{"a":1}{"b":2}' },
  { contentType: 'application/json', body: '{"__proto__": {"admin": true}}' },
  { contentType: 'application/json', body: '"just a string"' },
  { contentType: 'application/json', body: '123' },
  { contentType: 'application/json', body: '' },
  { contentType: 'application/json; charset=utf-16', body: '{}' },
  { contentType: 'text/plain', body: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', body: 'a=%zz&b=%00&c=%ED%A0%80' },
  { contentType: 'application/xml', body: '<a/>' },
  {
    contentType: 'multipart/form-data; boundary=----fuzz',
    body: '------fuzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n',
  },
  {
    contentType: 'multipart/form-data; boundary=----fuzz',
    body: '------fuzz\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\ntitle,price\r\nx,1\r\n------fuzz',
  },
  {
    contentType: 'multipart/form-data; boundary=----fuzz',
    body: '------fuzz\r\nContent-Disposition: bogus\r\n',
  },
  { contentType: 'multipart/form-data', body: 'no boundary at all' },
  { contentType: 'multipart/form-data; boundary=----fuzz', body: '' },
];
