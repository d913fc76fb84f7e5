/**
 * Generated requests a careless or hostile client could send to one route, derived from the route's
 * own schema: every parameter it declares gets plausible values (so the handler is reached) mixed
 * with hostile ones (non-finite and out-of-range numbers, broken encodings, path tricks, huge and
 * nested values), plus bodies of every shape and content type.
 */
import fc from 'fast-check';
import { DateTime } from 'luxon';

/** What the fuzz test knows of a route: Fastify's own description of it. */
export interface FuzzedRoute {
  method: string;
  url: string;
  schema?: {
    params?: JsonSchema;
    querystring?: JsonSchema;
    body?: JsonSchema;
    headers?: JsonSchema;
  };
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  enum?: readonly unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  items?: JsonSchema;
}

export interface GeneratedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  remoteAddress: string;
}

/** Values that have broken or stalled servers: each is sent as the raw text of a query or path value. */
const HOSTILE_TEXTS = [
  'Infinity',
  '-Infinity',
  'NaN',
  '1e400',
  '-1e400',
  '-0',
  '0',
  '-1',
  '1.5',
  '9007199254740993',
  '1e21',
  '0x20',
  ' ',
  '',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '%00',
  '%E0%A4%A',
  '%',
  '%2F..%2F..%2Fetc%2Fpasswd',
  '..',
  '../../etc/passwd',
  '%C0%AE%C0%AE',
  '%F0%9F%98%80',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '1,2,3,Infinity',
  ',,,,',
  '2026-02-30',
  '9999-12-31',
  '0000-00-00',
  '2026-13',
] as const;

const longText = fc.integer({ min: 1_000, max: 20_000 }).map((length) => 'a'.repeat(length));
const hostileText = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXTS),
  longText,
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
);

function isoDate(offsetDays: number): string {
  return DateTime.utc().plus({ days: offsetDays }).toISODate()!;
}

/** A value the schema accepts (often), so the request gets past validation into the handler. */
function plausibleText(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum.map(String));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') {
    const min = schema.minimum ?? 0;
    const max = Math.min(schema.maximum ?? min + 100_000, min + 100_000);
    return fc.integer({ min: Math.ceil(min), max: Math.floor(max) }).map(String);
  }
  if (type === 'boolean') return fc.constantFrom('true', 'false');
  if (schema.format === 'date') return fc.integer({ min: -30, max: 400 }).map(isoDate);
  return fc.oneof(
    fc.stringMatching(/^[0-9]{1,5}(,[0-9]{1,5}){0,3}$/),
    fc
      .string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 20, 20) })
      .map(encodeURIComponent),
  );
}

function valueFor(schema: JsonSchema): fc.Arbitrary<string> {
  return fc.oneof({ arbitrary: plausibleText(schema), weight: 2 }, { arbitrary: hostileText, weight: 3 });
}

function queryFor(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const properties = Object.entries(schema?.properties ?? {});
  const pairs = properties.map(([name, property]) =>
    fc.option(
      fc.oneof(
        valueFor(property).map((value) => `${name}=${value}`),
        // The same key twice: the parser hands the route an array.
        fc.tuple(valueFor(property), valueFor(property)).map(([a, b]) => `${name}=${a}&${name}=${b}`),
      ),
      { freq: 4 },
    ),
  );
  const extra = fc.option(
    fc
      .tuple(fc.constantFrom('__proto__[x]', 'constructor', 'zzz', '%00', 'a[b][c]'), hostileText)
      .map(([k, v]) => `${k}=${v}`),
    { freq: 3 },
  );
  return fc
    .tuple(fc.tuple(...pairs), extra)
    .map(([values, more]) => [...values, more].filter((pair): pair is string => pair !== null).join('&'));
}

function pathFor(route: FuzzedRoute): fc.Arbitrary<string> {
  // A catch-all (CORS preflight answers `OPTIONS *`): any path at all.
  if (route.url.includes('*')) return hostileText.map((text) => route.url.replace(/^\/?\*/, `/${text}`));
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const values = names.map((name) => valueFor(route.schema?.params?.properties?.[name] ?? {}));
  return fc
    .tuple(...values)
    .map((chosen) => names.reduce((url, name, index) => url.replace(`:${name}`, chosen[index]!), route.url));
}

