/**
 * The stay search as it was first written, kept as the reference the tuned search is compared
 * with (search/offer-search.property.test.ts): one loop that prices and tests every offer into an
 * object each, a sort of every match, then at most `packagesPerHotel` per hotel; facets count
 * distinct hotels with a set per value. Straightforward and slow on a large catalogue.
 */
import type { FacetProperty, SortOption } from '@escapade/shared-contracts/offers-request';
import { facilityMaskOf, type Catalogue } from '../catalogue/catalogue';
import { promoPercentOf } from '../pricing/day-price';
import { isoToEpochDay } from '../pricing/dates';
import { roomsNeeded } from '../pricing/criteria-price';
import { priceBookableStay, type RoomHolds } from '../pricing/stay-bookability';
import { applyPax, giftPrice } from '../pricing/stay-price';
import { distanceKm } from '../search/geo-distance';
import { FILTER_GROUP, type Candidate, type ShownPriceType } from '../search/offer-search';
import { resolveSearchArea, type SearchArea } from '../search/search-area';
import type { SearchQuery } from '../search/search-query';
import { GROUP_OF, PRICE_BUCKETS } from '../search/offer-facets';
import { PETS_FACILITY_ID } from '../vocabulary/hotel-attributes';

export interface CandidateSet {
  area: SearchArea;
  candidates: Candidate[];
}

/**
 * Every offer of the search's area with its price, and the filter groups it fails. With dates, only
 * stays that can be sold to the travellers are candidates (the rule of `stay-bookability`, against
 * the rooms `holds` says orders hold), so the search never lists a stay the quote refuses.
 */
export function referenceCandidates(catalogue: Catalogue, query: SearchQuery, holds: RoomHolds): CandidateSet {
  const area = resolveSearchArea(catalogue, query);
  if (!area.known) return { area, candidates: [] };

  const window = catalogue.availabilityWindow();
  const checkinDay = query.checkin ? isoToEpochDay(query.checkin) : null;
  if (query.checkin && checkinDay === null) return { area, candidates: [] };
  const nights = query.nights ?? 1;
  const gifting = query.flow === 'gifting';

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

  const candidates: Candidate[] = [];
  for (const row of catalogue.rows) {
    const { offer, hotel } = row;
    if (!offer.published) continue;
    if (query.giftableOnly && !offer.giftable) continue;
    if (query.hotelId !== null && hotel.id !== query.hotelId) continue;
    if (excluded.has(hotel.id)) continue;
    if (area.test && !area.test(row)) continue;
    const distance = area.centre ? distanceKm(area.centre.lat, area.centre.lng, hotel.lat, hotel.lng) : null;
    if (area.radius && distance !== null && (distance < area.radius.min || distance > area.radius.max)) continue;

    let priceType: ShownPriceType;
    let sellPrice: number;
    let refPrice: number;
    let shownNights: number;
    let roomsLeft = offer.maxRoomsLeft;
    if (gifting) {
      // Gift stays are priced for the gift's nights the search names.
      const price = giftPrice(offer, query.giftNights);
      priceType = 'gift';
      sellPrice = price.sellPrice;
      refPrice = price.refPrice;
      shownNights = query.giftNights;
    } else if (checkinDay !== null) {
      const rooms = roomsNeeded(row, query.pax);
      const price = priceBookableStay(
        offer,
        hotel.environment,
        window,
        holds,
        { checkinDay, nights, rooms },
        query.pax,
      );
      if (!price) continue;
      priceType = 'final-price';
      sellPrice = price.sellPrice;
      refPrice = price.refPrice;
      roomsLeft = price.roomsLeft;
      shownNights = nights;
    } else {
      const cheapest = catalogue.fromPriceOf(row, roomsNeeded(row, query.pax), window);
      if (!cheapest) continue;
      priceType = 'from-price';
      sellPrice = applyPax(cheapest.sellForTwo, query.pax);
      refPrice = applyPax(cheapest.refForTwo, query.pax);
      shownNights = cheapest.nights;
    }

    let failed = 0;
    if (stars.size > 0 && !stars.has(hotel.stars)) failed |= FILTER_GROUP.stars;
    if (query.minScore !== null && hotel.reviewAverage < query.minScore) failed |= FILTER_GROUP.score;
    if ((row.facilityMask & facilityMask) !== facilityMask || (query.petsAllowed && !hotel.petsAllowed))
      failed |= FILTER_GROUP.facility;
    if (types.size > 0 && !types.has(hotel.hotelType)) failed |= FILTER_GROUP.type;
    if (environments.size > 0 && !environments.has(hotel.environment)) failed |= FILTER_GROUP.environment;
    if (styles.size > 0 && !styles.has(hotel.style)) failed |= FILTER_GROUP.style;
    if (sellPrice < priceMin || sellPrice > priceMax) failed |= FILTER_GROUP.price;
    if (tags.size > 0 && !offer.tagIds.some((tag) => tags.has(tag))) failed |= FILTER_GROUP.tag;
    if (themes.size > 0 && !offer.themeIds.some((theme) => themes.has(theme))) failed |= FILTER_GROUP.theme;

    candidates.push({
      row,
      priceType,
      sellPrice,
      refPrice,
      promo: promoPercentOf(sellPrice, refPrice),
      nights: shownNights,
      checkinDay,
      roomsLeft,
      distanceKm: distance === null ? null : Math.round(distance * 10) / 10,
      failedGroups: failed,
    });
  }
  return { area, candidates };
}

