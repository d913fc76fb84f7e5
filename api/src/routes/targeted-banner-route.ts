import type { FastifyInstance } from 'fastify';
import { generateTargetedBanners, type TargetedBannersByLocale } from '../generator/generate-targeted-banners';
import type { AppContext } from './app-context';

const CACHE_SECONDS = 300;

/** GET /content/targetedBanner.json: every locale's targeted banners with their rules. */
export function registerTargetedBannerRoute(app: FastifyInstance, { catalogue }: AppContext): void {
  let banners: TargetedBannersByLocale | null = null;
  app.get('/content/targetedBanner.json', { schema: { querystring: { type: 'object' } } }, async (_request, reply) => {
    banners ??= generateTargetedBanners(catalogue);
    reply.header('Cache-Control', `public, max-age=${CACHE_SECONDS}`);
    return banners;
  });
}
