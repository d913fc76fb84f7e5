import type { FastifyInstance } from 'fastify';
import { languageOf, type Locale } from '@escapade/shared-contracts/locales';
import { sendNotFound } from '../http/error-handling';
import type { Labels } from '../vocabulary/labels';
import type { AppContext } from './app-context';
import { SLUG_PATTERN, idSchema, localeSchema } from './common-schemas';

/** The label of a place named in the hash (city=12 → "Paris"), to prefill the search box. */
export function registerPlacesRoute(app: FastifyInstance, { catalogue }: AppContext): void {
  app.get<{ Params: { category: string; id: number }; Querystring: { locale: Locale } }>(
    '/api/places/:category/:id',
    {
      schema: {
        params: {
          type: 'object',
          required: ['category', 'id'],
          properties: { category: { type: 'string', pattern: SLUG_PATTERN }, id: idSchema },
        },
        querystring: { type: 'object', required: ['locale'], properties: { locale: localeSchema } },
      },
    },
    async (request, reply) => {
      const { category, id } = request.params;
      const place = findPlace(category, id);
      if (!place) return sendNotFound(reply, `No ${category} with id ${id}`);
      return {
        id,
        label: place.labels[languageOf(request.query.locale)],
        category: category === 'hotelId' ? 'hotel' : category,
        latitude: place.lat,
        longitude: place.lng,
      };
    },
  );

  function findPlace(category: string, id: number): { labels: Labels; lat: number; lng: number } | undefined {
    switch (category) {
      case 'city':
        return catalogue.cities.get(id);
      case 'department':
        return catalogue.departments.get(id);
      case 'region':
        return catalogue.regions.get(id);
      case 'country':
        return catalogue.countries.get(id);
      case 'poi':
        return catalogue.pois.get(id);
      case 'hotel':
      case 'hotelId': {
        const hotel = catalogue.hotels.get(id);
        return (
          hotel && {
            labels: { fr: hotel.name, es: hotel.name, it: hotel.name, nl: hotel.name },
            lat: hotel.lat,
            lng: hotel.lng,
          }
        );
      }
      default:
        return undefined;
    }
  }
}
