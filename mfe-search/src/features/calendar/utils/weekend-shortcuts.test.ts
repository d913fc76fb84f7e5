import { DateTime } from 'luxon';
import { nextWeekend, thisWeekend } from './weekend-shortcuts';

describe('weekend shortcuts', () => {
  afterEach(() => jest.useRealTimers());

  function on(isoLocalTime: string): DateTime {
    jest.useFakeTimers({ now: DateTime.fromISO(isoLocalTime).toJSDate() });
    return DateTime.now();
  }

  it.each([
    ['Monday', '2031-05-05T09:00:00', '2031-05-10', '2031-05-17'],
    ['Wednesday', '2031-05-07T09:00:00', '2031-05-10', '2031-05-17'],
    ['Friday late', '2031-05-09T23:00:00', '2031-05-10', '2031-05-17'],
    ['Saturday', '2031-05-10T09:00:00', '2031-05-10', '2031-05-17'],
  ])('on %s: this weekend and next weekend, Saturday to Sunday', (_day, now, thisSaturday, nextSaturday) => {
    const clock = on(now);
    expect(thisWeekend(clock)).toEqual({
      checkin: thisSaturday,
      checkout: DateTime.fromISO(thisSaturday).plus({ days: 1 }).toISODate(),
    });
    expect(nextWeekend(clock)).toEqual({
      checkin: nextSaturday,
      checkout: DateTime.fromISO(nextSaturday).plus({ days: 1 }).toISODate(),
    });
  });

  it('hides this weekend on Sunday; next weekend is the coming Saturday (weeks start on Monday)', () => {
    const sunday = on('2031-05-11T10:00:00');
    expect(thisWeekend(sunday)).toBeNull();
    expect(nextWeekend(sunday)).toEqual({ checkin: '2031-05-17', checkout: '2031-05-18' });
  });

  it('crosses a month and a year end', () => {
    expect(thisWeekend(on('2031-12-29T10:00:00'))).toEqual({ checkin: '2032-01-03', checkout: '2032-01-04' });
    expect(nextWeekend(on('2031-12-29T10:00:00'))).toEqual({ checkin: '2032-01-10', checkout: '2032-01-11' });
  });
});
