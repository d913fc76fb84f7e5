import type { FastifyInstance } from 'fastify';
import { generateAnnouncementBanners } from '../generator/generate-announcement-banners';

/**
 * GET /gateway/cms/announcementBanner: the fresh read of the CMS, with Strapi's `data` wrapper.
 * Never cached, unlike /content/strapiAnnouncementBanner.json.
 */
export function registerAnnouncementBannerGatewayRoute(app: FastifyInstance): void {
  const lists = generateAnnouncementBanners();
  app.get(
    '/gateway/cms/announcementBanner',
    { schema: { querystring: { type: 'object' } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: lists };
    },
  );
}
