import { DateTime } from 'luxon';
import {
  checkinBounds,
  hasOffersFilters,
  isCheckinWithin,
  offersFiltersQuery,
  readOffersFilters,
  withFilter,
} from './offers-filters';

const BOUNDS = checkinBounds(DateTime.fromISO('2026-03-15T21:30:00'));

describe('checkinBounds', () => {
  it('runs from today to the same day a year later', () => {
    expect(BOUNDS).toEqual({ min: '2026-03-15', max: '2027-03-15' });
  });

  it('ends on 28 February a year after a 29 February', () => {
    expect(checkinBounds(DateTime.fromISO('2028-02-29T08:00:00'))).toEqual({ min: '2028-02-29', max: '2029-02-28' });
  });
});

describe('isCheckinWithin', () => {
  it.each([
    ['2026-03-15', true],
    ['2027-03-15', true],
    ['2026-06-01', true],
    ['2026-03-14', false],
    ['2027-03-16', false],
    ['2026-02-30', false],
    ['2026-6-1', false],
    ['tomorrow', false],
  ])('%s → %s', (day, within) => {
    expect(isCheckinWithin(day, BOUNDS)).toBe(within);
  });
});

describe('readOffersFilters', () => {
  it('reads every filter of the query', () => {
    expect(readOffersFilters('checkinDate=2026-05-01&region=12&theme=spa&hotelId=340&flow=gifting', BOUNDS)).toEqual({
      checkinDate: '2026-05-01',
      region: '12',
      theme: 'spa',
      hotelId: '340',
    });
  });

  it('leaves out a day out of bounds, an empty value and a malformed id', () => {
    expect(readOffersFilters('?checkinDate=2025-01-01&region=&theme=%3Cscript%3E&hotelId=%2012%20', BOUNDS)).toEqual({
      hotelId: '12',
    });
  });

  it('reads no filter from an empty query', () => {
    expect(readOffersFilters('', BOUNDS)).toEqual({});
  });
});

describe('withFilter and offersFiltersQuery', () => {
  it('sets and removes one filter, keeping the others', () => {
    const filters = withFilter({ region: '12' }, 'theme', 'spa');
    expect(filters).toEqual({ region: '12', theme: 'spa' });
    expect(withFilter(filters, 'region', undefined)).toEqual({ theme: 'spa' });
    expect(withFilter(filters, 'region', '')).toEqual({ theme: 'spa' });
  });

  it('writes the query in one order whatever the order of choices', () => {
    expect(Object.keys(offersFiltersQuery({ theme: 'spa', checkinDate: '2026-05-01', region: '12' }))).toEqual([
      'checkinDate',
      'region',
      'theme',
    ]);
  });

  it('knows whether any filter is set', () => {
    expect(hasOffersFilters({})).toBe(false);
    expect(hasOffersFilters({ hotelId: '3' })).toBe(true);
  });
});
