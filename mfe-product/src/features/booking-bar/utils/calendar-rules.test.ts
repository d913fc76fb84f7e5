import { DateTime } from 'luxon';
import {
  EMPTY_SELECTION,
  availabilityByDay,
  availabilityMonthsToFetch,
  calendarMonthStep,
  calendarRange,
  canValidate,
  checkinsAfterPriceError,
  clickDay,
  hotelAvailabilityMonths,
  isDayUnselectable,
  selectionOnClose,
  shouldFetchCheckoutNights,
  storedDatesToUse,
  unselectableReason,
  type AvailabilityDay,
  type CalendarContext,
} from './calendar-rules';

const zone = 'Europe/Paris';
const now = DateTime.fromISO('2026-06-10T12:00', { zone });
const day = (date: string, price = 18_900): AvailabilityDay => ({
  day: date,
  price,
  promo: 0,
  bestPriceOfTheMonth: false,
});

function context(overrides: Partial<CalendarContext> = {}): CalendarContext {
  return { now, zone, selection: EMPTY_SELECTION, ...overrides };
}

describe('calendarRange', () => {
  it('runs from today to one year ahead, from tomorrow at 20:00 in the shop zone', () => {
    expect(calendarRange(now, zone)).toEqual({ first: '2026-06-10', last: '2027-06-10' });
    expect(calendarRange(DateTime.fromISO('2026-06-10T19:59', { zone }), zone).first).toBe('2026-06-10');
    expect(calendarRange(DateTime.fromISO('2026-06-10T20:00', { zone }), zone).first).toBe('2026-06-11');
    // 18:30 UTC is 20:30 in Paris
    expect(calendarRange(DateTime.fromISO('2026-06-10T18:30Z'), zone).first).toBe('2026-06-11');
  });
});

describe('unselectableReason', () => {
  it('refuses past days and today from 20:00', () => {
    expect(unselectableReason('2026-06-09', context())).toBe('past');
    expect(unselectableReason('2026-06-10', context())).toBeNull();
    expect(
      unselectableReason('2026-06-10', context({ now: DateTime.fromISO('2026-06-10T19:59', { zone }) })),
    ).toBeNull();
    expect(unselectableReason('2026-06-10', context({ now: DateTime.fromISO('2026-06-10T20:00', { zone }) }))).toBe(
      'sameDayCutOff',
    );
  });

  it('refuses days beyond one year ahead', () => {
    expect(unselectableReason('2027-06-10', context())).toBeNull();
    expect(unselectableReason('2027-06-11', context())).toBe('beyondRange');
  });

  it('refuses a check-in without availability when the data is there', () => {
    const availability = availabilityByDay([day('2026-06-12')]);
    expect(unselectableReason('2026-06-12', context({ availability }))).toBeNull();
    expect(unselectableReason('2026-06-13', context({ availability }))).toBe('noAvailability');
    // Without data every day can start a stay.
    expect(unselectableReason('2026-06-13', context({ availability: new Map() }))).toBeNull();
  });

  it('judges days as check-ins after a full range and on or before the check-in', () => {
    const availability = availabilityByDay([day('2026-06-12')]);
    const full = { checkin: '2026-06-12', checkout: '2026-06-14' };
    expect(unselectableReason('2026-06-20', context({ availability, selection: full }))).toBe('noAvailability');
    const pending = { checkin: '2026-06-12', checkout: null };
    expect(unselectableReason('2026-06-11', context({ availability, selection: pending }))).toBe('noAvailability');
    expect(unselectableReason('2026-06-12', context({ availability, selection: pending }))).toBeNull();
  });

  it('refuses a check-in a price answer turned down', () => {
    expect(unselectableReason('2026-06-12', context({ unavailableCheckins: new Set(['2026-06-12']) }))).toBe(
      'noAvailability',
    );
  });

  it('limits the stay to 20 nights without availability data', () => {
    const selection = { checkin: '2026-06-12', checkout: null };
    expect(unselectableReason('2026-07-02', context({ selection }))).toBeNull();
    expect(unselectableReason('2026-07-03', context({ selection }))).toBe('tooLongWithoutAvailability');
    const availability = availabilityByDay([day('2026-06-12')]);
    expect(unselectableReason('2026-07-03', context({ selection, availability }))).toBeNull();
  });

  it('allows only the night counts the offer allows', () => {
    const selection = { checkin: '2026-06-12', checkout: null };
    const allowedNights = [1, 3];
    expect(unselectableReason('2026-06-13', context({ selection, allowedNights }))).toBeNull();
    expect(unselectableReason('2026-06-14', context({ selection, allowedNights }))).toBe('nightsNotAllowed');
    expect(unselectableReason('2026-06-15', context({ selection, allowedNights }))).toBeNull();
    expect(unselectableReason('2026-06-14', context({ selection, allowedNights: null }))).toBeNull();
    expect(isDayUnselectable('2026-06-14', context({ selection, allowedNights }))).toBe(true);
    expect(isDayUnselectable('2026-06-15', context({ selection, allowedNights }))).toBe(false);
  });
});

