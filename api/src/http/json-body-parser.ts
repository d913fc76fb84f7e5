/**
 * JSON bodies with a depth limit. `JSON.parse` and `JSON.stringify` recurse: a body of arrays nested
 * thousands deep overflows the stack when it is stored or logged. The nesting is counted on the raw
 * text first (linear, no recursion), then the text is parsed by Fastify's own parser, which also
 * refuses `__proto__` and `constructor.prototype` keys.
 */
import type { FastifyInstance } from 'fastify';
import { ClientError } from './error-handling';
import { MAX_JSON_DEPTH } from './request-limits';

const OPENERS = new Set(['[', '{']);
const CLOSERS = new Set([']', '}']);

/** The deepest nesting of arrays and objects in a JSON text (strings are skipped). */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (OPENERS.has(char)) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (CLOSERS.has(char)) {
      depth--;
    }
  }
  return deepest;
}

function bodyTooDeep(): ClientError {
  return new ClientError(400, `Body nests arrays and objects deeper than ${MAX_JSON_DEPTH} levels`);
}

type ParseDone = (error: Error | null, body?: unknown) => void;

/**
 * Replaces the JSON parser of `scope` (and, when `alsoTextPlain`, reads text/plain bodies as JSON:
 * `navigator.sendBeacon` sends its string body as text/plain, since a JSON content type would need a
 * CORS preflight a beacon cannot make).
 */
export function installJsonBodyParser(scope: FastifyInstance, { alsoTextPlain = false } = {}): void {
  const defaultParser = scope.getDefaultJsonParser('error', 'error');
  const parse = (request: Parameters<typeof defaultParser>[0], body: string, done: ParseDone) => {
    if (jsonNestingDepth(body) > MAX_JSON_DEPTH) return done(bodyTooDeep());
    defaultParser(request, body, done);
  };
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    parse(request, body as string, done),
  );
  if (alsoTextPlain) {
    scope.removeContentTypeParser('text/plain');
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) =>
      parse(request, body as string, done),
    );
  }
}
