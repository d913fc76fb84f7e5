/**
 * The stay search over the in-memory catalogue: one pass prices and tests every offer, recording
 * which filter groups it fails; results keep the offers that fail none, facets count the offers
 * that fail at most their own group (so a selected value never hides its siblings).
 */
import type { SortOption } from '@escapade/shared-contracts/offers-request';
import {
  facilityMaskOf,
  type Catalogue,
  type FromPriceTable,
  type RowColumns,
  type SearchRow,
} from '../catalogue/catalogue';
import { promoPercentOf } from '../pricing/day-price';
import { isoToEpochDay } from '../pricing/dates';
import { priceBookableStay, roomsFor, type RoomHolds } from '../pricing/stay-bookability';
import { giftPrice, paxFactor } from '../pricing/stay-price';
import { distanceKm } from './geo-distance';
import { resolveSearchArea, type SearchArea } from './search-area';
import { GIFT_NIGHTS_IN_RESULTS, type SearchQuery } from './search-query';

export const FILTER_GROUP = {
  stars: 1 << 0,
  score: 1 << 1,
  facility: 1 << 2,
  type: 1 << 3,
  environment: 1 << 4,
  style: 1 << 5,
  price: 1 << 6,
  tag: 1 << 7,
  theme: 1 << 8,
} as const;

export type ShownPriceType = 'from-price' | 'final-price' | 'gift';

export interface Candidate {
  row: SearchRow;
  priceType: ShownPriceType;
  /** For the travellers and nights shown. */
  sellPrice: number;
  refPrice: number;
  promo: number;
  nights: number;
  /** Day number of the check-in when the search had dates. */
  checkinDay: number | null;
  roomsLeft: number;
  distanceKm: number | null;
  /** Bits of FILTER_GROUP this offer fails. */
  failedGroups: number;
}

/**
 * The offers of a search's area that can be sold, with their prices and the filter groups they
 * fail, one column per field (typed arrays) instead of one object per offer: a search of the whole
 * catalogue reads tens of thousands, and only the page's results and the map's markers become
 * objects (`candidateAt`).
 */
export interface CandidateColumns {
  area: SearchArea;
  /** Offers collected: the first `count` entries of every column. */
  count: number;
  /** The catalogue's rows, by `rowIndex`. */
  rows: readonly SearchRow[];
  /** Each offer's position in Catalogue.rows, in `fixed`. */
  rowIndex: Int32Array;
  /** The catalogue's columns of what does not change from one search to another. */
  fixed: RowColumns;
  /** For the travellers and nights shown. */
  sellPrice: Float64Array;
  refPrice: Float64Array;
  /** Nights the price is for. */
  nights: Int32Array;
  roomsLeft: Int32Array;
  /** km from the searched point, to 0.1; NaN when the area has no centre. */
  distanceKm: Float64Array;
  /** Bits of FILTER_GROUP each offer fails. */
  failedGroups: Int32Array;
  /** The same for every offer of a search. */
  priceType: ShownPriceType;
  checkinDay: number | null;
}

/** The offer at `index` of the columns, as the results and markers show it. */
export function candidateAt(columns: CandidateColumns, index: number): Candidate {
  const sellPrice = columns.sellPrice[index]!;
  const refPrice = columns.refPrice[index]!;
  const distance = columns.distanceKm[index]!;
  return {
    row: columns.rows[columns.rowIndex[index]!]!,
    priceType: columns.priceType,
    sellPrice,
    refPrice,
    promo: promoPercentOf(sellPrice, refPrice),
    nights: columns.nights[index]!,
    checkinDay: columns.checkinDay,
    roomsLeft: columns.roomsLeft[index]!,
    distanceKm: Number.isNaN(distance) ? null : distance,
    failedGroups: columns.failedGroups[index]!,
  };
}

