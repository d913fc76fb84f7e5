/** POST /api/offers.json (the search), GET /api/offers.json (same, flat query) and GET /api/facets.json. */
import type { FastifyInstance } from 'fastify';
import { GIFT_STAY_NIGHTS_RANGE } from '@escapade/shared-contracts/gift-rules';
import { languageOf } from '@escapade/shared-contracts/locales';
import type { OffersRequestBody } from '@escapade/shared-contracts/offers-request';
import {
  FACET_PROPERTIES,
  MAP_GRID_MAX_SIDE,
  STAY_FILTER_FACETS,
  type FacetProperty,
} from '@escapade/shared-contracts/offers-request';
import { activityFacets, activitySearchBodyFromFlat } from '../search/activity-search';
import { ClientError } from '../http/error-handling';
import { mapGridProblem } from '../search/map-cells';
import { computeFacets } from '../search/offer-facets';
import { collectCandidateColumns, matchingHotelIds } from '../search/offer-search';
import {
  EXCLUDED_SEARCH_PREFIX,
  excludedSearchOf,
  searchQueryFromBody,
  searchQueryFromFlat,
  type FlatSearchParams,
  type SearchQuery,
} from '../search/search-query';
import { buildSearchResponse } from '../search/search-response';
import type { AppContext } from './app-context';
import {
  ADULTS,
  BABIES,
  CHILDREN,
  NIGHTS,
  flowSchema,
  idSchema,
  integerListSchema,
  isoDateSchema,
  localeSchema,
  sortSchema,
  wordListSchema,
  centsSchema,
} from './common-schemas';

const MAX_PAGE_SIZE = 100;
/** The nights a gift stay's prices may be asked for. */
const GIFT_NIGHTS = {
  type: 'integer',
  minimum: GIFT_STAY_NIGHTS_RANGE.min,
  maximum: GIFT_STAY_NIGHTS_RANGE.max,
} as const;
const latitude = { type: 'number', minimum: -90, maximum: 90 } as const;
const longitude = { type: 'number', minimum: -180, maximum: 180 } as const;
const kilometres = { type: 'number', minimum: 0, maximum: 2000 } as const;
const priceRange = { type: 'object', properties: { min: centsSchema, max: centsSchema } } as const;
const words = { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 40 } } as const;
const ids = { type: 'array', maxItems: 500, items: idSchema } as const;

const offersBodySchema = {
  type: 'object',
  required: ['filters', 'sorting', 'pagination', 'flow', 'locale'],
  properties: {
    filters: {
      type: 'object',
      required: ['property', 'offer'],
      properties: {
        property: {
          type: 'object',
          properties: {
            cityId: idSchema,
            poiId: idSchema,
            departmentId: idSchema,
            regionId: idSchema,
            touristicId: idSchema,
            countryId: idSchema,
            seaResortId: idSchema,
            skiResortId: idSchema,
            latitude,
            longitude,
            minDistance: kilometres,
            maxDistance: kilometres,
            facilities: words,
            petsAllowed: { type: 'boolean' },
            hotelEnvironments: words,
            hotelStyles: words,
            hotelTypes: words,
            minHotelReviewScore: { type: 'number', minimum: 0, maximum: 10 },
            stars: { type: 'array', maxItems: 5, items: { type: 'integer', minimum: 1, maximum: 5 } },
            excludedHotelIds: ids,
            hotelId: idSchema,
          },
        },
        offer: {
          type: 'object',
          required: ['familyComposition'],
          properties: {
            date: {
              type: 'object',
              required: ['checkin', 'nights'],
              properties: { checkin: isoDateSchema, nights: NIGHTS },
            },
            categories: { type: 'object', required: ['themeIds'], properties: { themeIds: ids } },
            familyComposition: {
              type: 'object',
              required: ['adults', 'children', 'babies'],
              properties: {
                adults: ADULTS,
                children: CHILDREN,
                babies: BABIES,
                singleRoom: { type: 'boolean', default: false },
              },
            },
            price: priceRange,
            tags: ids,
          },
        },
        gift: {
          type: 'object',
          properties: {
            singleVoucher: { type: 'object', properties: { price: priceRange } },
            nights: GIFT_NIGHTS,
          },
        },
      },
    },
    sorting: { type: 'object', required: ['orderBy'], properties: { orderBy: sortSchema } },
    pagination: {
      type: 'object',
      required: ['page', 'limit'],
      properties: {
        page: { type: 'integer', minimum: 0, maximum: 10000 },
        limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
      },
    },
    flow: flowSchema,
    locale: localeSchema,
    searchProvider: { type: 'string', enum: ['catalog'] },
    performMapSearch: { type: 'boolean' },
    mapGrid: {
      type: 'object',
      required: ['columns', 'rows'],
      properties: {
        columns: { type: 'integer', minimum: 1, maximum: MAP_GRID_MAX_SIDE },
        rows: { type: 'integer', minimum: 1, maximum: MAP_GRID_MAX_SIDE },
        area: {
          type: 'object',
          required: ['west', 'south', 'east', 'north'],
          properties: { west: longitude, south: latitude, east: longitude, north: latitude },
        },
      },
    },
    performGiftableSearch: { type: 'boolean' },
    numberOfPackagesPerHotel: { type: 'integer', minimum: 1, maximum: 100 },
  },
} as const;