/** Value for money: good reviews and stars for a low price per night come first. */
function priceQualityScore(candidate: Candidate): number {
  const { hotel } = candidate.row;
  const perNightEuros = candidate.sellPrice / candidate.nights / 100;
  return (hotel.reviewAverage + hotel.stars * 0.4 + candidate.promo / 20) / Math.log10(perNightEuros + 10);
}

/** Sort keys, ascending: the first decides, the second breaks ties (then the offer id). */
const SORT_KEYS: Readonly<Record<SortOption, (candidate: Candidate) => readonly [number, number]>> = {
  priceQuality: (candidate) => [-priceQualityScore(candidate), 0],
  distance: (candidate) => [candidate.distanceKm ?? Infinity, -priceQualityScore(candidate)],
  discount: (candidate) => [-candidate.promo, candidate.sellPrice],
  priceAsc: (candidate) => [candidate.sellPrice, 0],
  priceDesc: (candidate) => [-candidate.sellPrice, 0],
  popularity: (candidate) => [-candidate.row.hotel.reviewCount, -candidate.row.hotel.reviewAverage],
  singleVoucherPriceAsc: (candidate) => [
    candidate.priceType === 'gift' ? candidate.sellPrice : giftPrice(candidate.row.offer, 1).sellPrice,
    0,
  ],
};

/** Sorts with keys computed once per offer (not once per comparison). */
function sortCandidates(candidates: Candidate[], sort: SortOption): Candidate[] {
  const keyOf = SORT_KEYS[sort];
  return candidates
    .map((candidate) => ({ candidate, key: keyOf(candidate) }))
    .sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.candidate.row.offer.id - b.candidate.row.offer.id)
    .map((entry) => entry.candidate);
}

export interface ReferenceOutcome {
  area: SearchArea;
  /** Sorted, at most `packagesPerHotel` per hotel; the page is a slice of it. */
  matches: Candidate[];
  /** Every matching offer by hotel, for map markers. */
  offerIdsByHotel: Map<number, number[]>;
}

export function referenceSearch(catalogue: Catalogue, query: SearchQuery, holds: RoomHolds): ReferenceOutcome {
  const { area, candidates } = referenceCandidates(catalogue, query, holds);
  const exact = sortCandidates(
    candidates.filter((candidate) => candidate.failedGroups === 0),
    query.sort,
  );

  const offerIdsByHotel = new Map<number, number[]>();
  const matches: Candidate[] = [];
  for (const candidate of exact) {
    const hotelId = candidate.row.hotel.id;
    const offerIds = offerIdsByHotel.get(hotelId);
    if (offerIds) offerIds.push(candidate.row.offer.id);
    else offerIdsByHotel.set(hotelId, [candidate.row.offer.id]);
    if (query.packagesPerHotel === null || offerIdsByHotel.get(hotelId)!.length <= query.packagesPerHotel)
      matches.push(candidate);
  }
  return { area, matches, offerIdsByHotel };
}

/** The values an offer gives a facet property (the price: its bucket's id). */
function facetKeysOf(property: FacetProperty, candidate: Candidate): (string | number)[] {
  const { hotel, offer } = candidate.row;
  switch (property) {
    case 'stars':
      return [hotel.stars];
    case 'score':
      return [9, 8, 7].filter((score) => hotel.reviewAverage >= score);
    case 'facility':
      return hotel.petsAllowed ? [...hotel.facilities, PETS_FACILITY_ID] : hotel.facilities;
    case 'type':
      return [hotel.hotelType];
    case 'environment':
      return [hotel.environment];
    case 'style':
      return [hotel.style];
    case 'tag':
    case 'highlighted':
      return offer.tagIds;
    case 'theme':
      return offer.themeIds;
    case 'price': {
      const bucket = PRICE_BUCKETS.find(
        ([low, high]) => candidate.sellPrice >= low && (high === null || candidate.sellPrice < high),
      );
      return bucket ? [`${bucket[0]}-${bucket[1] ?? ''}`] : [];
    }
  }
}

export interface ReferenceFacet {
  /** Distinct hotels per value. */
  counts: Map<string | number, number>;
  /** Cheapest and dearest shown price of the pool (price only). */
  min: number | null;
  max: number | null;
}

/** Per property, the distinct hotels of each value among the offers failing no other group. */
export function referenceFacet(candidates: readonly Candidate[], property: FacetProperty): ReferenceFacet {
  const ignored = GROUP_OF[property];
  const pool = candidates.filter((candidate) => (candidate.failedGroups & ~ignored) === 0);
  const hotels = new Map<string | number, Set<number>>();
  for (const candidate of pool)
    for (const key of facetKeysOf(property, candidate)) {
      const set = hotels.get(key) ?? new Set<number>();
      set.add(candidate.row.hotel.id);
      hotels.set(key, set);
    }
  const prices = pool.map((candidate) => candidate.sellPrice);
  return {
    counts: new Map([...hotels].map(([key, set]) => [key, set.size])),
    min: prices.length > 0 ? prices.reduce((a, b) => Math.min(a, b)) : null,
    max: prices.length > 0 ? prices.reduce((a, b) => Math.max(a, b)) : null,
  };
}
