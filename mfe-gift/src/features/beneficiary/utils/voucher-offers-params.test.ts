import { boxOffersParams, singleVoucherOffersParams } from './voucher-offers-params';

const FILTERS = { checkinDate: '2026-05-01', region: '12', theme: 'spa', hotelId: '340' };

describe('boxOffersParams', () => {
  it("asks a box's stays with the locale and the filters, never a hotel", () => {
    expect(boxOffersParams({ locale: 'fr_BE', filters: FILTERS })).toEqual({
      locale: 'fr_BE',
      checkinDate: '2026-05-01',
      region: '12',
      theme: 'spa',
    });
  });

  it('asks with the locale alone when nothing is filtered', () => {
    expect(boxOffersParams({ locale: 'it_IT', filters: {} })).toEqual({ locale: 'it_IT' });
  });
});

describe('singleVoucherOffersParams', () => {
  it('asks every giftable stay, 20 packages of a hotel at most, with the filters', () => {
    expect(singleVoucherOffersParams({ locale: 'es_ES', filters: FILTERS })).toEqual({
      locale: 'es_ES',
      numberOfPackagesPerHotel: '20',
      matchOfferRangePriceWithGiftAmount: 'false',
      checkinDate: '2026-05-01',
      hotelId: '340',
      region: '12',
      theme: 'spa',
    });
  });
});
