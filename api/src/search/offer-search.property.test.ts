/**
 * The tuned search (columns, a page picked without sorting every match, facets counted without a
 * set per value) answers exactly what the straightforward one does (test/reference-offer-search.ts),
 * for random criteria over the test catalogue: the same results in the same order on every page,
 * the same total, the same map markers and the same facet counts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { FACET_PROPERTIES, SORT_OPTIONS } from '@escapade/shared-contracts/offers-request';
import type { Catalogue } from '../catalogue/catalogue';
import { NO_ROOM_HOLDS } from '../pricing/stay-bookability';
import { addDaysIso } from '../pricing/dates';
import { copyCatalogueTemplate } from '../test/catalogue-template';
import { referenceCandidates, referenceFacet, referenceSearch } from '../test/reference-offer-search';
import { openTestCatalogue, type TestCatalogue } from '../test/test-catalogue';
import { ACTIVITY_TAGS } from '../vocabulary/activity-tags';
import { FACILITIES, HOTEL_ENVIRONMENTS, HOTEL_STYLES, HOTEL_TYPES } from '../vocabulary/hotel-attributes';
import { THEMES } from '../vocabulary/themes';
import { computeFacets } from './offer-facets';
import { collectCandidateColumns, searchOffers, type Candidate } from './offer-search';
import type { PlaceKind, SearchQuery } from './search-query';

let dataDir: string;
let opened: TestCatalogue;
let catalogue: Catalogue;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'escapade-search-reference-'));
  copyCatalogueTemplate(dataDir);
  opened = openTestCatalogue(dataDir);
  catalogue = opened.catalogue;
});

afterAll(() => {
  opened.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** What a shopper sees of a result: the offer and every figure shown with it. */
const shown = (candidate: Candidate) => ({
  offerId: candidate.row.offer.id,
  priceType: candidate.priceType,
  sellPrice: candidate.sellPrice,
  refPrice: candidate.refPrice,
  promo: candidate.promo,
  nights: candidate.nights,
  checkinDay: candidate.checkinDay,
  roomsLeft: candidate.roomsLeft,
  distanceKm: candidate.distanceKm,
});

/** Mostly no filter (as most searches), sometimes a few values: a search with every filter set lists nothing. */
const subsetOf = <T>(values: readonly T[]) =>
  fc.oneof(
    { arbitrary: fc.constant([] as T[]), weight: 4 },
    { arbitrary: fc.subarray([...values], { maxLength: 2 }), weight: 1 },
  );
const rarelyTrue = fc.oneof({ arbitrary: fc.constant(false), weight: 4 }, fc.constant(true));
/** null most of the time. */
const rarely = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(null), weight: 4 }, { arbitrary: arbitrary, weight: 1 });

