import { useState } from 'react';
import type { HotelDetail } from '../api/get-hotel-detail';
import { withStaysOf } from '../utils/hotel-offers';

const NO_STAY: readonly string[] = [];

/**
 * Every stay of the hotel the page has listed during the visit. The rooms list only the stays
 * bookable on the dates asked; the calendar, which lets the shopper pick other dates, needs all of
 * them to know which night counts one of them allows.
 */
export function useHotelStays(detail: Pick<HotelDetail, 'id' | 'rooms'>): readonly string[] {
  const [known, setKnown] = useState({ hotelId: detail.id, stays: NO_STAY });
  const previous = known.hotelId === detail.id ? known.stays : NO_STAY;
  const stays = withStaysOf(previous, detail.rooms);
  if (stays !== known.stays) setKnown({ hotelId: detail.id, stays });
  return stays;
}
