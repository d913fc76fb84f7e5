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
import {
  criteriaViolations,
  randomGarbageLocationPart,
  randomValidCriteria,
} from './test-support/search-criteria-generators';
import { seededRandom } from './test-support/seeded-random';

const NOW = new Date(2025, 5, 15, 21, 30); // 15 June 2025, local time, after the same-day cutoff
const RUNS = 3000;

function roundTrip(criteria: SearchCriteria): SearchCriteria {
  return parseSearchCriteria(serializeSearchCriteria(criteria), NOW);
}

describe('search criteria properties', () => {
  it('the generator makes only valid criteria', () => {
    const random = seededRandom(1);
    for (let run = 0; run < RUNS; run += 1) {
      const criteria = randomValidCriteria(random, NOW);
      expect({ criteria, problems: criteriaViolations(criteria, NOW) }).toEqual({ criteria, problems: [] });
    }
  });

  it('parse(serialize(x)) equals x for valid criteria', () => {
    const random = seededRandom(2);
    for (let run = 0; run < RUNS; run += 1) {
      const criteria = randomValidCriteria(random, NOW);
      expect(roundTrip(criteria)).toEqual(criteria);
    }
  });

  it('accepts the serialised parts with their leading # and ?', () => {
    const random = seededRandom(3);
    for (let run = 0; run < 500; run += 1) {
      const criteria = randomValidCriteria(random, NOW);
      const { hash, search } = serializeSearchCriteria(criteria);
      expect(parseSearchCriteria({ hash: `#${hash}`, search: `?${search}` }, NOW)).toEqual(criteria);
    }
  });

  it('serialising is stable: serialize(parse(serialize(x))) equals serialize(x)', () => {
    const random = seededRandom(4);
    for (let run = 0; run < RUNS; run += 1) {
      const serialised = serializeSearchCriteria(randomValidCriteria(random, NOW));
      expect(serializeSearchCriteria(parseSearchCriteria(serialised, NOW))).toEqual(serialised);
    }
  });

  it('never throws on garbage and always returns criteria within every rule', () => {
    const random = seededRandom(5);
    for (let run = 0; run < RUNS * 2; run += 1) {
      const location = { hash: randomGarbageLocationPart(random, NOW), search: randomGarbageLocationPart(random, NOW) };
      let criteria: SearchCriteria | undefined;
      expect(() => {
        criteria = parseSearchCriteria(location, NOW);
      }).not.toThrow();
      expect({ location, problems: criteriaViolations(criteria!, NOW) }).toEqual({ location, problems: [] });
      // Whatever was read writes back to the same criteria.
      expect(roundTrip(criteria!)).toEqual(criteria);
    }
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
    const random = seededRandom(6);
    for (let run = 0; run < 1000; run += 1) {
      const criteria = randomValidCriteria(random, NOW);
      expect(sameSearch(criteria, criteria)).toBe(true);
      expect(sameSearch(criteria, roundTrip(criteria))).toBe(true);
      expect(sameSearch(criteria, { ...criteria, page: criteria.page + 1, from: 'elsewhere' })).toBe(true);
      expect(sameSearch(criteria, { ...criteria, tags: [...criteria.tags, 1_000_000_000] })).toBe(false);
    }
  });

  it('transitions keep criteria valid', () => {
    const random = seededRandom(7);
    for (let run = 0; run < 1000; run += 1) {
      const criteria = randomValidCriteria(random, NOW);
      const results = [
        changeFlow(criteria, random.pick(FLOWS)),
        clearFilters(criteria),
        setPax(criteria, { adults: random.int(-3, 25), children: random.int(-3, 14), babies: random.int(-3, 14) }),
      ];
      for (const result of results) {
        expect(criteriaViolations(result, NOW)).toEqual([]);
        expect(roundTrip(result)).toEqual(result);
      }
    }
  });
});
