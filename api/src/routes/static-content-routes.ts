/** GET /api/static-content/:id?locale — the shop's static pages (conditions, data protection, cookies, partners). */
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@escapade/shared-contracts/locales';
import { findStaticContent } from '../content/static-pages/static-page-lookup';
import { sendNotFound } from '../http/error-handling';
import type { AppContext } from './app-context';
import { SLUG_PATTERN, isoDateSchema, localeSchema } from './common-schemas';

/** The texts change with a deploy, not by the minute: browsers and the edge may keep them a while. */
const STATIC_CONTENT_CACHE_CONTROL = 'public, max-age=300';

const nonEmptyText = { type: 'string', minLength: 1 } as const;

const staticContentSchema = {
  type: 'object',
  required: ['id', 'title', 'updatedOn', 'sections'],
  additionalProperties: false,
  properties: {
    id: nonEmptyText,
    title: nonEmptyText,
    updatedOn: isoDateSchema,
    sections: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['heading', 'paragraphs'],
        additionalProperties: false,
        properties: {
          heading: nonEmptyText,
          paragraphs: { type: 'array', minItems: 1, items: nonEmptyText },
        },
      },
    },
  },
} as const;

export function registerStaticContentRoutes(app: FastifyInstance, _context: AppContext): void {
  app.get<{ Params: { id: string }; Querystring: { locale: Locale } }>(
    '/api/static-content/:id',
    {
      schema: {
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', pattern: SLUG_PATTERN } },
        },
        querystring: { type: 'object', required: ['locale'], properties: { locale: localeSchema } },
        response: { 200: staticContentSchema },
      },
    },
    async (request, reply) => {
      const content = findStaticContent(request.params.id, request.query.locale);
      if (!content) return sendNotFound(reply, `No static page ${request.params.id} for ${request.query.locale}`);
      void reply.header('cache-control', STATIC_CONTENT_CACHE_CONTROL);
      return content;
    },
  );
}
