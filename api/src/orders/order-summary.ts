/**
 * What an order shows on its confirmation page and in the customer's trips: what was bought, in
 * the words of the language it was bought in. It is written once, when the order is created, so
 * the order reads back as it was bought even if the catalogue changes later.
 */
import type { Language } from '@escapade/shared-contracts/locales';
import type { Catalogue } from '../catalogue/catalogue';
import type { HotelRecord } from '../catalogue/catalogue-records';
import type { GiftFormat } from './purchase-items';

export interface HotelSummary {
  label: string;
  stars: number;
  city: string;
}

export interface OrderItemSummary {
  kind: 'stay' | 'activity' | 'giftBox' | 'giftStay' | 'giftCard';
  title: string;
  hotel?: HotelSummary;
  checkin?: string;
  checkout?: string;
  nights?: number;
  pax?: { adults: number; children: number; babies: number };
  /** The day chosen for each activity of the stay that needs one. */
  activityDates?: { activityId: number; title: string; date: string }[];
  participants?: number;
  /** A gift card's amount, in cents. */
  amount?: number;
  giftFormat?: GiftFormat;
  insurance: boolean;
}

export function hotelSummary(catalogue: Catalogue, hotel: HotelRecord, language: Language): HotelSummary {
  return { label: hotel.name, stars: hotel.stars, city: catalogue.cities.get(hotel.cityId)?.labels[language] ?? '' };
}
