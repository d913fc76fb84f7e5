/**
 * What a gift code can book (docs/gifts.md, "What a code can book"): a box's own stays, or, for a
 * gift stay or a gift card, the giftable stays on sale, of the voucher's nights (a gift card: the
 * stay's shortest), within its amount when asked, at most so many per hotel. A check-in date keeps
 * the stays open that night for those nights with a room left. The facets count, for each region
 * and theme, exactly the offers that choosing it would list.
 */
import { DateTime } from 'luxon';
import type { Language } from '@escapade/shared-contracts/locales';
import type { Catalogue, SearchRow } from '../catalogue/catalogue';
import { BOX_OFFERS_PAGE_SIZE, boxOfferRows } from '../gift-boxes/box-offers';
import type { OrderStore } from '../orders/order-store';
import { GIFT_STAY_NIGHTS, GIFT_STAY_PEOPLE } from '../orders/purchase-items';
import { roomsNeeded } from '../pricing/criteria-price';
import { isoToEpochDay } from '../pricing/dates';
import { bookableRoomsLeft } from '../pricing/stay-bookability';
import { giftPrice } from '../pricing/stay-price';
import { isOnSale } from '../stays/offers-on-sale';
import { imageUrl } from '../texts/stay-wording';
import { THEMES, THEME_BY_ID } from '../vocabulary/themes';
import type { Voucher } from './gift-vouchers';

export const VOUCHER_OFFERS_PAGE_SIZE = BOX_OFFERS_PAGE_SIZE;
export const DEFAULT_PACKAGES_PER_HOTEL = 20;

export interface VoucherOfferFilters {
  /** yyyy-MM-dd, already checked to be from today to a year ahead. */
  checkinDate: string | null;
  regionId: number | null;
  themeId: number | null;
  hotelId: number | null;
  /** At most this many offers of one hotel; null: no limit. */
  packagesPerHotel: number | null;
  /** Only the stays whose gift price is within the voucher's amount. */
  matchAmount: boolean;
}

export interface VoucherOffersContext {
  catalogue: Catalogue;
  orders: OrderStore;
}

interface VoucherStay {
  row: SearchRow;
  nights: number;
}

const TWO_PEOPLE = { adults: GIFT_STAY_PEOPLE, children: 0, babies: 0 };

/** Whether the date is one a beneficiary may ask for: from today to one year ahead. */
export function isCheckinInRange(checkinDate: string, todayIso: string): boolean {
  const today = DateTime.fromISO(todayIso);
  const lastDay = today.plus({ years: 1 }).toISODate()!;
  return checkinDate >= todayIso && checkinDate <= lastDay;
}

/** Best reviewed hotels first, then by offer id, as a box lists its stays. */
function byReviews(a: SearchRow, b: SearchRow): number {
  return b.hotel.reviewAverage - a.hotel.reviewAverage || a.offer.id - b.offer.id;
}

/** The nights a gift card books a stay for: its shortest, when a gift stay can be that long. */
function giftCardNights(row: SearchRow): number | null {
  const nights = Math.max(row.offer.minNights, GIFT_STAY_NIGHTS.min);
  return nights <= Math.min(row.offer.maxNights, GIFT_STAY_NIGHTS.max) ? nights : null;
}

/** The voucher's stays before the region and theme filters and the limit per hotel. */
async function voucherStays(
  { catalogue, orders }: VoucherOffersContext,
  voucher: Voucher,
  filters: VoucherOfferFilters,
): Promise<VoucherStay[]> {
  let stays: VoucherStay[];
  if (voucher.kind === 'box') {
    const box = voucher.boxCode === null ? undefined : catalogue.giftBoxes.get(voucher.boxCode);
    if (!box) return [];
    stays = boxOfferRows(catalogue, box).map((row) => ({ row, nights: voucher.nights ?? box.nights }));
  } else {
    const today = catalogue.todayIso();
    stays = [];
    for (const row of catalogue.rows) {
      if (!row.offer.giftable || !isOnSale(row.offer, today)) continue;
      const nights = voucher.kind === 'singleVoucher' ? voucher.nights : giftCardNights(row);
      if (nights === null || nights < row.offer.minNights || nights > row.offer.maxNights) continue;
      if (filters.matchAmount && giftPrice(row.offer, nights).sellPrice > voucher.amount) continue;
      stays.push({ row, nights });
    }
    stays.sort((a, b) => byReviews(a.row, b.row));
  }
  if (filters.hotelId !== null) stays = stays.filter((stay) => stay.row.hotel.id === filters.hotelId);
  if (filters.checkinDate !== null) {
    const window = catalogue.availabilityWindow();
    const checkinDay = isoToEpochDay(filters.checkinDate)!;
    // The shop's one rule of what can be sold (`stay-bookability`), against the holds of every night
    // the longest of these stays covers, read at once.
    const longest = stays.reduce((most, stay) => Math.max(most, stay.nights), 1);
    const holds = await orders.roomHolds(checkinDay, checkinDay + longest - 1);
    stays = stays.filter(({ row, nights }) => {
      const rooms = roomsNeeded(row, TWO_PEOPLE);
      return bookableRoomsLeft(row.offer, window, holds, { checkinDay, nights, rooms }) !== null;
    });
  }
  return stays;
}