describe('checkinsAfterPriceError', () => {
  it('marks the check-in unavailable when the price error says so', () => {
    const none = new Set<string>();
    expect([...checkinsAfterPriceError(none, '2026-06-12', 'Error: PACKAGE_NOT_AVAILABLE_CHECKIN (42)')]).toEqual([
      '2026-06-12',
    ]);
    expect(checkinsAfterPriceError(none, '2026-06-12', 'QUOTE_ERROR')).toBe(none);
    expect(checkinsAfterPriceError(none, null, 'PACKAGE_NOT_AVAILABLE_CHECKIN')).toBe(none);
    expect(checkinsAfterPriceError(none, '2026-06-12', null)).toBe(none);
  });
});

describe('months', () => {
  it('asks 2 months of availability on desktop and 4 on a phone', () => {
    expect(availabilityMonthsToFetch('2026-06', 'desktop', now, zone)).toEqual(['2026-06', '2026-07']);
    expect(availabilityMonthsToFetch('2026-06', 'phone', now, zone)).toEqual([
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
    ]);
  });

  it('never asks beyond the calendar range', () => {
    expect(availabilityMonthsToFetch('2027-05', 'phone', now, zone)).toEqual(['2027-05', '2027-06']);
    expect(availabilityMonthsToFetch('June', 'phone', now, zone)).toEqual([]);
  });

  it('asks 12 months for a hotel', () => {
    const months = hotelAvailabilityMonths(now, zone);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2026-06');
    expect(months[11]).toBe('2027-05');
  });

  it('steps 3 months on a phone and 1 on desktop', () => {
    expect(calendarMonthStep('phone')).toBe(3);
    expect(calendarMonthStep('desktop')).toBe(1);
  });
});

describe('clicks', () => {
  it('sets the check-in first, then a later checkout with the stay', () => {
    const first = clickDay(EMPTY_SELECTION, '2026-06-12');
    expect(first).toEqual({ selection: { checkin: '2026-06-12', checkout: null }, stay: null });
    expect(clickDay(first.selection, '2026-06-14')).toEqual({
      selection: { checkin: '2026-06-12', checkout: '2026-06-14' },
      stay: { checkin: '2026-06-12', checkout: '2026-06-14', nights: 2 },
    });
  });

  it('starts again from a day on or before the check-in, or after a full range', () => {
    const pending = { checkin: '2026-06-12', checkout: null };
    expect(clickDay(pending, '2026-06-12').selection).toEqual(pending);
    expect(clickDay(pending, '2026-06-11').selection).toEqual({ checkin: '2026-06-11', checkout: null });
    const full = { checkin: '2026-06-12', checkout: '2026-06-14' };
    expect(clickDay(full, '2026-06-20')).toEqual({ selection: { checkin: '2026-06-20', checkout: null }, stay: null });
  });

  it('validates only with both dates', () => {
    expect(canValidate(EMPTY_SELECTION)).toBe(false);
    expect(canValidate({ checkin: '2026-06-12', checkout: null })).toBe(false);
    expect(canValidate({ checkin: '2026-06-12', checkout: '2026-06-14' })).toBe(true);
  });

  it('brings the location dates back when closing without both dates', () => {
    const location = { checkin: '2026-07-01', checkout: '2026-07-03' };
    expect(selectionOnClose({ checkin: '2026-06-12', checkout: null }, location)).toEqual(location);
    expect(selectionOnClose(EMPTY_SELECTION, EMPTY_SELECTION)).toEqual(EMPTY_SELECTION);
    const full = { checkin: '2026-06-12', checkout: '2026-06-14' };
    expect(selectionOnClose(full, location)).toBe(full);
  });

  it('asks for the allowed nights with a check-in alone and availability data', () => {
    const availability = availabilityByDay([day('2026-06-12')]);
    expect(shouldFetchCheckoutNights({ checkin: '2026-06-12', checkout: null }, availability)).toBe(true);
    expect(shouldFetchCheckoutNights({ checkin: '2026-06-12', checkout: null }, new Map())).toBe(false);
    expect(shouldFetchCheckoutNights({ checkin: '2026-06-12', checkout: '2026-06-13' }, availability)).toBe(false);
    expect(shouldFetchCheckoutNights(EMPTY_SELECTION, availability)).toBe(false);
  });
});

describe('storedDatesToUse', () => {
  it('uses stored dates only when the check-in is still to come', () => {
    expect(storedDatesToUse({ checkin: '2026-06-11', checkout: '2026-06-12' }, now, zone)).toEqual({
      checkin: '2026-06-11',
      checkout: '2026-06-12',
    });
    expect(storedDatesToUse({ checkin: '2026-06-10', checkout: '2026-06-12' }, now, zone)).toBeNull();
    expect(storedDatesToUse({ checkin: '2026-06-01', checkout: '2026-06-02' }, now, zone)).toBeNull();
  });

  it('ignores incomplete or inconsistent stored dates', () => {
    expect(storedDatesToUse({ checkin: '2026-06-11' }, now, zone)).toBeNull();
    expect(storedDatesToUse({ checkin: '2026-06-12', checkout: '2026-06-12' }, now, zone)).toBeNull();
    expect(storedDatesToUse({ checkin: 'soon', checkout: '2026-06-12' }, now, zone)).toBeNull();
    expect(storedDatesToUse(null, now, zone)).toBeNull();
  });
});
