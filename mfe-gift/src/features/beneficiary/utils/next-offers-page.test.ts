import type { VoucherOffer, VoucherOffersPage } from './beneficiary-shapes';
import { nextOffersPage } from './next-offers-page';

function page(number: number, count: number, totalCount: number): VoucherOffersPage {
  const offers = Array.from({ length: count }, (_, index) => ({ id: number * 100 + index }) as VoucherOffer);
  return { offers, totalCount, page: number, pageSize: 8 };
}

describe('nextOffersPage', () => {
  it('asks the page after the last one while stays are missing', () => {
    expect(nextOffersPage([page(0, 8, 20)])).toBe(1);
    expect(nextOffersPage([page(1, 8, 20), page(2, 8, 20)])).toBe(3);
  });

  it('stops once the total is loaded', () => {
    expect(nextOffersPage([page(0, 8, 20), page(1, 8, 20), page(2, 4, 20)])).toBeUndefined();
    expect(nextOffersPage([page(0, 8, 8)])).toBeUndefined();
  });

  it('stops at an empty page, whatever the total says', () => {
    expect(nextOffersPage([page(0, 8, 30), page(1, 0, 30)])).toBeUndefined();
  });

  it('asks nothing before the first page', () => {
    expect(nextOffersPage([])).toBeUndefined();
  });
});
