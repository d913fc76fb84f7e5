/** GET /api/activities/:id/images.json?locale — the pictures of an activity-only offer, with alt texts. */
import type { FastifyInstance } from 'fastify';
import { languageOf, type Locale } from '@escapade/shared-contracts/locales';
import { sendNotFound } from '../http/error-handling';
import { activityCentreImageAlt, activityImageAlt } from '../texts/activity-wording';
import { imageUrl } from '../texts/stay-wording';
import { ACTIVITY_TAG_BY_ID } from '../vocabulary/activity-tags';
import type { AppContext } from './app-context';
import { idParamsSchema, localeSchema } from './common-schemas';

export function registerActivityImagesRoute(app: FastifyInstance, { catalogue }: AppContext): void {
  app.get<{ Params: { id: number }; Querystring: { locale: Locale } }>(
    '/api/activities/:id/images.json',
    {
      schema: {
        params: idParamsSchema,
        querystring: { type: 'object', required: ['locale'], properties: { locale: localeSchema } },
      },
    },
    async (request, reply) => {
      const activity = catalogue.activityOffers.get(request.params.id);
      const hotel = activity ? catalogue.hotels.get(activity.hotelId) : undefined;
      const city = hotel ? catalogue.cities.get(hotel.cityId) : undefined;
      if (!activity || !hotel || !city) return sendNotFound(reply, `No activity with id ${request.params.id}`);
      const language = languageOf(request.query.locale);
      const activityName = ACTIVITY_TAG_BY_ID.get(activity.tagId)?.labels[language] ?? activity.labels[language];
      return {
        images: activity.images.map((image) => ({
          url: imageUrl(image),
          // Pictures of the activity name it; the others show the hotel hosting it.
          alt:
            image.kind === 'activity'
              ? activityImageAlt(activityName, hotel.name, language)
              : activityCentreImageAlt(hotel.name, city.labels[language], language),
        })),
      };
    },
  );
}
