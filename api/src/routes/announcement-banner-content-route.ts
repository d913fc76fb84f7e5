import type { FastifyInstance } from 'fastify';
import { generateAnnouncementBanners } from '../generator/generate-announcement-banners';

/** Cached copies may be this old. */
const CACHE_SECONDS = 300;

/**
 * GET /content/strapiAnnouncementBanner.json: the cached export of the CMS, the
 * same three lists as the gateway without the `data` wrapper.
 */
export function registerAnnouncementBannerContentRoute(app: FastifyInstance): void {
  const lists = generateAnnouncementBanners();
  app.get(
    '/content/strapiAnnouncementBanner.json',
    { schema: { querystring: { type: 'object' } } },
    async (_request, reply) => {
      reply.header('Cache-Control', `public, max-age=${CACHE_SECONDS}`);
      return lists;
    },
  );
}
