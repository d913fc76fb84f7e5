import { activityReferencePrice } from './activity-order';

const price = (adults: number, sellPrice: number, refPrice: number, promoPercentageRounded: number) => ({
  paxComposition: { adults },
  sellPrice,
  refPrice,
  promoPercentageRounded,
});

describe('activityReferencePrice', () => {
  it('shows the discount rounded up, as the activity page does', () => {
    // 93 € instead of 100 €: 7 % off, never the api's rounded-down 6.
    expect(activityReferencePrice([price(2, 9_300, 10_000, 6)], 2)).toEqual({ amount: 10_000, percent: 7 });
  });

  it('shows a promotion from 5 % on only', () => {
    expect(activityReferencePrice([price(1, 9_500, 10_000, 5)], 1)).toEqual({ amount: 10_000, percent: 5 });
    expect(activityReferencePrice([price(1, 9_600, 10_000, 4)], 1)).toBeNull();
  });

  it('has nothing to show for a participant count without a price', () => {
    expect(activityReferencePrice([price(1, 9_300, 10_000, 7)], 3)).toBeNull();
  });
});
