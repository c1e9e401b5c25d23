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

/**
 * Text fields whose rules the document cannot show (zod refinements publish only `type: string`): a
 * value their names call for, so a well-formed body gets past them to the fields behind.
 */
function byName(name: string): fc.Arbitrary<string> | null {
  if (/email/i.test(name)) return fc.constantFrom('ada@example.ng', 'buyer@example.com');
  if (/phone|whatsapp/i.test(name)) return fc.constantFrom('+2348012345678', '08012345678');
  if (/sub_?domain/i.test(name)) return fc.stringMatching(/^[a-z][a-z0-9]{3,12}$/);
  if (/url|website|link/i.test(name)) return fc.constant('https://example.com/x');
  if (/currency/i.test(name)) return fc.constantFrom('NGN', 'USD', 'GHS');
  if (/country/i.test(name)) return fc.constantFrom('Nigeria', 'Ghana');
  if (/password/i.test(name)) return fc.constant('Correct-Horse-9-battery');
  return null;
}

const typeOf = (s: JsonSchema) => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type);

/** A value the schema accepts, as far as a generator can tell without running the validator. */
export function wellFormed(s: JsonSchema | undefined, depth = 0, name = ''): fc.Arbitrary<unknown> {
  if (!s || depth > 6) return fc.constant(null);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => wellFormed(a, depth + 1)));
  if (s.allOf?.length) return wellFormed(Object.assign({}, ...s.allOf), depth + 1);
  switch (typeOf(s)) {
    case 'string':
      return byName(name) ?? wellFormedString(s);
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
      for (const [key, child] of Object.entries(props)) model[key] = wellFormed(child, depth + 1, key);
      return fc.record(model, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) });
    }
  }
}

/**
 * A well-formed value with one spot spoiled: a field (at any depth, or the whole value) replaced by a
 * hostile value, or a field dropped. Everything else stays valid, so the request gets past the schema's
 * other checks and the spoiled field reaches as deep as the server lets it.
 */
export function mutated(s: JsonSchema | undefined): fc.Arbitrary<unknown> {
  return fc
    .tuple(wellFormed(s), fc.nat(), hostileValue, fc.boolean())
    .map(([value, pick, hostile, drop]) => spoil(value, pick, hostile, drop));
}

function spoil(value: unknown, pick: number, hostile: unknown, drop: boolean): unknown {
  const spots: { parent: Record<string | number, unknown>; key: string | number }[] = [];
  const walk = (v: unknown) => {
    if (v === null || typeof v !== 'object') return;
    const parent = v as Record<string | number, unknown>;
    for (const key of Object.keys(v)) {
      spots.push({ parent, key: Array.isArray(v) ? Number(key) : key });
      walk(parent[key]);
    }
  };
  const copy = structuredClone(value);
  walk(copy);
  const spot = spots[pick % (spots.length + 1)];
  if (!spot) return hostile;
  if (drop && !Array.isArray(spot.parent)) delete spot.parent[spot.key];
  else spot.parent[spot.key] = hostile;
  return copy;
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
  // Nesting deep enough to overflow a recursive walk: 10 KB of arrays, and of objects.
  { contentType: 'application/json', body: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { contentType: 'application/json', body: `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}` },
];

/**
 * A multipart form of hostile parts (names, file names, types and contents), sometimes cut short at a
 * random byte the way a dropped mobile connection leaves it.
 */
export const hostileMultipart: fc.Arbitrary<{ contentType: string; body: string }> = fc
  .record({
    parts: fc.array(
      fc.record({
        name: fc.oneof(fc.constantFrom('file', 'image', 'logo', 'banner', 'csv'), hostileString),
        filename: fc.option(fc.oneof(fc.constantFrom('a.png', 'products.csv', 'a.webp'), hostileString)),
        type: fc.constantFrom('image/png', 'image/jpeg', 'text/csv', 'application/octet-stream', '\u0000'),
        content: fc.oneof(
          fc.constantFrom(
            '\x89PNG\r\n\x1a\n',
            'title,price\r\nAdire,1500\r\n',
            'title,price\r\n\u0000,-1\r\n',
          ),
          hostileString,
        ),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    cut: fc.option(fc.nat(), { freq: 2 }),
  })
  .map(({ parts, cut }) => {
    const head = (p: { name: string; filename: string | null; type: string }) =>
      `Content-Disposition: form-data; name="${p.name}"${p.filename === null ? '' : `; filename="${p.filename}"`}\r\nContent-Type: ${p.type}`;
    const whole = `${parts.map((p) => `------fuzz\r\n${head(p)}\r\n\r\n${p.content}\r\n`).join('')}------fuzz--\r\n`;
    const body = cut === null ? whole : whole.slice(0, cut % whole.length);
    return { contentType: 'multipart/form-data; boundary=----fuzz', body };
  });
