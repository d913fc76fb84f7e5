import { DateTime } from 'luxon';
import { readStoredDates, STORED_DATES_STORAGE_KEY, storeDates } from './stored-dates';

describe('stored dates', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.useRealTimers());

  it('gives back stored dates whose check-in is a future date', () => {
    jest.useFakeTimers({ now: new Date(2031, 4, 10, 12, 0) });
    storeDates({ checkin: '2031-05-11', checkout: '2031-05-13' });
    expect(readStoredDates(DateTime.now())).toEqual({ checkin: '2031-05-11', checkout: '2031-05-13' });
  });

  it('ignores dates whose check-in is today or past', () => {
    jest.useFakeTimers({ now: new Date(2031, 4, 10, 12, 0) });
    storeDates({ checkin: '2031-05-10', checkout: '2031-05-12' });
    expect(readStoredDates(DateTime.now())).toBeNull();
    storeDates({ checkin: '2031-05-01', checkout: '2031-05-03' });
    expect(readStoredDates(DateTime.now())).toBeNull();
  });

  it('ignores garbage', () => {
    localStorage.setItem(STORED_DATES_STORAGE_KEY, '{"checkin":12}');
    expect(readStoredDates()).toBeNull();
    localStorage.setItem(STORED_DATES_STORAGE_KEY, 'nope');
    expect(readStoredDates()).toBeNull();
  });
});
