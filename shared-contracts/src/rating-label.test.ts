import { ratingLabel } from './rating-label';

const rated = (score: number | null | undefined, reviewCount = 12) => ({ score, reviewCount });

describe('ratingLabel', () => {
  it('calls a hotel without a score, or without reviews, new', () => {
    expect(ratingLabel(rated(null))).toBe('new');
    expect(ratingLabel(rated(undefined))).toBe('new');
    expect(ratingLabel(rated(Number.NaN))).toBe('new');
    expect(ratingLabel(rated(8.6, 0))).toBe('new');
  });

  it.each([
    [10, 'perfect'],
    [9.5, 'perfect'],
    [9.49, 'fantastic'],
    [9, 'fantastic'],
    [8.99, 'excellent'],
    [8.5, 'excellent'],
    [8.49, 'veryGood'],
    [8, 'veryGood'],
    [7.99, 'good'],
    [7, 'good'],
  ])('reads %s as %s in the shop (the all-incentive mode)', (score, label) => {
    expect(ratingLabel(rated(score))).toBe(label);
  });

  it('gives no word under 7, a score of 0 included', () => {
    expect(ratingLabel(rated(6.99))).toBeNull();
    expect(ratingLabel(rated(0))).toBeNull();
  });

  it('shows only Fantastic and Perfect outside the all-incentive mode', () => {
    const outside = { allIncentiveMode: false };
    expect(ratingLabel(rated(7), outside)).toBeNull();
    expect(ratingLabel(rated(8.99), outside)).toBeNull();
    expect(ratingLabel(rated(9), outside)).toBe('fantastic');
    expect(ratingLabel(rated(9.5), outside)).toBe('perfect');
    expect(ratingLabel(rated(null), outside)).toBe('new');
  });
});