/** JSON values of every kind, with a schema's property names so validation is reached past the first key. */
function jsonFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const nasty = fc.oneof(
    fc.constantFrom(null, true, 0, -1, 1e308, -1e308, 2 ** 53 + 1, '', 'a'.repeat(5_000), [], {}, [[[[[]]]]]),
    fc.jsonValue({ maxDepth: 4 }),
  );
  const properties = Object.entries(schema?.properties ?? {});
  if (properties.length === 0) return nasty;
  const record = Object.fromEntries(
    properties.map(([name, property]) => [name, fc.oneof(plausibleJson(property), nasty)]),
  );
  return fc.oneof(fc.record(record, { requiredKeys: [] }), nasty);
}

function plausibleJson(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (type === 'object') return jsonFor(schema);
  if (type === 'array')
    return fc.array(schema.items ? plausibleJson(schema.items) : fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 });
  if (type === 'integer') return fc.integer({ min: -10, max: 100_000 });
  if (type === 'number') return fc.double({ noNaN: true, min: -10, max: 1e6 });
  if (type === 'boolean') return fc.boolean();
  return fc.string({ maxLength: 60 });
}

/** Bodies as raw text: JSON of the schema's shape, broken JSON, deep nesting, and sizes past the limit. */
function bodyFor(schema: JsonSchema | undefined): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { arbitrary: jsonFor(schema).map((value) => JSON.stringify(value) ?? 'null'), weight: 5 },
    {
      arbitrary: fc.constantFrom(
        undefined,
        '',
        '{',
        '{"a":',
        '\uFEFF{}',
        'null',
        '"text"',
        '{"__proto__":{"polluted":true}}',
        '{"constructor":{"prototype":{"x":1}}}',
      ),
      weight: 2,
    },
    { arbitrary: fc.integer({ min: 33, max: 6_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)), weight: 1 },
    {
      arbitrary: fc.integer({ min: 33, max: 6_000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
      weight: 1,
    },
    {
      arbitrary: fc.constantFrom(300 * 1024, 2_200_000).map((size) => JSON.stringify({ email: 'x'.repeat(size) })),
      weight: 1,
    },
  );
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  '',
] as const;

const HEADER_VALUES = fc.oneof(
  fc.constantFrom(
    'Bearer ',
    'Bearer a.b',
    'Bearer eyJlbWFpbCI6ImEiLCJleHAiOjFlMzAwfQ.x',
    'Basic YTpi',
    'Bearer ' + 'a'.repeat(3_000),
  ),
  fc.string({ maxLength: 100 }).map((text) => text.replace(/[^\x20-\x7e]/g, '')),
);

export function requestFor(route: FuzzedRoute): fc.Arbitrary<GeneratedRequest> {
  const hasBody = !['GET', 'HEAD', 'OPTIONS', 'DELETE'].includes(route.method);
  return fc
    .record({
      path: pathFor(route),
      query: queryFor(route.schema?.querystring),
      payload: hasBody ? bodyFor(route.schema?.body) : fc.constant(undefined),
      contentType: fc.constantFrom(...CONTENT_TYPES),
      authorization: fc.option(HEADER_VALUES, { freq: 3 }),
      origin: fc.option(fc.constantFrom('https://evil.example', 'null', 'http://localhost:3000'), { freq: 3 }),
      remoteAddress: fc.ipV4(),
    })
    .map(({ path, query, payload, contentType, authorization, origin, remoteAddress }) => {
      const headers: Record<string, string> = {};
      if (payload !== undefined && contentType !== '') headers['content-type'] = contentType;
      if (authorization !== null) headers.authorization = authorization;
      if (origin !== null) headers.origin = origin;
      return { method: route.method, url: query ? `${path}?${query}` : path, headers, payload, remoteAddress };
    });
}
