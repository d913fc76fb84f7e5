/** POST /api/search/activity-only.json: activity-only offers per hotel for a place. */
import type { FastifyInstance } from 'fastify';
import { ACTIVITY_PARTICIPANTS, searchActivities, type ActivitySearchBody } from '../search/activity-search';
import type { AppContext } from './app-context';
import { NIGHTS, centsSchema, idSchema, isoDateSchema, localeSchema } from './common-schemas';

const MAX_PAGE_SIZE = 100;
const kilometres = { type: 'number', minimum: 0, maximum: 2000 } as const;

const activitySearchBodySchema = {
  type: 'object',
  required: ['criteria', 'locale'],
  additionalProperties: false,
  properties: {
    criteria: {
      type: 'object',
      additionalProperties: false,
      properties: {
        location: {
          type: 'object',
          additionalProperties: false,
          properties: {
            cityId: idSchema,
            poiId: idSchema,
            departmentId: idSchema,
            regionId: idSchema,
            countryId: idSchema,
            touristicId: idSchema,
            latitude: { type: 'number', minimum: -90, maximum: 90 },
            longitude: { type: 'number', minimum: -180, maximum: 180 },
            minDistance: kilometres,
            maxDistance: kilometres,
          },
        },
        date: {
          type: 'object',
          required: ['checkin'],
          additionalProperties: false,
          properties: { checkin: isoDateSchema, nights: NIGHTS },
        },
        participants: { type: 'integer', minimum: ACTIVITY_PARTICIPANTS.min, maximum: ACTIVITY_PARTICIPANTS.max },
        tags: { type: 'array', maxItems: 50, items: idSchema },
        price: { type: 'object', additionalProperties: false, properties: { min: centsSchema, max: centsSchema } },
      },
    },
    numberOfPackagesPerHotel: { type: 'integer', minimum: 1, maximum: 100 },
    locale: localeSchema,
    page: { type: 'integer', minimum: 0, maximum: 10000 },
    limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
  },
} as const;

export function registerActivityOnlySearchRoute(app: FastifyInstance, { catalogue }: AppContext): void {
  app.post<{ Body: ActivitySearchBody }>(
    '/api/search/activity-only.json',
    { schema: { body: activitySearchBodySchema } },
    async (request) => searchActivities(catalogue, request.body),
  );
}