/**
 * Every offer of the search's area with its price, and the filter groups it fails. With dates, only
 * stays that can be sold to the travellers are candidates (the rule of `stay-bookability`, against
 * the rooms `holds` says orders hold), so the search never lists a stay the quote refuses. Without
 * dates, the from-price is the day's cached cheapest stay (Catalogue.fromPriceOf): per offer, a
 * request only scales it to the travellers and tests the filters.
 */
export function collectCandidateColumns(catalogue: Catalogue, query: SearchQuery, holds: RoomHolds): CandidateColumns {
  const area = resolveSearchArea(catalogue, query);
  const checkinDay = query.checkin ? isoToEpochDay(query.checkin) : null;
  const gifting = query.flow === 'gifting';
  const priceType: ShownPriceType = gifting ? 'gift' : checkinDay !== null ? 'final-price' : 'from-price';
  const capacity = area.known && !(query.checkin && checkinDay === null) ? catalogue.rows.length : 0;
  const columns: CandidateColumns = {
    area,
    count: 0,
    rows: catalogue.rows,
    rowIndex: new Int32Array(capacity),
    fixed: catalogue.columns,
    sellPrice: new Float64Array(capacity),
    refPrice: new Float64Array(capacity),
    nights: new Int32Array(capacity),
    roomsLeft: new Int32Array(capacity),
    distanceKm: new Float64Array(capacity),
    failedGroups: new Int32Array(capacity),
    priceType,
    checkinDay,
  };
  if (capacity === 0) return columns;

  const window = catalogue.availabilityWindow();
  const nights = query.nights ?? 1;
  const excluded = new Set(query.excludedHotelIds);
  const stars = new Set(query.stars);
  const types = new Set(query.hotelTypes);
  const environments = new Set(query.hotelEnvironments);
  const styles = new Set(query.hotelStyles);
  const tags = new Set(query.tags);
  const themes = new Set(query.themeIds);
  const facilityMask = facilityMaskOf(query.facilities);
  const priceMin = Math.max(query.priceMin ?? 0, gifting ? (query.giftPriceMin ?? 0) : 0);
  const priceMax = Math.min(query.priceMax ?? Infinity, gifting ? (query.giftPriceMax ?? Infinity) : Infinity);
  // applyPax per offer, its factor computed once.
  const factor = paxFactor(query.pax);
  const { test: inArea, centre, radius } = area;
  const { hotelId: onlyHotelId, giftableOnly, minScore, petsAllowed } = query;
  const { fixed } = columns;
  // Rooms the travellers need, and the from-prices for that many, per room capacity (a few).
  const fromPrices = new Map<number, { rooms: number; table: FromPriceTable }>();
  const fromPricesFor = (roomCapacity: number) => {
    let entry = fromPrices.get(roomCapacity);
    if (!entry) {
      const rooms = roomsFor(roomCapacity, query.pax);
      entry = { rooms, table: catalogue.fromPriceTable(rooms, window) };
      fromPrices.set(roomCapacity, entry);
    }
    return entry;
  };

  for (let index = 0; index < catalogue.rows.length; index++) {
    if (fixed.published[index] === 0) continue;
    if (giftableOnly && fixed.giftable[index] === 0) continue;
    const hotelId = fixed.hotelId[index]!;
    if (onlyHotelId !== null && hotelId !== onlyHotelId) continue;
    if (excluded.size > 0 && excluded.has(hotelId)) continue;
    // The row object only where a test needs more than the columns.
    const row = catalogue.rows[index]!;
    if (inArea && !inArea(row)) continue;
    const distance = centre ? distanceKm(centre.lat, centre.lng, fixed.lat[index]!, fixed.lng[index]!) : null;
    if (radius && distance !== null && (distance < radius.min || distance > radius.max)) continue;

    let sellPrice: number;
    let refPrice: number;
    let shownNights: number;
    let roomsLeft = fixed.maxRoomsLeft[index]!;
    if (gifting) {
      const price = giftPrice(row.offer, query.giftNights);
      sellPrice = price.sellPrice;
      refPrice = price.refPrice;
      shownNights = query.giftNights;
    } else if (checkinDay !== null) {
      const rooms = roomsFor(fixed.roomCapacity[index]!, query.pax);
      const price = priceBookableStay(
        row.offer,
        row.hotel.environment,
        window,
        holds,
        { checkinDay, nights, rooms },
        query.pax,
      );
      if (!price) continue;
      sellPrice = price.sellPrice;
      refPrice = price.refPrice;
      roomsLeft = price.roomsLeft;
      shownNights = nights;
    } else {
      const { rooms, table } = fromPricesFor(fixed.roomCapacity[index]!);
      if (!catalogue.priceRow(table, index, rooms, window)) continue;
      sellPrice = Math.round(table.sellForTwo[index]! * factor);
      refPrice = Math.round(table.refForTwo[index]! * factor);
      shownNights = table.nights[index]!;
    }

    let failed = 0;
    if (stars.size > 0 && !stars.has(fixed.stars[index]!)) failed |= FILTER_GROUP.stars;
    if (minScore !== null && fixed.reviewAverage[index]! < minScore) failed |= FILTER_GROUP.score;
    if ((fixed.facilityMask[index]! & facilityMask) !== facilityMask || (petsAllowed && fixed.petsAllowed[index] === 0))
      failed |= FILTER_GROUP.facility;
    if (types.size > 0 && !types.has(row.hotel.hotelType)) failed |= FILTER_GROUP.type;
    if (environments.size > 0 && !environments.has(row.hotel.environment)) failed |= FILTER_GROUP.environment;
    if (styles.size > 0 && !styles.has(row.hotel.style)) failed |= FILTER_GROUP.style;
    if (sellPrice < priceMin || sellPrice > priceMax) failed |= FILTER_GROUP.price;
    if (tags.size > 0 && !row.offer.tagIds.some((tag) => tags.has(tag))) failed |= FILTER_GROUP.tag;
    if (themes.size > 0 && !row.offer.themeIds.some((theme) => themes.has(theme))) failed |= FILTER_GROUP.theme;

    const at = columns.count++;
    columns.rowIndex[at] = index;
    columns.sellPrice[at] = sellPrice;
    columns.refPrice[at] = refPrice;
    columns.nights[at] = shownNights;
    columns.roomsLeft[at] = roomsLeft;
    columns.distanceKm[at] = distance === null ? Number.NaN : Math.round(distance * 10) / 10;
    columns.failedGroups[at] = failed;
  }
  return columns;
}

