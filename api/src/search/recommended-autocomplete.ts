/**
 * Recommended suggestions for a search-box query: hotels and stays of the catalogue whose name (or
 * whose city) matches the words typed, the best-reviewed first, hotels and stays alternating.
 */
import { languageOf, type Locale } from '@escapade/shared-contracts/locales';
import type { Catalogue, SearchRow } from '../catalogue/catalogue';
import type { HotelRecord } from '../catalogue/catalogue-records';
import { imageUrl } from '../texts/stay-wording';
import { normalizeForSearch } from '../vocabulary/labels';

/** Where the suggestions may come from: the whole shop, a partner minisite or one gift box's stays. */
export type CatalogSourceType = 'site' | 'minisite' | 'box';
export const CATALOG_SOURCE_TYPES: readonly CatalogSourceType[] = ['site', 'minisite', 'box'];

export interface RecommendedSuggestion {
  type: 'hotel' | 'offer';
  id: number;
  label: string;
  /** The city, for both kinds. */
  context: string;
  imageUrl: string;
  /** Hash pair to search it (`hotelId=1203`) for a hotel; the stay id for an offer. */
  value: string;
  hotelId: number;
  stars: number;
}

export interface RecommendedQuery {
  q: string;
  locale: Locale;
  maxResults: number;
  catalogSourceType?: CatalogSourceType;
  catalogSourceCode?: string;
}

/** A name match counts more than a match on the city alone. */
const NAME_MATCH = 2;
const CITY_MATCH = 1;
const THUMBNAIL = { width: 160, height: 120 };

function wordsMatch(termWords: string[], text: string): boolean {
  const words = normalizeForSearch(text).split(' ');
  return termWords.every((term) => words.some((word) => word.startsWith(term)));
}

interface Scored<T> {
  item: T;
  score: number;
  hotel: HotelRecord;
}

function byScoreThenPopularity<T extends { id: number }>(a: Scored<T>, b: Scored<T>): number {
  return b.score - a.score || b.hotel.reviewCount - a.hotel.reviewCount || a.item.id - b.item.id;
}

export function recommendedSuggestions(catalogue: Catalogue, query: RecommendedQuery): RecommendedSuggestion[] {
  const normalized = normalizeForSearch(query.q);
  if (normalized === '') return [];
  const termWords = normalized.split(' ');
  const language = languageOf(query.locale);

  // A gift box limits the suggestions to its own stays; an unknown box code gives none.
  let allowedOffers: ReadonlySet<number> | null = null;
  if (query.catalogSourceType === 'box' && query.catalogSourceCode) {
    allowedOffers = new Set(catalogue.giftBoxes.get(query.catalogSourceCode)?.offerIds ?? []);
  }
  const rows: SearchRow[] = catalogue.rows.filter(
    (row) => row.offer.published && (!allowedOffers || allowedOffers.has(row.offer.id)),
  );

  const cityMatches = new Map<number, boolean>();
  const cityMatch = (row: SearchRow) => {
    let matches = cityMatches.get(row.city.id);
    if (matches === undefined)
      cityMatches.set(row.city.id, (matches = wordsMatch(termWords, row.city.labels[language])));
    return matches;
  };

  const hotels = new Map<number, Scored<HotelRecord>>();
  const offers: Scored<SearchRow['offer']>[] = [];
  for (const row of rows) {
    const inCity = cityMatch(row);
    const hotelScore = wordsMatch(termWords, row.hotel.name) ? NAME_MATCH : inCity ? CITY_MATCH : 0;
    if (hotelScore > 0 && !hotels.has(row.hotel.id))
      hotels.set(row.hotel.id, { item: row.hotel, score: hotelScore, hotel: row.hotel });
    const offerScore = wordsMatch(termWords, row.offer.labels[language]) ? NAME_MATCH : hotelScore > 0 ? CITY_MATCH : 0;
    if (offerScore > 0) offers.push({ item: row.offer, score: offerScore, hotel: row.hotel });
  }

  const rankedHotels = [...hotels.values()].sort(byScoreThenPopularity);
  // One stay per hotel: several stays of one hotel would crowd the short list.
  const seenHotels = new Set<number>();
  const rankedOffers = offers.sort(byScoreThenPopularity).filter((scored) => {
    if (seenHotels.has(scored.hotel.id)) return false;
    seenHotels.add(scored.hotel.id);
    return true;
  });

  const cityLabel = (hotel: HotelRecord) => catalogue.cities.get(hotel.cityId)?.labels[language] ?? '';
  const suggestions: RecommendedSuggestion[] = [];
  for (
    let index = 0;
    suggestions.length < query.maxResults && (index < rankedHotels.length || index < rankedOffers.length);
    index++
  ) {
    const hotel = rankedHotels[index];
    if (hotel) {
      suggestions.push({
        type: 'hotel',
        id: hotel.item.id,
        label: hotel.item.name,
        context: cityLabel(hotel.item),
        imageUrl: imageUrl(hotel.item.images[0]!, THUMBNAIL),
        value: `hotelId=${hotel.item.id}`,
        hotelId: hotel.item.id,
        stars: hotel.item.stars,
      });
    }
    const offer = rankedOffers[index];
    if (offer && suggestions.length < query.maxResults) {
      suggestions.push({
        type: 'offer',
        id: offer.item.id,
        label: offer.item.labels[language],
        context: cityLabel(offer.hotel),
        imageUrl: imageUrl(offer.item.images[0]!, THUMBNAIL),
        value: String(offer.item.id),
        hotelId: offer.hotel.id,
        stars: offer.hotel.stars,
      });
    }
  }
  return suggestions;
}
