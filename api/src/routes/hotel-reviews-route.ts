import type { FastifyInstance } from 'fastify';
import { LANGUAGES, type Locale } from '@escapade/shared-contracts/locales';
import type { ReviewRecord } from '../catalogue/catalogue-records';
import { sendNotFound } from '../http/error-handling';
import { reviewDetails } from '../reviews/review-details';
import type { AppContext } from './app-context';
import { idParamsSchema, localeSchema } from './common-schemas';

/** Reviews per page. */
const PAGE_SIZE = 10;
const SORTS = ['newest', 'oldest', 'highest', 'lowest'] as const;
type ReviewSort = (typeof SORTS)[number];

const COMPARE: Readonly<Record<ReviewSort, (a: ReviewRecord, b: ReviewRecord) => number>> = {
  newest: (a, b) => b.date.localeCompare(a.date) || b.id - a.id,
  oldest: (a, b) => a.date.localeCompare(b.date) || a.id - b.id,
  highest: (a, b) => b.average - a.average || b.date.localeCompare(a.date),
  lowest: (a, b) => a.average - b.average || b.date.localeCompare(a.date),
};

/** Guest reviews of a hotel, 10 per page, optionally in one language. */
export function registerHotelReviewsRoute(app: FastifyInstance, { catalogue }: AppContext): void {
  app.get<{
    Params: { id: number };
    Querystring: {
      locale: Locale;
      page: number;
      sort: ReviewSort;
      language?: string;
      withOtherLanguageFallback?: boolean;
      client?: string;
    };
  }>(
    '/api/hotel/:id/reviews.json',
    {
      schema: {
        params: idParamsSchema,
        querystring: {
          type: 'object',
          required: ['locale'],
          properties: {
            locale: localeSchema,
            page: { type: 'integer', minimum: 0, maximum: 1000, default: 0 },
            sort: { type: 'string', enum: [...SORTS], default: 'newest' },
            language: { type: 'string', enum: ['all', ...LANGUAGES] },
            // Sent by the product page; the list already holds every language unless one is asked.
            withOtherLanguageFallback: { type: 'boolean' },
            client: { type: 'string', maxLength: 32 },
          },
        },
      },
    },
    async (request, reply) => {
      const hotel = catalogue.hotels.get(request.params.id);
      if (!hotel) return sendNotFound(reply, `No hotel with id ${request.params.id}`);
      const { page, sort, language } = request.query;
      const all = catalogue.reviewsOfHotel(hotel.id);
      const selected = (
        language && language !== 'all' ? all.filter((review) => review.language === language) : all
      ).sort(COMPARE[sort]);
      return {
        totalCount: selected.length,
        // The hotel's overall score, from all its guests (not only the reviews listed here).
        score: hotel.reviewAverage,
        reviewCount: hotel.reviewCount,
        // Per criterion, from all the hotel's reviews whatever the language asked.
        details: reviewDetails(hotel, all),
        list: selected.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE).map((review) => ({
          id: review.id,
          locale: review.language,
          customer: review.customer,
          type: review.travellerType,
          date: review.date,
          average: review.average,
          positive: review.positive,
          negative: review.negative,
        })),
      };
    },
  );
}
