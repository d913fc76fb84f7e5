import { DateTime } from 'luxon';
import { firstSelectableDay, lastSelectableDay } from '../../../utils/stay-dates';
import {
  isDaySelectable,
  selectionPhaseOf,
  type AvailabilityByDay,
  type AvailabilityDay,
  type DaySelectabilityContext,
} from './day-selectability';

const open = (minLos = 1, offerId = 20001): AvailabilityDay => ({
  price: 8900,
  promo: null,
  minLos,
  offerId,
  bestPriceOfTheMonth: false,
});

/** Availability for the days given; every other day of May and June 2031 is a null (unavailable) entry. */
function availability(openDays: string[]): AvailabilityByDay {
  const map = new Map<string, AvailabilityDay | null>();
  for (let day = DateTime.fromISO('2031-05-01'); day.month <= 6; day = day.plus({ days: 1 }))
    map.set(day.toISODate()!, null);
  for (const day of openDays) map.set(day, open());
  return map;
}

describe('calendar day selectability', () => {
  afterEach(() => jest.useRealTimers());

  /** The context at a fixed wall-clock time (local time, as the visitor sees it). */
  function at(isoLocalTime: string, rest: Omit<DaySelectabilityContext, 'now'> = {}): DaySelectabilityContext {
    jest.useFakeTimers({ now: DateTime.fromISO(isoLocalTime).toJSDate() });
    return { now: DateTime.now(), ...rest };
  }

  describe('past days and the 20:00 cutoff', () => {
    it('never offers a past day', () => {
      const context = at('2031-05-10T09:00:00');
      expect(isDaySelectable('2031-05-09', context)).toBe(false);
      expect(isDaySelectable('2030-12-31', context)).toBe(false);
    });

    it('offers today until 19:59', () => {
      expect(isDaySelectable('2031-05-10', at('2031-05-10T00:00:00'))).toBe(true);
      expect(isDaySelectable('2031-05-10', at('2031-05-10T19:59:59'))).toBe(true);
    });

    it('no longer offers today from 20:00, but still tomorrow', () => {
      const context = at('2031-05-10T20:00:00');
      expect(isDaySelectable('2031-05-10', context)).toBe(false);
      expect(isDaySelectable('2031-05-11', context)).toBe(true);
      expect(isDaySelectable('2031-05-10', at('2031-05-10T23:59:00'))).toBe(false);
    });

    it('moves the first selectable day to tomorrow at 20:00, across a year end', () => {
      expect(firstSelectableDay(at('2031-05-10T19:59:00').now)).toBe('2031-05-10');
      expect(firstSelectableDay(at('2031-05-10T20:00:00').now)).toBe('2031-05-11');
      expect(firstSelectableDay(at('2031-12-31T22:30:00').now)).toBe('2032-01-01');
    });
  });

  it('reaches one year ahead at most', () => {
    const context = at('2031-05-10T10:00:00');
    expect(lastSelectableDay(context.now)).toBe('2032-05-10');
    expect(isDaySelectable('2032-05-10', context)).toBe(true);
    expect(isDaySelectable('2032-05-11', context)).toBe(false);
  });

  it('tells the phases apart', () => {
    expect(selectionPhaseOf({})).toBe('checkin');
    expect(selectionPhaseOf({ checkin: '2031-05-12' })).toBe('checkout');
    expect(selectionPhaseOf({ checkin: '2031-05-12', checkout: '2031-05-14' })).toBe('complete');
  });

  describe('the check-in day', () => {
    it('cannot be chosen again while the checkout is being chosen', () => {
      const context = at('2031-05-10T10:00:00', { checkin: '2031-05-12' });
      expect(isDaySelectable('2031-05-12', context)).toBe(false);
      expect(isDaySelectable('2031-05-13', context)).toBe(true);
    });

    it('leaves days before the check-in selectable, to restart the selection', () => {
      expect(isDaySelectable('2031-05-11', at('2031-05-10T10:00:00', { checkin: '2031-05-12' }))).toBe(true);
    });
  });

  describe('availability', () => {
    const data = availability(['2031-05-12', '2031-05-20']);

    it('does not offer a day without availability as a check-in', () => {
      const context = at('2031-05-10T10:00:00', { availability: data });
      expect(isDaySelectable('2031-05-12', context)).toBe(true);
      expect(isDaySelectable('2031-05-13', context)).toBe(false);
      // July is not loaded: no data is not availability.
      expect(isDaySelectable('2031-07-01', context)).toBe(false);
    });

    it('judges a day before the pending check-in as a new check-in', () => {
      const context = at('2031-05-10T10:00:00', { availability: data, checkin: '2031-05-20' });
      expect(isDaySelectable('2031-05-12', context)).toBe(true);
      expect(isDaySelectable('2031-05-13', context)).toBe(false);
    });

    it('does not ask a checkout day for availability (no stay starts on it)', () => {
      const context = at('2031-05-10T10:00:00', { availability: data, checkin: '2031-05-12' });
      expect(isDaySelectable('2031-05-14', context)).toBe(true);
    });

    it('never offers a check-in the api turned down, yet keeps it as a checkout', () => {
      const refusedCheckins = new Set(['2031-05-12']);
      expect(isDaySelectable('2031-05-12', at('2031-05-10T10:00:00', { availability: data, refusedCheckins }))).toBe(
        false,
      );
      expect(isDaySelectable('2031-05-20', at('2031-05-10T10:00:00', { availability: data, refusedCheckins }))).toBe(
        true,
      );
      const choosingCheckout = at('2031-05-10T10:00:00', {
        availability: data,
        checkin: '2031-05-11',
        refusedCheckins,
      });
      expect(isDaySelectable('2031-05-12', choosingCheckout)).toBe(true);
    });

    it('treats a null entry as available once both dates are set, but not a day without data', () => {
      const context = at('2031-05-10T10:00:00', { availability: data, checkin: '2031-05-12', checkout: '2031-05-14' });
      expect(isDaySelectable('2031-05-13', context)).toBe(true);
      expect(isDaySelectable('2031-05-14', context)).toBe(true);
      expect(isDaySelectable('2031-07-01', context)).toBe(false);
      // …while choosing a check-in the same null entry is not selectable.
      expect(isDaySelectable('2031-05-13', at('2031-05-10T10:00:00', { availability: data }))).toBe(false);
    });
  });

  describe('stay length', () => {
    it('without availability data, allows a checkout at most 20 days after the check-in', () => {
      const context = at('2031-05-10T10:00:00', { checkin: '2031-05-12' });
      expect(isDaySelectable('2031-06-01', context)).toBe(true); // 20 nights
      expect(isDaySelectable('2031-06-02', context)).toBe(false); // 21 nights
    });

    it('with availability data, the 20-day limit does not apply', () => {
      const context = at('2031-05-10T10:00:00', { checkin: '2031-05-12', availability: availability(['2031-05-12']) });
      expect(isDaySelectable('2031-06-10', context)).toBe(true);
    });

    it('keeps the checkout within the possible-nights range counted from the check-in', () => {
      const context = at('2031-05-10T10:00:00', { checkin: '2031-05-12', possibleNights: { start: 2, end: 4 } });
      expect(isDaySelectable('2031-05-13', context)).toBe(false); // 1 night
      expect(isDaySelectable('2031-05-14', context)).toBe(true); // 2 nights
      expect(isDaySelectable('2031-05-16', context)).toBe(true); // 4 nights
      expect(isDaySelectable('2031-05-17', context)).toBe(false); // 5 nights
    });

    it('offers only the allowed checkout night counts', () => {
      const context = at('2031-05-10T10:00:00', { checkin: '2031-05-12', allowedNights: [1, 3] });
      expect(isDaySelectable('2031-05-13', context)).toBe(true);
      expect(isDaySelectable('2031-05-14', context)).toBe(false);
      expect(isDaySelectable('2031-05-15', context)).toBe(true);
      expect(isDaySelectable('2031-05-16', context)).toBe(false);
    });

    it('applies the night rules to checkout days only', () => {
      const context = at('2031-05-10T10:00:00', { checkin: '2031-05-12', checkout: '2031-05-20', allowedNights: [1] });
      expect(isDaySelectable('2031-05-20', context)).toBe(true);
    });
  });
});