/** The hotels with at least one offer matching the search, whatever page it would be on. */
export function matchingHotelIds(catalogue: Catalogue, query: SearchQuery, holds: RoomHolds): Set<number> {
  const columns = collectCandidateColumns(catalogue, query, holds);
  const hotels = new Set<number>();
  for (let index = 0; index < columns.count; index++)
    if (columns.failedGroups[index] === 0) hotels.add(columns.fixed.hotelId[columns.rowIndex[index]!]!);
  return hotels;
}

/** Value for money: good reviews and stars for a low price per night come first. */
function priceQualityScore(columns: CandidateColumns, index: number): number {
  const row = columns.rowIndex[index]!;
  const sellPrice = columns.sellPrice[index]!;
  const perNightEuros = sellPrice / columns.nights[index]! / 100;
  const promo = promoPercentOf(sellPrice, columns.refPrice[index]!);
  return (
    (columns.fixed.reviewAverage[row]! + columns.fixed.stars[row]! * 0.4 + promo / 20) / Math.log10(perNightEuros + 10)
  );
}

type SortKey = (columns: CandidateColumns, index: number) => number;
const NO_TIE_BREAK: SortKey = () => 0;

/** Sort keys, ascending: the first decides, the second breaks ties (then the offer id). */
const SORT_KEYS: Readonly<Record<SortOption, readonly [SortKey, SortKey]>> = {
  priceQuality: [(columns, index) => -priceQualityScore(columns, index), NO_TIE_BREAK],
  distance: [
    (columns, index) => (Number.isNaN(columns.distanceKm[index]!) ? Infinity : columns.distanceKm[index]!),
    (columns, index) => -priceQualityScore(columns, index),
  ],
  discount: [
    (columns, index) => -promoPercentOf(columns.sellPrice[index]!, columns.refPrice[index]!),
    (columns, index) => columns.sellPrice[index]!,
  ],
  priceAsc: [(columns, index) => columns.sellPrice[index]!, NO_TIE_BREAK],
  priceDesc: [(columns, index) => -columns.sellPrice[index]!, NO_TIE_BREAK],
  popularity: [
    (columns, index) => -columns.fixed.reviewCount[columns.rowIndex[index]!]!,
    (columns, index) => -columns.fixed.reviewAverage[columns.rowIndex[index]!]!,
  ],
  singleVoucherPriceAsc: [
    // In the gifting flow the shown price is the gift stay's; elsewhere, its one-night price.
    (columns, index) =>
      columns.priceType === 'gift'
        ? columns.sellPrice[index]!
        : giftPrice(columns.rows[columns.rowIndex[index]!]!.offer, GIFT_NIGHTS_IN_RESULTS).sellPrice,
    NO_TIE_BREAK,
  ],
};

