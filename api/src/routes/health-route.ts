import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context';

export function registerHealthRoute(app: FastifyInstance, { catalogue }: AppContext): void {
  app.get('/health', { schema: { querystring: { type: 'object' } } }, async () => ({
    status: 'ok',
    generatorVersion: catalogue.meta.generatorVersion,
    seed: catalogue.meta.seed,
    availabilityStart: catalogue.meta.availabilityStart,
    generatedAt: catalogue.meta.generatedAt,
    counts: catalogue.counts(),
  }));
}
