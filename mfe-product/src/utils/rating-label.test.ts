import { ratingLabel } from './rating-label';

describe('ratingLabel', () => {
  it('calls a hotel without a score new', () => {
    expect(ratingLabel(null)).toBe('new');
    expect(ratingLabel(undefined)).toBe('new');
    expect(ratingLabel(Number.NaN, { allIncentiveMode: true })).toBe('new');
  });

  it('shows only Fantastic and Perfect outside the all-incentive mode', () => {
    expect(ratingLabel(0)).toBeNull();
    expect(ratingLabel(7)).toBeNull();
    expect(ratingLabel(8.5)).toBeNull();
    expect(ratingLabel(8.99)).toBeNull();
    expect(ratingLabel(9)).toBe('fantastic');
    expect(ratingLabel(9.49)).toBe('fantastic');
    expect(ratingLabel(9.5)).toBe('perfect');
    expect(ratingLabel(10)).toBe('perfect');
  });

  it('shows a word from 7 in the all-incentive mode', () => {
    const allIncentive = { allIncentiveMode: true };
    expect(ratingLabel(0, allIncentive)).toBeNull();
    expect(ratingLabel(6.99, allIncentive)).toBeNull();
    expect(ratingLabel(7, allIncentive)).toBe('good');
    expect(ratingLabel(7.99, allIncentive)).toBe('good');
    expect(ratingLabel(8, allIncentive)).toBe('veryGood');
    expect(ratingLabel(8.49, allIncentive)).toBe('veryGood');
    expect(ratingLabel(8.5, allIncentive)).toBe('excellent');
    expect(ratingLabel(8.99, allIncentive)).toBe('excellent');
    expect(ratingLabel(9, allIncentive)).toBe('fantastic');
    expect(ratingLabel(9.49, allIncentive)).toBe('fantastic');
    expect(ratingLabel(9.5, allIncentive)).toBe('perfect');
  });
});
