import { parseSearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { sortChoiceOf } from './sort-options';

const choice = (hash: string, flow: string) => sortChoiceOf(parseSearchCriteria({ hash, search: `flow=${flow}` }));

describe('sortChoiceOf', () => {
  it('booking: quality/price, discount, price ascending, popularity; distance only with coordinates', () => {
    expect(choice('city=12', 'booking').options).toEqual(['priceQuality', 'discount', 'priceAsc', 'popularity']);
    expect(choice('lat=48.8&lng=2.3', 'booking').options).toEqual([
      'priceQuality',
      'distance',
      'discount',
      'priceAsc',
      'popularity',
    ]);
  });

  it('hotel: quality/price, price ascending, popularity', () => {
    expect(choice('', 'hotel').options).toEqual(['priceQuality', 'priceAsc', 'popularity']);
  });

  it('gifting: quality/price, price descending and single voucher price ascending', () => {
    expect(choice('', 'gifting').options).toEqual(['priceQuality', 'priceDesc', 'singleVoucherPriceAsc']);
    expect(choice('lat=48.8&lng=2.3', 'gifting').options).toEqual([
      'priceQuality',
      'distance',
      'priceDesc',
      'singleVoucherPriceAsc',
    ]);
  });

  it('selects the hash sort, else the default quality/price', () => {
    expect(choice('sort=priceAsc', 'booking').selected).toBe('priceAsc');
    expect(choice('', 'booking').selected).toBe('priceQuality');
    // A sort the flow does not offer falls back to the default.
    expect(choice('sort=discount', 'gifting').selected).toBe('priceQuality');
  });
});
