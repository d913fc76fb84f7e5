/**
 * Every number a route accepts is finite and bounded by its schema: each numeric field declares a
 * minimum and a maximum, and each numeric query or path parameter refuses non-finite, out-of-range
 * and malformed values with a 400 that names it. Routes are read from the api itself, so a new
 * route is checked without being listed here.
 */
import { DateTime } from 'luxon';
import {
  BOX_CODE_PATTERN,
  INTEGER_LIST_PATTERN,
  MONTH_PATTERN,
  SLUG_PATTERN,
  WORD_LIST_PATTERN,
} from '../routes/common-schemas';
import { buildAppWithRoutes, type AppWithRoutes } from './app-with-routes';
import type { FuzzedRoute, JsonSchema } from './bad-request-arbitraries';
import { fuzzableRoutes } from './fuzz-routes';

let api: AppWithRoutes;
beforeAll(async () => {
  api = await buildAppWithRoutes();
});
afterAll(async () => {
  await api.close();
});

function isNumeric(schema: JsonSchema): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('integer') || types.includes('number');
}

/** Paths (`body/items/price`) of numeric fields anywhere in a schema that lack a finite minimum or maximum. */
function unboundedNumbers(schema: JsonSchema | undefined, path: string): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const own = isNumeric(schema) && !(Number.isFinite(schema.minimum) && Number.isFinite(schema.maximum)) ? [path] : [];
  const nested = [
    ...Object.entries(schema.properties ?? {}).flatMap(([name, property]) =>
      unboundedNumbers(property, `${path}/${name}`),
    ),
    ...unboundedNumbers(schema.items, `${path}/items`),
    ...unboundedNumbers((schema as { additionalProperties?: JsonSchema }).additionalProperties, `${path}/*`),
  ];
  return [...own, ...nested];
}

const nextMonth = DateTime.utc().plus({ days: 31 }).toFormat('yyyy-MM');
const inAMonth = DateTime.utc().plus({ days: 30 }).toISODate()!;
const VALID_FOR_PATTERN: Record<string, string> = {
  [MONTH_PATTERN]: nextMonth,
  [INTEGER_LIST_PATTERN]: '1',
  [WORD_LIST_PATTERN]: 'a',
  [SLUG_PATTERN]: 'a',
  [BOX_CODE_PATTERN]: 'WELLNESS-EBOX',
};

/** A value the schema accepts, so that only the parameter under test is wrong. */
function validValue(schema: JsonSchema): string {
  if (schema.enum) return String(schema.enum[0]);
  if (isNumeric(schema)) return String(schema.minimum ?? 1);
  if (schema.format === 'date') return inAMonth;
  const pattern = (schema as { pattern?: string }).pattern;
  if (pattern) return VALID_FOR_PATTERN[pattern] ?? 'a';
  if (schema.format === 'email') return 'someone@example.fr';
  return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
}

function hostileValues(schema: JsonSchema): string[] {
  const values = ['Infinity', '-Infinity', 'NaN', '1e400', '-1e400', 'abc', '1e999999'];
  if (Number.isFinite(schema.maximum)) values.push(String(schema.maximum! + 1), '1e20');
  if (Number.isFinite(schema.minimum)) values.push(String(schema.minimum! - 1), '-1e20');
  if (schema.minimum !== undefined && schema.minimum > 0) values.push('-0');
  if ((Array.isArray(schema.type) ? schema.type : [schema.type]).includes('integer')) values.push('1.5');
  return values;
}

function requestUrl(
  route: FuzzedRoute,
  override: { part: 'params' | 'querystring'; name: string; value: string },
): string {
  const params = route.schema?.params?.properties ?? {};
  const path = route.url.replace(/:(\w+)/g, (_match, name: string) =>
    override.part === 'params' && override.name === name
      ? override.value
      : validValue(params[name] ?? { type: 'integer', minimum: 1 }),
  );
  const query = route.schema?.querystring;
  const pairs = Object.entries(query?.properties ?? {})
    .filter(([name]) => (override.part === 'querystring' && override.name === name) || query?.required?.includes(name))
    .map(
      ([name, property]) =>
        `${name}=${override.part === 'querystring' && override.name === name ? override.value : encodeURIComponent(validValue(property))}`,
    );
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

describe('numbers every route accepts', () => {
  it('are bounded by a minimum and a maximum in every schema', () => {
    const unbounded = fuzzableRoutes(api.routes).flatMap((route) =>
      (['params', 'querystring', 'body', 'headers'] as const).flatMap((part) =>
        unboundedNumbers(route.schema?.[part], `${route.method} ${route.url} ${part}`),
      ),
    );
    expect(unbounded).toEqual([]);
  });

  it('refuse non-finite, out-of-range and malformed values in the query and the path with a 400 naming the parameter', async () => {
    const accepted: string[] = [];
    let checked = 0;
    for (const route of fuzzableRoutes(api.routes)) {
      for (const part of ['params', 'querystring'] as const) {
        for (const [name, property] of Object.entries(route.schema?.[part]?.properties ?? {})) {
          if (!isNumeric(property)) continue;
          for (const value of hostileValues(property)) {
            const url = requestUrl(route, { part, name, value });
            const response = await api.app.inject({
              method: route.method as 'GET',
              url,
              remoteAddress: `10.9.${checked % 250}.${Math.floor(checked / 250) % 250}`,
            });
            checked += 1;
            const namesParameter =
              response.statusCode === 400 && String(response.json().message).includes(`${part}/${name}`);
            if (!namesParameter)
              accepted.push(`${route.method} ${url} → ${response.statusCode} ${response.body.slice(0, 120)}`);
          }
        }
      }
    }
    expect(accepted).toEqual([]);
    expect(checked).toBeGreaterThan(200);
  });

  it('answer the requests that used to take the shop down with a 400 within a second', async () => {
    for (const url of [
      '/hotels/1024/availabilities.json?month=2026-12&length=Infinity&offerId=20039&adult=2&child=0&baby=0',
      '/hotels/1024/availabilities.json?month=2026-12&length=1e400&offerId=20039&adult=2&child=0&baby=0',
      `/product/20039/quote?locale=fr_FR&checkin=${inAMonth}&nights=1&adult=Infinity`,
      '/images/hotel/1.svg?w=Infinity',
    ]) {
      const started = performance.now();
      const response = await api.app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/must be a finite number/);
      expect(performance.now() - started).toBeLessThan(1_000);
    }
  });
});
