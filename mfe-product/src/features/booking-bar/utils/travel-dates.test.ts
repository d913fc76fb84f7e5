import { DateTime } from 'luxon';
import { bookableWindow, formatShortDate, nightsBetween } from './travel-dates';

describe('travel dates', () => {
  it('keeps today bookable until 20:00, then starts tomorrow', () => {
    expect(bookableWindow(DateTime.fromISO('2026-12-12T19:59'))).toEqual({ first: '2026-12-12', last: '2027-12-12' });
    expect(bookableWindow(DateTime.fromISO('2026-12-12T20:00')).first).toBe('2026-12-13');
  });

  it('formats a short date in the locale', () => {
    expect(formatShortDate('2026-12-12', 'fr_FR')).toMatch(/sam\.? 12 déc\.? 2026/);
  });

  it('counts nights', () => {
    expect(nightsBetween('2026-12-12', '2026-12-14')).toBe(2);
    expect(nightsBetween('2026-12-14', '2026-12-12')).toBe(0);
  });
});
