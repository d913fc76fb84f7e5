import { HttpResponse } from 'msw';
import { DateTime } from 'luxon';
import type { ApiMock } from '../../../platform/test-kit/api-mock';
import type { StayDetail } from '../features/stay-detail/api/get-stay-detail';
import type { HotelReviewsPage } from '../features/reviews/api/get-hotel-reviews';
import { stayDetailFixture } from './stay-detail-fixture';

/** A hotel with no review yet: the page leaves the reviews block out. */
export const NO_REVIEWS: HotelReviewsPage = { totalCount: 0, score: 8.6, list: [] };

/** A hotel with a single review, Claire's: the page shows the reviews block and its "see all" button. */
export const ONE_REVIEW: HotelReviewsPage = {
  totalCount: 1,
  score: 8.6,
  list: [
    {
      id: 1,
      locale: 'fr',
      customer: 'Claire',
      type: 'couple',
      date: '2030-01-10',
      average: 9,
      positive: 'Un accueil chaleureux',
      negative: '',
    },
  ],
};

/** What the calendar's calls answer. */
export interface StayCalendarStub {
  /** yyyy-MM-dd → price (cents) of a stay starting that day; no other day of any month can start one. */
  prices?: Readonly<Record<string, number>>;
  /** The night counts packageCheckoutNights.json answers for any check-in. */
  checkoutNights?: readonly number[];
}

/**
 * An availabilities.json answer for one month (yyyy-MM) as the api sends it: every day of the
 * month, a price on the days of `prices`, the month's lowest marked as its best price.
 */
export function availabilityMonthAnswer(hotelId: number, month: string, prices: Readonly<Record<string, number>>) {
  const first = DateTime.fromISO(`${month}-01`);
  const days = Array.from({ length: first.daysInMonth ?? 0 }, (_, index) => first.plus({ days: index }).toISODate()!);
  const lowest = Math.min(...days.flatMap((day) => (day in prices ? [prices[day]!] : [])));
  return {
    hotelId,
    availabilities: days.map((day) => {
      const price = prices[day] ?? null;
      return {
        day,
        price,
        promo: price === null ? null : 20,
        minLos: price === null ? null : 1,
        offerId: price === null ? null : 4321,
        bestPriceOfTheMonth: price === lowest,
      };
    }),
  };
}

/**
 * The calendar's calls: the hotel's availability month by month (by default no day has any, so
 * every day can be picked, as without data) and the night counts allowed from a check-in.
 */
export function stubCalendarApi(api: ApiMock, hotelId: number, offerId: number, calendar: StayCalendarStub = {}): void {
  api.answer(`/hotels/${hotelId}/availabilities.json`, ({ request }) => {
    const month = new URL(request.url).searchParams.get('month') ?? '';
    return HttpResponse.json(availabilityMonthAnswer(hotelId, month, calendar.prices ?? {}));
  });
  api.answer(`/weekend/${offerId}/packageCheckoutNights.json`, ({ request }) =>
    HttpResponse.json({
      offerId,
      checkin: new URL(request.url).searchParams.get('checkin'),
      nights: calendar.checkoutNights ?? [1, 2, 3, 4, 5, 6],
    }),
  );
}

/** The api of a stay page: the offer's detail, its hotel's reviews and the calendar's calls. */
export function stubStayApi(
  api: ApiMock,
  detail: StayDetail = stayDetailFixture(),
  reviews: HotelReviewsPage = NO_REVIEWS,
  calendar: StayCalendarStub = {},
): void {
  api.json(`/weekend/${detail.id}/detail.json`, detail);
  api.json(`/api/hotel/${detail.hotel.id}/reviews.json`, reviews);
  stubCalendarApi(api, detail.hotel.id, detail.id, calendar);
  stubBookingApi(api, detail.id);
}

/** The insurance as the api prices it: 18 €. */
export const INSURANCE_OFFER = {
  id: 'CANCELLATION_INSURANCE_FLEXIBLE',
  sellPrice: 1800,
  cancellationPolicy: { type: 'INSURANCE', message: 'Remboursement sous 72 h, plus de 25 motifs couverts' },
};

/**
 * The calls of the booking panel and the page's lists: with dates the panel asks the quote (the
 * stay can be booked), prices the insurance and asks which instalments the provider accepts; the hotel's other stays and upgrades are none
 * unless a test says otherwise.
 */
export function stubBookingApi(api: ApiMock, offerId: number): void {
  api.json('/gateway/insurance/quote', { offer: INSURANCE_OFFER });
  api.json('/gateway/purchase/alma/eligibility', { paymentMethods: [] });
  api.json(`/product/${offerId}/offers`, { offers: [] });
  api.json(`/product/${offerId}/quote`, bookableQuote(39700));
  api.json(`/weekend/${offerId}/upsells.json`, []);
  api.json(`/gateway/gift/${offerId}/price-list`, {
    offerId,
    isGiftable: true,
    priceList: [
      { nights: 1, sellPrice: 21900, refPrice: 26900 },
      { nights: 2, sellPrice: 41500, refPrice: 50900 },
    ],
  });
}

/** The api's quote for a stay it can book at this price (cents). */
export function bookableQuote(sellPrice: number) {
  return {
    bookable: true,
    priceInfo: { sellPrice, refPrice: sellPrice, promoPercentageRounded: 0, moneySaved: 0, nbRooms: 1, nights: 2 },
    localTaxTotalAmount: 0,
    cancellationPolicy: { type: 'FLEXIBLE', cancellable: true, cancellationDeadline: null, message: '' },
  };
}
