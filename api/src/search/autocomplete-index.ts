/**
 * Destination suggestions: accent- and case-insensitive prefix match on the words of a place's
 * name in any of the four languages; cities first (largest first), then departments, regions,
 * countries, points of interest and hotels.
 */
import { LANGUAGES, languageOf, type Language, type Locale } from '@escapade/shared-contracts/locales';
import type { Catalogue } from '../catalogue/catalogue';
import { normalizeForSearch, type Labels } from '../vocabulary/labels';

export type SuggestionCategory = 'city' | 'department' | 'region' | 'country' | 'poi' | 'hotel';

const CATEGORY_ORDER: Readonly<Record<SuggestionCategory, number>> = {
  city: 0,
  department: 1,
  region: 2,
  country: 3,
  poi: 4,
  hotel: 5,
};
/** The key of the search page's hash that a suggestion's `value` sets. */
const HASH_KEY: Readonly<Record<SuggestionCategory, string>> = {
  city: 'city',
  department: 'department',
  region: 'region',
  country: 'country',
  poi: 'poi',
  hotel: 'hotelId',
};

export interface Suggestion {
  id: number;
  label: string;
  category: SuggestionCategory;
  value: string;
  latitude: number;
  longitude: number;
  postalcode?: string;
  /** Where it is, e.g. "Île-de-France, France" for Paris. */
  context: string;
}

interface Entry {
  id: number;
  category: SuggestionCategory;
  labels: Labels;
  /** Normalised words of the name, all languages together. */
  words: string[];
  /** Normalised names without spaces ("saintmalo"), for terms typed without separators. */
  joined: string[];
  lat: number;
  lng: number;
  postalcode?: string;
  /** Lower comes first within a category. */
  rank: number;
  context: (language: Language) => string;
}

/** Every word (or joined name) of every entry, sorted: the entries with a prefix are one range of it. */
interface PrefixIndex {
  keys: string[];
  entries: number[];
}

function prefixIndexOf(entries: readonly Entry[], keysOf: (entry: Entry) => readonly string[]): PrefixIndex {
  const pairs = entries.flatMap((entry, index) => keysOf(entry).map((key) => [key, index] as const));
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { keys: pairs.map(([key]) => key), entries: pairs.map(([, index]) => index) };
}

/** The entries having a key that starts with `prefix`: a binary search to the range, then its length. */
function entriesWithPrefix(index: PrefixIndex, prefix: string, into: Set<number>): void {
  let low = 0;
  let high = index.keys.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (index.keys[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  for (let at = low; at < index.keys.length && index.keys[at]!.startsWith(prefix); at++) into.add(index.entries[at]!);
}

export class AutocompleteIndex {
  private readonly entries: Entry[];
  /** Built once: a search reads the entries its term's words start, not every entry of the catalogue. */
  private readonly words: PrefixIndex;
  private readonly joinedNames: PrefixIndex;

  constructor(catalogue: Catalogue) {
    const entries: Entry[] = [];
    const add = (
      category: SuggestionCategory,
      record: { id: number; lat: number; lng: number },
      labels: Labels,
      rank: number,
      context: (language: Language) => string,
      postalcode?: string,
    ) => {
      const names = [...new Set(LANGUAGES.map((language) => normalizeForSearch(labels[language])))];
      entries.push({
        id: record.id,
        category,
        labels,
        words: [...new Set(names.flatMap((name) => name.split(' ')))],
        joined: names.map((name) => name.replace(/ /g, '')),
        lat: record.lat,
        lng: record.lng,
        postalcode,
        rank,
        context,
      });
    };
    const countryLabel = (countryId: number, language: Language) =>
      catalogue.countries.get(countryId)?.labels[language] ?? '';
    const regionLabel = (regionId: number, language: Language) =>
      catalogue.regions.get(regionId)?.labels[language] ?? '';

    for (const city of catalogue.cities.values()) {
      add(
        'city',
        city,
        city.labels,
        -city.population,
        (l) => `${regionLabel(city.regionId, l)}, ${countryLabel(city.countryId, l)}`,
        city.zipCode,
      );
    }
    for (const department of catalogue.departments.values()) {
      add(
        'department',
        department,
        department.labels,
        0,
        (l) => `${regionLabel(department.regionId, l)}, ${countryLabel(department.countryId, l)}`,
      );
    }
    for (const region of catalogue.regions.values())
      add('region', region, region.labels, 0, (l) => countryLabel(region.countryId, l));
    for (const country of catalogue.countries.values()) add('country', country, country.labels, 0, () => '');
    for (const poi of catalogue.pois.values())
      add('poi', poi, poi.labels, 0, (l) => `${regionLabel(poi.regionId, l)}, ${countryLabel(poi.countryId, l)}`);
    for (const hotel of catalogue.hotels.values()) {
      const city = catalogue.cities.get(hotel.cityId)!;
      const name = { fr: hotel.name, es: hotel.name, it: hotel.name, nl: hotel.name };
      add('hotel', hotel, name, -hotel.reviewCount, (l) => city.labels[l], hotel.zipCode);
    }
    this.entries = entries;
    this.words = prefixIndexOf(entries, (entry) => entry.words);
    this.joinedNames = prefixIndexOf(entries, (entry) => entry.joined);
  }

  search(term: string, locale: Locale, maxResults: number): Suggestion[] {
    const normalized = normalizeForSearch(term);
    if (normalized === '') return [];
    const termWords = normalized.split(' ');
    const joinedTerm = normalized.replace(/ /g, '');
    const language = languageOf(locale);

    // Entries a word of which the term's first word starts (each then has to match every word of
    // the term), and entries whose joined name the joined term starts; in the entries' order.
    const byWords = new Set<number>();
    entriesWithPrefix(this.words, termWords[0]!, byWords);
    const byJoinedName = new Set<number>();
    entriesWithPrefix(this.joinedNames, joinedTerm, byJoinedName);
    const found = [...new Set([...byWords, ...byJoinedName])]
      .sort((a, b) => a - b)
      .map((index) => this.entries[index]!)
      .filter(
        (entry) =>
          termWords.every((word) => entry.words.some((candidate) => candidate.startsWith(word))) ||
          entry.joined.some((name) => name.startsWith(joinedTerm)),
      );
    found.sort(
      (a, b) =>
        CATEGORY_ORDER[a.category] - CATEGORY_ORDER[b.category] ||
        a.rank - b.rank ||
        a.labels[language].localeCompare(b.labels[language], language),
    );
    return found.slice(0, maxResults).map((entry) => ({
      id: entry.id,
      label: entry.labels[language],
      category: entry.category,
      value: `${HASH_KEY[entry.category]}=${entry.id}`,
      latitude: entry.lat,
      longitude: entry.lng,
      ...(entry.postalcode ? { postalcode: entry.postalcode } : {}),
      context: entry.context(language),
    }));
  }
}
