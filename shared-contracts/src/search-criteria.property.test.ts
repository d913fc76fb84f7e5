import fc from 'fast-check';
import { FLOWS } from './routes';
import {
  changeFlow,
  clearFilters,
  parseSearchCriteria,
  sameSearch,
  serializeSearchCriteria,
  setPax,
  type SearchCriteria,
} from './search-criteria';
import { criteriaViolations, garbageLocationPart, validCriteria } from './test-support/search-criteria-arbitraries';

const NOW = new Date(2025, 5, 15, 21, 30); // 15 June 2025, local time, after the same-day cutoff
const RUNS = 3000;

function roundTrip(criteria: SearchCriteria): SearchCriteria {
  return parseSearchCriteria(serializeSearchCriteria(criteria), NOW);
}

describe('search criteria properties', () => {
  it('the generator makes only valid criteria', () => {
    fc.assert(
      fc.property(validCriteria(NOW), (criteria) => {
        expect({ criteria, problems: criteriaViolations(criteria, NOW) }).toEqual({ criteria, problems: [] });
      }),
      { seed: 1, numRuns: RUNS },
    );
  });

  it('parse(serialize(x)) equals x for valid criteria', () => {
    fc.assert(
      fc.property(validCriteria(NOW), (criteria) => {
        expect(roundTrip(criteria)).toEqual(criteria);
      }),
      { seed: 2, numRuns: RUNS },
    );
  });

  it('accepts the serialised parts with their leading # and ?', () => {
    fc.assert(
      fc.property(validCriteria(NOW), (criteria) => {
        const { hash, search } = serializeSearchCriteria(criteria);
        expect(parseSearchCriteria({ hash: `#${hash}`, search: `?${search}` }, NOW)).toEqual(criteria);
      }),
      { seed: 3, numRuns: 500 },
    );
  });

  it('serialising is stable: serialize(parse(serialize(x))) equals serialize(x)', () => {
    fc.assert(
      fc.property(validCriteria(NOW), (criteria) => {
        const serialised = serializeSearchCriteria(criteria);
        expect(serializeSearchCriteria(parseSearchCriteria(serialised, NOW))).toEqual(serialised);
      }),
      { seed: 4, numRuns: RUNS },
    );
  });

  it('an address written with the older giftAdults key reads the same criteria', () => {
    fc.assert(
      fc.property(validCriteria(NOW), (criteria) => {
        const { hash, search } = serializeSearchCriteria(criteria);
        const older = hash.replace(/(^|&)giftAdult=/, '$1giftAdults=');
        expect(parseSearchCriteria({ hash: older, search }, NOW)).toEqual(criteria);
      }),
      { seed: 8, numRuns: 1000 },
    );
  });

  it('never throws on garbage and always returns criteria within every rule', () => {
    fc.assert(
      fc.property(fc.record({ hash: garbageLocationPart(NOW), search: garbageLocationPart(NOW) }), (location) => {
        let criteria: SearchCriteria | undefined;
        expect(() => {
          criteria = parseSearchCriteria(location, NOW);
        }).not.toThrow();
        expect({ location, problems: criteriaViolations(criteria!, NOW) }).toEqual({ location, problems: [] });
        // Whatever was read writes back to the same criteria.
        expect(roundTrip(criteria!)).toEqual(criteria);
      }),
      { seed: 5, numRuns: RUNS * 2 },
    );
  });

  it('never throws on values that are not strings at all', () => {
    const odd: unknown[] = [
      undefined,
      null,
      42,
      {},
      [],
      { hash: null, search: undefined },
      { hash: 5, search: {} },
      { hash: '#a=3' },
    ];
    for (const location of odd) {
      const criteria = parseSearchCriteria(location as { hash: string; search: string }, NOW);
      expect(criteriaViolations(criteria, NOW)).toEqual([]);
    }
    expect(parseSearchCriteria({ hash: 'a=3', search: '' }, new Date(Number.NaN)).adults).toBe(3);
  });

  it('a search is the same as itself, as its round trip, and ignores page and from', () => {
    fc.assert(
      fc.property(validCriteria(NOW), (criteria) => {
        expect(sameSearch(criteria, criteria)).toBe(true);
        expect(sameSearch(criteria, roundTrip(criteria))).toBe(true);
        expect(sameSearch(criteria, { ...criteria, page: criteria.page + 1, from: 'elsewhere' })).toBe(true);
        expect(sameSearch(criteria, { ...criteria, tags: [...criteria.tags, 1_000_000_000] })).toBe(false);
      }),
      { seed: 6, numRuns: 1000 },
    );
  });

  it('transitions keep criteria valid', () => {
    const pax = fc.record({
      adults: fc.integer({ min: -3, max: 25 }),
      children: fc.integer({ min: -3, max: 14 }),
      babies: fc.integer({ min: -3, max: 14 }),
    });
    fc.assert(
      fc.property(validCriteria(NOW), fc.constantFrom(...FLOWS), pax, (criteria, flow, counts) => {
        const results = [changeFlow(criteria, flow), clearFilters(criteria), setPax(criteria, counts)];
        for (const result of results) {
          expect(criteriaViolations(result, NOW)).toEqual([]);
          expect(roundTrip(result)).toEqual(result);
        }
      }),
      { seed: 7, numRuns: 1000 },
    );
  });
});
