/** GET /api/activity-only/weekend/:id/detail.json?locale — the activity-only product page. */
import type { FastifyInstance } from 'fastify';
import { languageOf, type Locale } from '@escapade/shared-contracts/locales';
import { activityOnlyDetail } from '../activity-only/activity-only-detail';
import { sendNotFound } from '../http/error-handling';
import type { AppContext } from './app-context';
import { idParamsSchema, localeSchema } from './common-schemas';

export function registerActivityOnlyDetailRoute(app: FastifyInstance, { catalogue }: AppContext): void {
  app.get<{ Params: { id: number }; Querystring: { locale: Locale } }>(
    '/api/activity-only/weekend/:id/detail.json',
    {
      schema: {
        params: idParamsSchema,
        querystring: { type: 'object', required: ['locale'], properties: { locale: localeSchema } },
      },
    },
    async (request, reply) => {
      const activity = catalogue.activityOffers.get(request.params.id);
      // An unpublished offer is still answered (published: false): its page shows it has expired.
      const detail = activity ? activityOnlyDetail(catalogue, activity, languageOf(request.query.locale)) : null;
      if (!detail) return sendNotFound(reply, `No activity with id ${request.params.id}`);
      return detail;
    },
  );
}
