import { DateTime } from 'luxon';
import { parseSearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { buildActivitySearchRequest, participantsOf } from './activity-request';
import { activityDayDates } from './activity-day';
import { firstSelectableDay, lastSelectableDay } from '../../../utils/stay-dates';
import { activitySearchTargetFrom } from './activity-entry';
import { perPersonPrice } from './per-person-price';
import { durationParts } from './duration';

const NOW = new Date(2026, 2, 10, 12);

describe('participantsOf', () => {
  it('keeps 1 to 2 participants', () => {
    expect(participantsOf({ adults: 1 })).toBe(1);
    expect(participantsOf({ adults: 2 })).toBe(2);
    expect(participantsOf({ adults: 5 })).toBe(2);
    expect(participantsOf({ adults: 0 })).toBe(1);
  });
});

describe('buildActivitySearchRequest', () => {
  it('sends the place, participants, 20 packages per hotel, the locale and the page', () => {
    const criteria = parseSearchCriteria({ hash: 'city=10001&a=1', search: 'flow=activity&page=2' }, NOW);
    expect(buildActivitySearchRequest(criteria, 'fr_FR')).toEqual({
      criteria: { location: { cityId: 10001 }, participants: 1 },
      numberOfPackagesPerHotel: 20,
      locale: 'fr_FR',
      page: 2,
      limit: 18,
    });
  });

  it('sends the dates only when chosen, and the activity and price filters', () => {
    const criteria = parseSearchCriteria(
      {
        hash: 'checkin=2026-04-10&checkout=2026-04-11&lat=48.8&lng=2.3&distanceMax=50&tags=101,102&priceMax=5000',
        search: 'flow=activity',
      },
      NOW,
    );
    expect(buildActivitySearchRequest(criteria, 'es_ES').criteria).toEqual({
      location: { latitude: 48.8, longitude: 2.3, maxDistance: 50 },
      date: { checkin: '2026-04-10', nights: 1 },
      participants: 2,
      tags: [101, 102],
      price: { max: 5000 },
    });
  });
});

describe('perPersonPrice', () => {
  const prices = [
    { paxComposition: { adults: 1 }, sellPrice: 4500, barPrice: 6000, promo: 25 },
    { paxComposition: { adults: 2 }, sellPrice: 9000, barPrice: 12000, promo: 25 },
  ];

  it('divides the sell and bar price of the participants entry by its adult count', () => {
    expect(perPersonPrice(prices, 2)).toEqual({ sellPrice: 4500, barPrice: 6000, discount: 25 });
    expect(perPersonPrice(prices, 1)).toEqual({ sellPrice: 4500, barPrice: 6000, discount: 25 });
  });

  it('takes the closest entry when none matches', () => {
    expect(perPersonPrice([prices[1]!], 1)?.sellPrice).toBe(4500);
    expect(perPersonPrice([], 1)).toBeNull();
  });

  it('shows an activity promotion only from 5 %', () => {
    expect(
      perPersonPrice([{ paxComposition: { adults: 2 }, sellPrice: 9600, barPrice: 10000, promo: 4 }], 2)?.discount,
    ).toBe(0);
    expect(
      perPersonPrice([{ paxComposition: { adults: 2 }, sellPrice: 9500, barPrice: 10000, promo: 5 }], 2)?.discount,
    ).toBe(5);
  });
});

describe('durationParts', () => {
  it('splits minutes into hours and minutes', () => {
    expect(durationParts(90)).toEqual({ hours: 1, rest: 30 });
    expect(durationParts(120)).toEqual({ hours: 2, rest: 0 });
    expect(durationParts(45)).toEqual({ hours: 0, rest: 45 });
    expect(durationParts(-3)).toEqual({ hours: 0, rest: 0 });
  });
});

describe("an activity day's bounds (those of a stay's check-in)", () => {
  const activityDayBounds = (now: DateTime) => ({ first: firstSelectableDay(now), last: lastSelectableDay(now) });
  it('starts today until 20:00, tomorrow from then, and ends a year ahead', () => {
    expect(activityDayBounds(DateTime.local(2026, 3, 10, 19, 59))).toEqual({ first: '2026-03-10', last: '2027-03-10' });
    expect(activityDayBounds(DateTime.local(2026, 3, 10, 20, 0))).toEqual({ first: '2026-03-11', last: '2027-03-10' });
  });
});

describe('activityDayDates', () => {
  it('carries one activity day as that day and the next', () => {
    expect(activityDayDates('2026-03-31')).toEqual({ checkin: '2026-03-31', checkout: '2026-04-01' });
  });
});

describe('activitySearchTargetFrom', () => {
  it('leads from a stay search to the activity search of the same place, nothing else kept', () => {
    const criteria = parseSearchCriteria(
      {
        hash: 'city=10001&checkin=2026-04-10&checkout=2026-04-12&a=3&c=1&theme=26&stars=4&tags=101&sort=priceAsc',
        search: 'flow=booking&page=2',
      },
      NOW,
    );
    expect(activitySearchTargetFrom(criteria)).toEqual({
      kind: 'activitySearch',
      query: { flow: 'activity' },
      hash: 'city=10001',
    });
  });

  it('keeps a searched point', () => {
    const criteria = parseSearchCriteria({ hash: 'lat=48.8&lng=2.3&distanceMax=100', search: '' }, NOW);
    expect(activitySearchTargetFrom(criteria).hash).toBe('lat=48.8&lng=2.3');
  });
});
