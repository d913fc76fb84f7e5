/** GET /content/giftBlock.json — the gift block entries of every locale (static content file). */
import type { FastifyInstance } from 'fastify';
import { giftBlockEntries } from '../content/search-page-blocks';
import type { AppContext } from './app-context';

export function registerGiftBlockRoute(app: FastifyInstance, _context: AppContext): void {
  const body = { items: giftBlockEntries() };
  app.get(
    '/content/giftBlock.json',
    { schema: { querystring: { type: 'object', properties: {} } } },
    async (_request, reply) => {
      // A content file: cacheable like the rest of /content.
      reply.header('cache-control', 'public, max-age=300');
      return body;
    },
  );
}
