/**
 * GET /api/boxes/:code/offers?locale&page&limit — the stays a gift box gives access to, 8 per page
 * (a page past the end is empty, which tells the page to stop loading); with performMapSearch=true,
 * every one of them as a map marker, without paging.
 */
import type { FastifyInstance } from 'fastify';
import { languageOf, type Locale } from '@escapade/shared-contracts/locales';
import { BOX_OFFERS_PAGE_SIZE, boxOfferRows } from '../gift-boxes/box-offers';
import { sendNotFound } from '../http/error-handling';
import { imageUrl } from '../texts/stay-wording';
import type { AppContext } from './app-context';
import { boxCodeParamsSchema, localeSchema } from './common-schemas';

/** Far beyond the last page of the largest box; a bound keeps page × limit a small number. */
const MAX_PAGE = 10_000;

interface BoxOffersQuery {
  locale: Locale;
  page: number;
  limit: number;
  performMapSearch: boolean;
}

export function registerBoxOffersRoute(app: FastifyInstance, { catalogue }: AppContext): void {
  app.get<{ Params: { code: string }; Querystring: BoxOffersQuery }>(
    '/api/boxes/:code/offers',
    {
      schema: {
        params: boxCodeParamsSchema,
        querystring: {
          type: 'object',
          required: ['locale'],
          properties: {
            locale: localeSchema,
            page: { type: 'integer', minimum: 0, maximum: MAX_PAGE, default: 0 },
            limit: { type: 'integer', minimum: 1, maximum: BOX_OFFERS_PAGE_SIZE, default: BOX_OFFERS_PAGE_SIZE },
            performMapSearch: { type: 'boolean', default: false },
          },
        },
      },
    },
    async (request, reply) => {
      const box = catalogue.giftBoxes.get(request.params.code);
      if (!box) return sendNotFound(reply, `No gift box with code ${request.params.code}`);
      const { page, limit, performMapSearch } = request.query;
      const language = languageOf(request.query.locale);
      const rows = boxOfferRows(catalogue, box);
      if (performMapSearch) {
        return {
          exactMatch: rows.map(({ offer, hotel }) => ({
            id: offer.id,
            label: offer.labels[language],
            lat: hotel.lat,
            lng: hotel.lng,
          })),
          searchDetails: { totalCount: rows.length },
        };
      }
      return {
        exactMatch: rows.slice(page * limit, (page + 1) * limit).map(({ offer, hotel, city }) => ({
          id: offer.id,
          label: offer.labels[language],
          uri: `/stay/${offer.id}`,
          imageUrl: imageUrl(offer.images[0] ?? hotel.images[0]!),
          hotel: {
            id: hotel.id,
            label: hotel.name,
            stars: hotel.stars,
            review: { count: hotel.reviewCount, average: hotel.reviewAverage },
          },
          location: { label: city.labels[language], lat: hotel.lat, lng: hotel.lng },
        })),
        searchDetails: { totalCount: rows.length },
      };
    },
  );
}