function capPerHotel(stays: readonly VoucherStay[], packagesPerHotel: number | null): VoucherStay[] {
  if (packagesPerHotel === null) return [...stays];
  const perHotel = new Map<number, number>();
  return stays.filter(({ row }) => {
    const count = (perHotel.get(row.hotel.id) ?? 0) + 1;
    perHotel.set(row.hotel.id, count);
    return count <= packagesPerHotel;
  });
}

const inRegion = (regionId: number | null) => (stay: VoucherStay) =>
  regionId === null || stay.row.regionId === regionId;
const withTheme = (themeId: number | null) => (stay: VoucherStay) =>
  themeId === null || stay.row.offer.themeIds.includes(themeId);

export interface OfferCard {
  id: number;
  label: string;
  imageUrl: string;
  nights: number;
  hotel: { id: number; label: string; stars: number; review: { count: number; average: number } };
  location: { label: string; lat: number; lng: number };
  region: { id: number; label: string };
  themes: { id: number; label: string }[];
}

function offerCard(catalogue: Catalogue, { row, nights }: VoucherStay, language: Language): OfferCard {
  const { offer, hotel, city } = row;
  return {
    id: offer.id,
    label: offer.labels[language],
    imageUrl: imageUrl(offer.images[0] ?? hotel.images[0]!),
    nights,
    hotel: {
      id: hotel.id,
      label: hotel.name,
      stars: hotel.stars,
      review: { count: hotel.reviewCount, average: hotel.reviewAverage },
    },
    location: { label: city.labels[language], lat: hotel.lat, lng: hotel.lng },
    region: { id: row.regionId, label: catalogue.regions.get(row.regionId)?.labels[language] ?? '' },
    themes: offer.themeIds.flatMap((id) => {
      const theme = THEME_BY_ID.get(id);
      return theme ? [{ id, label: theme.labels[language] }] : [];
    }),
  };
}

export interface VoucherOffersPage {
  offers: OfferCard[];
  totalCount: number;
  page: number;
  pageSize: number;
}

export async function voucherOffers(
  context: VoucherOffersContext,
  voucher: Voucher,
  filters: VoucherOfferFilters,
  { page, language }: { page: number; language: Language },
): Promise<VoucherOffersPage> {
  const stays = capPerHotel(
    (await voucherStays(context, voucher, filters))
      .filter(inRegion(filters.regionId))
      .filter(withTheme(filters.themeId)),
    filters.packagesPerHotel,
  );
  const start = page * VOUCHER_OFFERS_PAGE_SIZE;
  return {
    offers: stays
      .slice(start, start + VOUCHER_OFFERS_PAGE_SIZE)
      .map((stay) => offerCard(context.catalogue, stay, language)),
    totalCount: stays.length,
    page,
    pageSize: VOUCHER_OFFERS_PAGE_SIZE,
  };
}

export interface FacetValue {
  id: number;
  label: string;
  count: number;
}

export interface VoucherFacets {
  regions: FacetValue[];
  themes: FacetValue[];
}

/**
 * Each region counted with the theme chosen, each theme with the region chosen: a value's count is
 * the totalCount of the offers listed once it is chosen. Values without offers are left out.
 */
export async function voucherFacets(
  context: VoucherOffersContext,
  voucher: Voucher,
  filters: VoucherOfferFilters,
  language: Language,
): Promise<VoucherFacets> {
  const stays = await voucherStays(context, voucher, filters);

  // A region is a set of whole hotels, so limiting per hotel before counting by region changes nothing.
  const byRegion = new Map<number, number>();
  for (const { row } of capPerHotel(stays.filter(withTheme(filters.themeId)), filters.packagesPerHotel)) {
    byRegion.set(row.regionId, (byRegion.get(row.regionId) ?? 0) + 1);
  }
  const regions = [...byRegion]
    .map(([id, count]) => ({ id, label: context.catalogue.regions.get(id)?.labels[language] ?? '', count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, language));

  const inChosenRegion = stays.filter(inRegion(filters.regionId));
  const themes = THEMES.map((theme) => ({
    id: theme.id,
    label: theme.labels[language],
    count: capPerHotel(inChosenRegion.filter(withTheme(theme.id)), filters.packagesPerHotel).length,
  })).filter((theme) => theme.count > 0);

  return { regions, themes };
}
