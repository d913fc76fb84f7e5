/** The "nearby hotels" carousel of the hotel page: hotels of the same city first, then the closest ones. */
import type { Language } from '@escapade/shared-contracts/locales';
import type { Catalogue } from '../catalogue/catalogue';
import type { HotelRecord } from '../catalogue/catalogue-records';
import { applyPax, type Pax } from '../pricing/stay-price';
import { distanceKm } from '../search/geo-distance';
import { offersOnSaleOfHotel } from '../stays/offers-on-sale';
import { imageUrl } from '../texts/stay-wording';

export const MAX_NEARBY_HOTELS = 9;

export interface NearbyHotel {
  id: number;
  label: string;
  uri: string;
  stars: number;
  review: { count: number; average: number };
  imageUrl: string;
  location: { label: string };
  /** Cheapest stay of the hotel for the travellers, in cents; null when no date is left to book. */
  fromPrice: number | null;
}

/** Only hotels with a stay on sale: the carousel links to pages that sell something. */
export function nearbyHotels(catalogue: Catalogue, hotel: HotelRecord, pax: Pax, language: Language): NearbyHotel[] {
  const today = catalogue.todayIso();
  const ranked = [...catalogue.hotels.values()]
    .filter((other) => other.id !== hotel.id)
    .map((other) => ({
      other,
      sameCity: other.cityId === hotel.cityId,
      distance: distanceKm(hotel.lat, hotel.lng, other.lat, other.lng),
    }))
    .sort((a, b) => Number(b.sameCity) - Number(a.sameCity) || a.distance - b.distance || a.other.id - b.other.id);
  const result: NearbyHotel[] = [];
  for (const { other } of ranked) {
    if (result.length >= MAX_NEARBY_HOTELS) break;
    const offers = offersOnSaleOfHotel(catalogue, other.id, today);
    if (offers.length === 0) continue;
    const fromPrices = offers
      .map((offer) => {
        const row = catalogue.rowByOfferId.get(offer.id);
        return row ? catalogue.fromPriceOf(row) : null;
      })
      .filter((cheapest) => cheapest !== null)
      .map((cheapest) => applyPax(cheapest.sellForTwo, pax));
    const city = catalogue.cities.get(other.cityId);
    result.push({
      id: other.id,
      label: other.name,
      uri: `/hotel/${other.id}`,
      stars: other.stars,
      review: { count: other.reviewCount, average: other.reviewAverage },
      imageUrl: imageUrl(other.images[0]!),
      location: { label: city?.labels[language] ?? '' },
      fromPrice: fromPrices.length > 0 ? Math.min(...fromPrices) : null,
    });
  }
  return result;
}
