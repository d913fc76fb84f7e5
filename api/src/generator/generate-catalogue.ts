/**
 * The deterministic catalogue generator: the same seed gives the same hotels and stays. Only the
 * availability window (from `availabilityStart`) and review dates follow the generation date.
 */
import type { CatalogueData, HotelRecord } from '../catalogue/catalogue-records';
import { generateActivityOffers } from './generate-activity-offers';
import { generateCmsPages } from './generate-cms-pages';
import { generateGeography } from './generate-geography';
import { generateGiftBoxes } from './generate-gift-boxes';
import { generateHotels } from './generate-hotels';
import { generateOffers, type OfferContext } from './generate-offers';
import { generateReviews } from './generate-reviews';
import { createRandom } from './prng';

export const DEFAULT_SEED = 20240501;
export const DEFAULT_HOTEL_COUNT = 2400;
export const ACTIVITY_OFFER_COUNT = 150;

export interface GenerateOptions {
  seed: number;
  /** yyyy-MM-dd: the first day of the availability strings ("today" at generation). */
  availabilityStart: string;
  hotelCount?: number;
}

/** Each part draws from its own stream, so adding reviews never reshuffles the hotels. */
const STREAM = { hotels: 1, offers: 2, activities: 3, boxes: 4, reviews: 5 } as const;

export function generateCatalogue(options: GenerateOptions): CatalogueData {
  const streamOf = (part: keyof typeof STREAM) => createRandom((options.seed * 31 + STREAM[part]) >>> 0);
  const geography = generateGeography();
  const cityById = new Map(geography.cities.map((city) => [city.id, city]));
  const countryById = new Map(geography.countries.map((country) => [country.id, country]));

  const { hotels, rooms } = generateHotels(streamOf('hotels'), geography, options.hotelCount ?? DEFAULT_HOTEL_COUNT);
  const hotelById = new Map(hotels.map((hotel) => [hotel.id, hotel]));

  const roomsByHotel = new Map<number, typeof rooms>();
  for (const room of rooms) roomsByHotel.set(room.hotelId, [...(roomsByHotel.get(room.hotelId) ?? []), room]);
  const contexts: OfferContext[] = hotels.map((hotel) => ({
    hotel,
    city: cityById.get(hotel.cityId)!,
    rooms: roomsByHotel.get(hotel.id)!,
  }));
  const offers = generateOffers(streamOf('offers'), contexts, options.availabilityStart);

  const activityOffers = generateActivityOffers(streamOf('activities'), hotels, cityById, ACTIVITY_OFFER_COUNT);
  const giftBoxes = generateGiftBoxes(streamOf('boxes'), offers, hotelById);
  const countryCodeOfHotel = (hotel: HotelRecord) => countryById.get(cityById.get(hotel.cityId)!.countryId)!.code;
  const reviews = generateReviews(streamOf('reviews'), hotels, countryCodeOfHotel, options.availabilityStart);
  const cmsPages = generateCmsPages({
    countries: geography.countries,
    cities: geography.cities,
    hotels,
    offers,
    giftBoxes,
  });

  return {
    countries: geography.countries,
    regions: geography.regions,
    departments: geography.departments,
    cities: geography.cities,
    pois: geography.pois,
    hotels,
    rooms,
    offers,
    activityOffers,
    giftBoxes,
    reviews,
    cmsPages,
  };
}
