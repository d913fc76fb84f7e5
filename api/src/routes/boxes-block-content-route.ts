/** GET /content/boxBlock.json — the gift-box block entries of every locale (static content file). */
import type { FastifyInstance } from 'fastify';
import { boxesBlockEntries } from '../content/search-page-blocks';
import type { AppContext } from './app-context';

export function registerBoxesBlockContentRoute(app: FastifyInstance, { catalogue }: AppContext): void {
  app.get(
    '/content/boxBlock.json',
    { schema: { querystring: { type: 'object', properties: {} } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { items: boxesBlockEntries(catalogue) };
    },
  );
}
