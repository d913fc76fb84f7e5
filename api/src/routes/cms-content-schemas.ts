/** Request schemas and the cache rule shared by the CMS content routes. */
import type { FastifyReply } from 'fastify';
import { SLUG_PATTERN, localeSchema } from './common-schemas';

/** Content changes with a deploy or a new catalogue, not from one visit to the next. */
export const CONTENT_CACHE_CONTROL = 'public, max-age=300';

export function cacheContent(reply: FastifyReply): void {
  void reply.header('cache-control', CONTENT_CACHE_CONTROL);
}

export const localeQuerySchema = {
  type: 'object',
  required: ['locale'],
  properties: { locale: localeSchema },
} as const;

/** A page's address word: letters, digits, - and _, at most 64 characters. */
export const slugSchema = { type: 'string', pattern: SLUG_PATTERN, minLength: 1, maxLength: 64 } as const;

export function slugParamsSchema<Name extends string>(name: Name) {
  return {
    type: 'object',
    required: [name],
    properties: { [name]: slugSchema } as Record<Name, typeof slugSchema>,
  } as const;
}
