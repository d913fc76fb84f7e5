import type { ActivityOfferRecord } from '../catalogue/catalogue-records';
import { activityOnlyPrices } from './activity-prices';

const activity = (fields: Partial<ActivityOfferRecord>): ActivityOfferRecord => ({
  id: 90001,
  hotelId: 1,
  tagId: 101,
  labels: { fr: 'Spa', es: 'Spa', it: 'Spa', nl: 'Spa' },
  descriptions: { fr: 'Spa', es: 'Spa', it: 'Spa', nl: 'Spa' },
  pricePerPerson: 5000,
  promoPercent: 0,
  durationMinutes: 60,
  published: true,
  images: [],
  ...fields,
});

describe('activityOnlyPrices', () => {
  it('shows the promotion from 5 % on', () => {
    const [one, two] = activityOnlyPrices(activity({ pricePerPerson: 9500, promoPercent: 5 }));
    expect(one).toEqual({
      paxComposition: { adults: 1 },
      sellPrice: 9500,
      barPrice: 10000,
      refPrice: 10000,
      promo: 5,
      promoPercentageRounded: 5,
      moneySaved: 500,
    });
    expect(two).toMatchObject({ sellPrice: 19000, barPrice: 20000, promo: 5, moneySaved: 1000 });
  });

  it('keeps a smaller discount in the figures but shows no promotion', () => {
    const [one] = activityOnlyPrices(activity({ pricePerPerson: 9700, promoPercent: 3 }));
    expect(one).toMatchObject({
      sellPrice: 9700,
      barPrice: 10000,
      promoPercentageRounded: 3,
      promo: 0,
      moneySaved: 300,
    });
  });

  it('has only the price for 2 for a duo formula', () => {
    const prices = activityOnlyPrices(activity({ id: 90017, pricePerPerson: 4000 }));
    expect(prices).toHaveLength(1);
    expect(prices[0]).toMatchObject({ paxComposition: { adults: 2 }, sellPrice: 8000 });
  });
});