/** The criteria as flat query parameters; hash-style names (city, adult, night…) are accepted too. */
const flatSearchProperties = {
  locale: localeSchema,
  flow: flowSchema,
  cityId: idSchema,
  city: idSchema,
  poiId: idSchema,
  poi: idSchema,
  departmentId: idSchema,
  department: idSchema,
  regionId: idSchema,
  region: idSchema,
  countryId: idSchema,
  country: idSchema,
  touristicId: idSchema,
  touristicregion: idSchema,
  seaResortId: idSchema,
  searesort: idSchema,
  skiResortId: idSchema,
  skiresort: idSchema,
  lat: latitude,
  latitude,
  lng: longitude,
  longitude,
  distanceMin: kilometres,
  minDistance: kilometres,
  distanceMax: kilometres,
  maxDistance: kilometres,
  hotelId: idSchema,
  excludedHotelIds: integerListSchema,
  stars: integerListSchema,
  hotelScore: { type: 'number', minimum: 0, maximum: 10 },
  minHotelReviewScore: { type: 'number', minimum: 0, maximum: 10 },
  facilities: wordListSchema,
  petsAllowed: { type: 'boolean' },
  hotelTypes: wordListSchema,
  hotelType: wordListSchema,
  hotelEnvironments: wordListSchema,
  hotelEnvironment: wordListSchema,
  hotelStyles: wordListSchema,
  hotelStyle: wordListSchema,
  priceMin: centsSchema,
  priceMax: centsSchema,
  singleVoucherPriceMin: centsSchema,
  singleVoucherPriceMax: centsSchema,
  giftNights: GIFT_NIGHTS,
  tags: integerListSchema,
  theme: idSchema,
  themeId: idSchema,
  themeIds: integerListSchema,
  checkin: isoDateSchema,
  night: NIGHTS,
  nights: NIGHTS,
  adult: ADULTS,
  adults: ADULTS,
  child: CHILDREN,
  children: CHILDREN,
  baby: BABIES,
  babies: BABIES,
  singleRoom: { type: 'boolean' },
  orderBy: sortSchema,
  sort: sortSchema,
  page: { type: 'integer', minimum: 0, maximum: 10000 },
  limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
  performMapSearch: { type: 'boolean' },
  performGiftableSearch: { type: 'boolean' },
  numberOfPackagesPerHotel: { type: 'integer', minimum: 1, maximum: 100 },
  searchProvider: { type: 'string' },
} as const;

/**
 * The criteria of the search a suggestion relaxes, each under EXCLUDED_SEARCH_PREFIX: what decides
 * which hotels it matches (not its locale, order, page or size, which change none of them).
 */
