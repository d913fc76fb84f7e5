import { ratingLabelOf } from './rating-label';

describe('ratingLabelOf', () => {
  it.each([
    [9.7, 'perfect'],
    [9.5, 'perfect'],
    [9.4, 'fantastic'],
    [9, 'fantastic'],
    [8.9, 'excellent'],
    [8.5, 'excellent'],
    [8.4, 'veryGood'],
    [8, 'veryGood'],
    [7.9, 'good'],
    [7, 'good'],
  ])('%s reads %s', (average, label) => {
    expect(ratingLabelOf(average, 12)).toBe(label);
  });

  it('gives no word under 7', () => {
    expect(ratingLabelOf(6.9, 12)).toBeNull();
  });

  it('gives no word under 9 outside the all-incentive reading', () => {
    expect(ratingLabelOf(8.9, 12, { allIncentive: false })).toBeNull();
    expect(ratingLabelOf(9, 12, { allIncentive: false })).toBe('fantastic');
  });

  it('is "new" without a value or without reviews', () => {
    expect(ratingLabelOf(null, 0)).toBe('new');
    expect(ratingLabelOf(undefined, 3)).toBe('new');
    expect(ratingLabelOf(8.6, 0)).toBe('new');
  });
});
