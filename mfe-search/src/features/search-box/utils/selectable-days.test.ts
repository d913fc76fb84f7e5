import { DateTime } from 'luxon';
import { firstSelectableDay, lastSelectableDay, nightsBetween } from './selectable-days';

describe('selectable days', () => {
  it('offers today until 19:59', () => {
    expect(firstSelectableDay(DateTime.fromISO('2031-05-10T19:59:00'))).toBe('2031-05-10');
  });

  it('starts tomorrow from 20:00', () => {
    expect(firstSelectableDay(DateTime.fromISO('2031-05-10T20:00:00'))).toBe('2031-05-11');
    expect(firstSelectableDay(DateTime.fromISO('2031-12-31T22:30:00'))).toBe('2032-01-01');
  });

  it('reaches one year ahead', () => {
    expect(lastSelectableDay(DateTime.fromISO('2031-05-10T10:00:00'))).toBe('2032-05-10');
  });

  it('counts nights across a month end', () => {
    expect(nightsBetween('2031-01-30', '2031-02-02')).toBe(3);
  });
});
