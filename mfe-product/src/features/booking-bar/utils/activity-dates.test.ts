import {
  activitiesMissingDates,
  chooseActivityDate,
  decodeActivitySelection,
  encodeActivitySelection,
  hasAllActivityDates,
} from './activity-dates';

describe('activity selections', () => {
  it('writes the activity id before an underscore and the date after it', () => {
    expect(encodeActivitySelection({ activityId: '812', date: '2026-06-12' })).toBe('812_2026-06-12');
    expect(decodeActivitySelection('812_2026-06-12')).toEqual({ activityId: '812', date: '2026-06-12' });
  });

  it('reads nothing from a selection without an id or a date', () => {
    expect(decodeActivitySelection('_2026-06-12')).toBeNull();
    expect(decodeActivitySelection('812_')).toBeNull();
    expect(decodeActivitySelection('812')).toBeNull();
  });
});

describe('chooseActivityDate', () => {
  it('replaces an earlier date of the same activity and keeps the others', () => {
    const selections = ['812_2026-06-12', '900_2026-06-13'];
    expect(chooseActivityDate(selections, 812, '2026-06-13')).toEqual(['900_2026-06-13', '812_2026-06-13']);
    expect(chooseActivityDate(selections, '77', '2026-06-12')).toEqual([...selections, '77_2026-06-12']);
  });

  it('does not confuse activities whose ids start alike', () => {
    expect(chooseActivityDate(['8120_2026-06-12'], '812', '2026-06-13')).toEqual(['8120_2026-06-12', '812_2026-06-13']);
  });
});

describe('activitiesMissingDates', () => {
  it('lists the required activities still without a date', () => {
    expect(activitiesMissingDates([812, 900], ['812_2026-06-12'])).toEqual(['900']);
    expect(activitiesMissingDates(['812', '900'], [])).toEqual(['812', '900']);
    expect(hasAllActivityDates([812, 900], ['812_2026-06-12'])).toBe(false);
    expect(hasAllActivityDates([812, 900], ['900_2026-06-13', '812_2026-06-12'])).toBe(true);
    expect(hasAllActivityDates([], [])).toBe(true);
  });
});
