import type { HotelDetail } from '../api/get-hotel-detail';

/** A hotel earns the eco-label message with at least this many eco-friendly practices. */
export const ECO_LABEL_MIN_FACILITIES = 8;

/** The api's verdict, or the list itself when it holds enough practices. */
export function showsEcoLabel(hotel: Pick<HotelDetail, 'ecoLabel' | 'ecoFacilities'>): boolean {
  return hotel.ecoLabel || hotel.ecoFacilities.length >= ECO_LABEL_MIN_FACILITIES;
}
