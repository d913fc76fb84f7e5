/** Which stays of a hotel can be bought today. */
import type { Catalogue } from '../catalogue/catalogue';
import type { OfferRecord } from '../catalogue/catalogue-records';

/** Published and not past its last day of sale (an expired stay shows as unavailable). */
export function isOnSale(offer: OfferRecord, today: string): boolean {
  return offer.published && (offer.expiration === null || offer.expiration >= today);
}

export function offersOnSaleOfHotel(catalogue: Catalogue, hotelId: number, today: string): OfferRecord[] {
  return (catalogue.offersByHotel.get(hotelId) ?? []).filter((offer) => isOnSale(offer, today));
}
