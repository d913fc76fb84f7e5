import { DateTime } from 'luxon';
import { addDays, isFutureCheckin, nightsBetween } from './stay-dates';

describe('stay dates', () => {
  it('counts nights across a month end', () => {
    expect(nightsBetween('2031-01-30', '2031-02-02')).toBe(3);
    expect(addDays('2031-01-30', 3)).toBe('2031-02-02');
  });

  it('uses stored dates only when the check-in is after today', () => {
    const now = DateTime.fromISO('2031-05-10T10:00:00');
    expect(isFutureCheckin({ checkin: '2031-05-11', checkout: '2031-05-12' }, now)).toBe(true);
    expect(isFutureCheckin({ checkin: '2031-05-10', checkout: '2031-05-12' }, now)).toBe(false);
    expect(isFutureCheckin({ checkin: '2031-05-01', checkout: '2031-05-03' }, now)).toBe(false);
    expect(isFutureCheckin({ checkin: '2031-05-12', checkout: '2031-05-12' }, now)).toBe(false);
    expect(isFutureCheckin({ checkin: 'garbage', checkout: '2031-05-12' }, now)).toBe(false);
    expect(isFutureCheckin(null, now)).toBe(false);
  });
});