const EXCLUDED_SEARCH_CRITERIA = (Object.keys(flatSearchProperties) as (keyof typeof flatSearchProperties)[]).filter(
  (name) =>
    ![
      'locale',
      'orderBy',
      'sort',
      'page',
      'limit',
      'performMapSearch',
      'numberOfPackagesPerHotel',
      'searchProvider',
      'excludedHotelIds',
    ].includes(name),
) as (keyof FlatSearchParams & keyof typeof flatSearchProperties)[];
const excludedSearchProperties = Object.fromEntries(
  EXCLUDED_SEARCH_CRITERIA.map((name) => [`${EXCLUDED_SEARCH_PREFIX}${name}`, flatSearchProperties[name]]),
);

const propertiesRequestedSchema = {
  type: 'string',
  pattern: `^(${FACET_PROPERTIES.join('|')})(,(${FACET_PROPERTIES.join('|')}))*$`,
} as const;
const DEFAULT_FACETS = STAY_FILTER_FACETS;
const ACTIVITY_FACETS: readonly FacetProperty[] = ['tag', 'highlighted'];

export function registerOffersRoutes(app: FastifyInstance, { catalogue, orders }: AppContext): void {
  // The rooms orders hold on the search's nights, read once per search.
  const holdsFor = (query: SearchQuery) => orders.roomHoldsForStay(query.checkin, query.nights);
  const search = async (query: SearchQuery) => buildSearchResponse(catalogue, query, await holdsFor(query));

  app.post<{ Body: OffersRequestBody }>('/api/offers.json', { schema: { body: offersBodySchema } }, async (request) => {
    const query = searchQueryFromBody(request.body);
    const gridProblem = query.mapGrid ? mapGridProblem(query.mapGrid) : null;
    if (gridProblem) throw new ClientError(400, gridProblem);
    return search(query);
  });

  // A suggestion (fallback) may name the exact search it relaxes: every hotel of that search, on
  // any of its pages, is left out, besides the hotels it lists itself.
  app.get<{ Querystring: FlatSearchParams & Record<string, unknown> }>(
    '/api/offers.json',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['locale'],
          properties: { ...flatSearchProperties, ...excludedSearchProperties },
        },
      },
    },
    async (request) => {
      const query = searchQueryFromFlat(request.query);
      const excludedSearch = excludedSearchOf(request.query, EXCLUDED_SEARCH_CRITERIA);
      if (excludedSearch) {
        const hotels = matchingHotelIds(catalogue, excludedSearch, await holdsFor(excludedSearch));
        for (const hotelId of query.excludedHotelIds) hotels.add(hotelId);
        query.excludedHotelIds = [...hotels];
      }
      return search(query);
    },
  );

  app.get<{
    Querystring: FlatSearchParams & { withNames?: boolean; withActivities?: boolean; propertiesRequested?: string };
  }>(
    '/api/facets.json',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['locale'],
          properties: {
            ...flatSearchProperties,
            withNames: { type: 'boolean', default: true },
            withActivities: { type: 'boolean', default: false },
            propertiesRequested: propertiesRequestedSchema,
          },
        },
      },
    },
    async (request) => {
      const query = searchQueryFromFlat(request.query);
      const requested: FacetProperty[] = request.query.propertiesRequested
        ? ([...new Set(request.query.propertiesRequested.split(','))] as FacetProperty[])
        : [...DEFAULT_FACETS];
      // The filter bar fetches everything in one call (withActivities=true): add the activity groups.
      if (request.query.withActivities)
        for (const group of ACTIVITY_FACETS) if (!requested.includes(group)) requested.push(group);
      const withNames = request.query.withNames !== false;
      // The activity flow lists activity-only offers: its filters count those, not stays.
      if (query.flow === 'activity')
        return {
          properties: activityFacets(catalogue, activitySearchBodyFromFlat(request.query), requested, withNames),
        };
      const columns = collectCandidateColumns(catalogue, query, await holdsFor(query));
      return {
        properties: computeFacets(columns, requested, languageOf(query.locale), withNames),
      };
    },
  );
}