function queryArbitrary(): fc.Arbitrary<SearchQuery> {
  const ids = (map: ReadonlyMap<number, unknown>) => [...map.keys()];
  const place = fc.oneof(
    { arbitrary: fc.constant(null), weight: 3 },
    ...(
      [
        ['city', ids(catalogue.cities)],
        ['poi', ids(catalogue.pois)],
        ['department', ids(catalogue.departments)],
        ['region', ids(catalogue.regions)],
        ['country', ids(catalogue.countries)],
      ] as [PlaceKind, number[]][]
    ).map(([kind, known]) => ({
      arbitrary: fc.record({ kind: fc.constant(kind), id: fc.constantFrom(...known, 999_999) }),
      weight: 1,
    })),
  );
  const hotelIds = ids(catalogue.hotels);
  const today = catalogue.todayIso();
  const cents = fc.integer({ min: 0, max: 80_000 });
  return fc.record({
    locale: fc.constant('fr_FR' as const),
    flow: fc.oneof({ arbitrary: fc.constant('booking' as const), weight: 3 }, fc.constant('gifting' as const)),
    place,
    point: rarely(
      fc.record({
        lat: fc.double({ min: 41, max: 53, noNaN: true }),
        lng: fc.double({ min: -5, max: 10, noNaN: true }),
      }),
    ),
    minDistanceKm: rarely(fc.integer({ min: 0, max: 20 })),
    maxDistanceKm: rarely(fc.integer({ min: 10, max: 300 })),
    hotelId: fc.oneof(
      { arbitrary: fc.constant(null), weight: 8 },
      { arbitrary: fc.constantFrom(...hotelIds.slice(0, 50)), weight: 1 },
    ),
    excludedHotelIds: subsetOf(hotelIds.slice(0, 200)),
    stars: subsetOf([2, 3, 4, 5]),
    minScore: rarely(fc.constantFrom(7, 8, 9)),
    facilities: subsetOf(FACILITIES.map((facility) => facility.id)),
    petsAllowed: rarelyTrue,
    hotelTypes: subsetOf(HOTEL_TYPES.map((type) => type.id)),
    hotelEnvironments: subsetOf(HOTEL_ENVIRONMENTS.map((environment) => environment.id)),
    hotelStyles: subsetOf(HOTEL_STYLES.map((style) => style.id)),
    priceMin: rarely(cents),
    priceMax: rarely(cents),
    giftPriceMin: rarely(cents),
    giftPriceMax: rarely(cents),
    giftNights: fc.integer({ min: 1, max: 3 }),
    tags: subsetOf(ACTIVITY_TAGS.map((tag) => tag.id)),
    themeIds: subsetOf(THEMES.map((theme) => theme.id)),
    checkin: rarely(fc.integer({ min: 0, max: 120 }).map((days) => addDaysIso(today, days))),
    nights: fc.option(fc.integer({ min: 1, max: 4 })),
    pax: fc.record({
      adults: fc.integer({ min: 1, max: 6 }),
      children: fc.integer({ min: 0, max: 3 }),
      babies: fc.integer({ min: 0, max: 2 }),
    }),
    singleRoom: fc.boolean(),
    sort: fc.constantFrom(...SORT_OPTIONS),
    page: fc.integer({ min: 0, max: 40 }),
    limit: fc.integer({ min: 1, max: 60 }),
    performMapSearch: fc.boolean(),
    mapGrid: fc.constant(null),
    giftableOnly: rarelyTrue,
    packagesPerHotel: fc.option(fc.integer({ min: 0, max: 3 })),
  });
}

describe('the tuned stay search against the straightforward one', () => {
  it('draws criteria that often list stays (else the comparisons below would prove little)', () => {
    const queries = fc.sample(queryArbitrary(), { numRuns: 100, seed: 20_261_130 });
    const listing = queries.filter((query) => searchOffers(catalogue, query, NO_ROOM_HOLDS).totalCount > 0);
    expect(listing.length).toBeGreaterThan(queries.length / 3);
  });

  it('lists the same results in the same order, page by page, with the same markers', () => {
    fc.assert(
      fc.property(queryArbitrary(), (query) => {
        const tuned = searchOffers(catalogue, query, NO_ROOM_HOLDS);
        const reference = referenceSearch(catalogue, query, NO_ROOM_HOLDS);
        expect(tuned.totalCount).toBe(reference.matches.length);
        const start = query.page * query.limit;
        expect(tuned.page(start, query.limit).map(shown)).toEqual(
          reference.matches.slice(start, start + query.limit).map(shown),
        );
        // The first page too, which most searches show.
        expect(tuned.page(0, query.limit).map(shown)).toEqual(reference.matches.slice(0, query.limit).map(shown));
        expect(
          tuned.hotelsInOrder().map(({ hotelId, offerIds, best }) => [hotelId, offerIds, best?.sellPrice ?? null]),
        ).toEqual(
          [...reference.offerIdsByHotel].map(([hotelId, offerIds]) => [
            hotelId,
            offerIds,
            reference.matches.find((candidate) => candidate.row.hotel.id === hotelId)?.sellPrice ?? null,
          ]),
        );
      }),
      { numRuns: 150, seed: 20_261_130 },
    );
  });

  it('counts the same hotels per facet value', () => {
    fc.assert(
      fc.property(queryArbitrary(), (query) => {
        const facets = computeFacets(
          collectCandidateColumns(catalogue, query, NO_ROOM_HOLDS),
          FACET_PROPERTIES,
          'fr',
          false,
        );
        const { candidates } = referenceCandidates(catalogue, query, NO_ROOM_HOLDS);
        for (const group of facets) {
          const reference = referenceFacet(candidates, group.propertyType);
          for (const value of group.values)
            expect([group.propertyType, value.id, value.count]).toEqual([
              group.propertyType,
              value.id,
              reference.counts.get(value.id) ?? 0,
            ]);
          if (group.propertyType === 'price') expect([group.min, group.max]).toEqual([reference.min, reference.max]);
        }
      }),
      { numRuns: 100, seed: 20_261_130 },
    );
  });
});