/** A hotel with matching offers: its offers in result order, and the ones the results show. */
export interface HotelMatches {
  hotelId: number;
  /** Every matching offer of the hotel, best first. */
  offerIds: number[];
  /** The price of the best of them, when the results show any (`packagesPerHotel` 0 shows none). */
  best: { sellPrice: number; priceType: ShownPriceType } | null;
}

export interface SearchOutcome {
  area: SearchArea;
  /** Offers the results list: at most `packagesPerHotel` per hotel. */
  totalCount: number;
  /** The results from position `start` (0-based), at most `count`, in result order. */
  page(start: number, count: number): Candidate[];
  /** Every hotel with matching offers, in the order of its best offer in the results (for map markers). */
  hotelsInOrder(): HotelMatches[];
  /** The hotels with matching offers, unsorted, for who needs a few of them in order (the map's cells). */
  matchingHotels(): MatchingHotels;
}

/** The hotels with matching offers, numbered 0 to count - 1 in catalogue order. */
export interface MatchingHotels {
  count: number;
  /** Where the hotel is, read from the catalogue's columns. */
  latAt(hotel: number): number;
  lngAt(hotel: number): number;
  /** Negative when hotel a's best offer comes before hotel b's in the results. */
  compare(a: number, b: number): number;
  matchesOf(hotel: number): HotelMatches;
}

/**
 * The matching offers in result order, without sorting them all: a page needs its own positions
 * only. Each offer's sort key is computed once; each hotel's offers are ordered among themselves
 * (a handful), which gives the ones the results show; the page's positions are then picked from
 * those with a bounded heap, and only the map's markers need every hotel in order.
 */
export function searchOffers(catalogue: Catalogue, query: SearchQuery, holds: RoomHolds): SearchOutcome {
  const columns = collectCandidateColumns(catalogue, query, holds);
  const { fixed, rowIndex } = columns;
  const [firstKey, secondKey] = SORT_KEYS[query.sort];
  const first = new Float64Array(columns.count);
  const second = new Float64Array(columns.count);
  // The matching offers, hotel by hotel: a hotel's offers are next to each other in the
  // catalogue's rows, so each hotel is a run of `order` starting at one of `hotelStarts`.
  const order = new Int32Array(columns.count);
  const hotelStarts: number[] = [];
  let matching = 0;
  for (let index = 0; index < columns.count; index++) {
    if (columns.failedGroups[index] !== 0) continue;
    first[index] = firstKey(columns, index);
    second[index] = secondKey(columns, index);
    if (matching === 0 || fixed.hotelId[rowIndex[index]!] !== fixed.hotelId[rowIndex[order[matching - 1]!]!])
      hotelStarts.push(matching);
    order[matching++] = index;
  }
  hotelStarts.push(matching);
  // Negative when offer i comes before offer j: by the keys, then the offer id.
  const compare = (i: number, j: number) =>
    first[i]! - first[j]! || second[i]! - second[j]! || fixed.offerId[rowIndex[i]!]! - fixed.offerId[rowIndex[j]!]!;

  const limit = query.packagesPerHotel;
  const shown: number[] = [];
  for (let hotel = 0; hotel + 1 < hotelStarts.length; hotel++) {
    const start = hotelStarts[hotel]!;
    const end = hotelStarts[hotel + 1]!;
    if (end - start > 1) order.subarray(start, end).sort(compare);
    for (let at = start; at < end && (limit === null || at - start < limit); at++) shown.push(order[at]!);
  }

  const hotels: MatchingHotels = {
    count: hotelStarts.length - 1,
    latAt: (hotel) => fixed.lat[rowIndex[order[hotelStarts[hotel]!]!]!]!,
    lngAt: (hotel) => fixed.lng[rowIndex[order[hotelStarts[hotel]!]!]!]!,
    compare: (a, b) => compare(order[hotelStarts[a]!]!, order[hotelStarts[b]!]!),
    matchesOf(hotel) {
      const start = hotelStarts[hotel]!;
      const best = order[start]!;
      const offerIds = new Array<number>(hotelStarts[hotel + 1]! - start);
      for (let at = 0; at < offerIds.length; at++) offerIds[at] = fixed.offerId[rowIndex[order[start + at]!]!]!;
      return {
        hotelId: fixed.hotelId[rowIndex[best]!]!,
        offerIds,
        best: limit === 0 ? null : { sellPrice: columns.sellPrice[best]!, priceType: columns.priceType },
      };
    },
  };

  return {
    area: columns.area,
    totalCount: shown.length,
    page(start, count) {
      const end = Math.min(shown.length, start + count);
      if (start >= end) return [];
      return firstInOrder(shown, end, compare)
        .slice(start)
        .map((index) => candidateAt(columns, index));
    },
    hotelsInOrder() {
      // Hotels by their best offer (the first of their run); no object per offer on the way.
      const inOrder = Int32Array.from({ length: hotels.count }, (_, hotel) => hotel).sort(hotels.compare);
      return Array.from(inOrder, (hotel) => hotels.matchesOf(hotel));
    },
    matchingHotels: () => hotels,
  };
}

/**
 * The first `count` items of `items` in `compare` order, sorted. A bounded max-heap keeps the best
 * `count` seen so far: n·log(count) instead of sorting all n when a page is a small part of them.
 */
export function firstInOrder(
  items: readonly number[],
  count: number,
  compare: (a: number, b: number) => number,
): number[] {
  if (count <= 0) return [];
  if (count * 4 >= items.length) return [...items].sort(compare).slice(0, count);
  // heap[0] is the worst of the best `count` seen.
  const heap: number[] = [];
  const worse = (a: number, b: number) => compare(a, b) > 0;
  const siftUp = (at: number) => {
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (!worse(heap[at]!, heap[parent]!)) break;
      [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
      at = parent;
    }
  };
  const siftDown = (at: number) => {
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let worst = at;
      if (left < heap.length && worse(heap[left]!, heap[worst]!)) worst = left;
      if (right < heap.length && worse(heap[right]!, heap[worst]!)) worst = right;
      if (worst === at) return;
      [heap[at], heap[worst]] = [heap[worst]!, heap[at]!];
      at = worst;
    }
  };
  for (const item of items) {
    if (heap.length < count) {
      heap.push(item);
      siftUp(heap.length - 1);
    } else if (compare(item, heap[0]!) < 0) {
      heap[0] = item;
      siftDown(0);
    }
  }
  return heap.sort(compare);
}
