import type { FacetProperty } from '@escapade/shared-contracts/offers-request';
/**
 * Facet counts for a search: for each property, how many hotels would match with each value,
 * the other filters applied (the property's own filter is left out, so siblings keep a count).
 */
import type { Language } from '@escapade/shared-contracts/locales';
import { facilityMaskOf } from '../catalogue/catalogue';
import { ACTIVITY_TAGS } from '../vocabulary/activity-tags';
import {
  FACILITIES,
  HOTEL_ENVIRONMENTS,
  HOTEL_STYLES,
  HOTEL_TYPES,
  PETS_FACILITY_ID,
  PETS_LABELS,
  type HotelAttribute,
} from '../vocabulary/hotel-attributes';
import type { Labels } from '../vocabulary/labels';
import { THEMES } from '../vocabulary/themes';
import { FILTER_GROUP, type CandidateColumns } from './offer-search';

export interface FacetValue {
  id: string | number;
  name?: string;
  count: number;
}

export interface FacetGroup {
  propertyType: FacetProperty;
  values: FacetValue[];
  /** Price only: the cheapest and dearest shown price (cents) among the matching offers. */
  min?: number | null;
  max?: number | null;
}

/** The filter group a facet property leaves out of its own counts. */
export const GROUP_OF: Readonly<Record<FacetProperty, number>> = {
  price: FILTER_GROUP.price,
  score: FILTER_GROUP.score,
  facility: FILTER_GROUP.facility,
  stars: FILTER_GROUP.stars,
  style: FILTER_GROUP.style,
  type: FILTER_GROUP.type,
  environment: FILTER_GROUP.environment,
  tag: FILTER_GROUP.tag,
  theme: FILTER_GROUP.theme,
  highlighted: FILTER_GROUP.tag,
};

const STAR_VALUES = [5, 4, 3, 2] as const;
/** The bit of each facility of FACILITIES in the catalogue's facility masks. */
const FACILITY_BITS = FACILITIES.map((facility) => facilityMaskOf([facility.id]));
/** Properties of the hotel, the same for each of its offers: counted from one offer per hotel. */
const HOTEL_PROPERTIES: ReadonlySet<FacetProperty> = new Set([
  'stars',
  'score',
  'facility',
  'type',
  'environment',
  'style',
]);
/** Score options of the filter: 9, 8, 7, each meaning "this score or more". */
const SCORE_VALUES = [9, 8, 7] as const;
const SCORE_NAMES: Readonly<Record<number, Labels>> = {
  9: { fr: 'Fantastique : 9+', es: 'Fantástico: 9+', it: 'Fantastico: 9+', nl: 'Fantastisch: 9+' },
  8: { fr: 'Très bien : 8+', es: 'Muy bien: 8+', it: 'Molto buono: 8+', nl: 'Zeer goed: 8+' },
  7: { fr: 'Bien : 7+', es: 'Bien: 7+', it: 'Buono: 7+', nl: 'Goed: 7+' },
};
const STAR_NAMES: Labels = { fr: '{n} étoiles', es: '{n} estrellas', it: '{n} stelle', nl: '{n} sterren' };

/** Price buckets in cents; the last one has no upper bound. */
export const PRICE_BUCKETS: readonly (readonly [number, number | null])[] = [
  [0, 10000],
  [10000, 20000],
  [20000, 30000],
  [30000, 50000],
  [50000, null],
];

function priceBucketName(min: number, max: number | null, language: Language): string {
  const euros = (cents: number) => `${cents / 100} €`;
  if (min === 0 && max !== null)
    return {
      fr: `Moins de ${euros(max)}`,
      es: `Menos de ${euros(max)}`,
      it: `Meno di ${euros(max)}`,
      nl: `Minder dan ${euros(max)}`,
    }[language];
  if (max === null)
    return {
      fr: `Plus de ${euros(min)}`,
      es: `Más de ${euros(min)}`,
      it: `Più di ${euros(min)}`,
      nl: `Meer dan ${euros(min)}`,
    }[language];
  return `${euros(min)} – ${euros(max)}`;
}

export function computeFacets(
  columns: CandidateColumns,
  properties: readonly FacetProperty[],
  language: Language,
  withNames: boolean,
): FacetGroup[] {
  const named = (value: FacetValue, name: string): FacetValue => (withNames ? { ...value, name } : value);
  const { fixed, rowIndex } = columns;
  // Column reads where the catalogue keeps one; the hotel and offer objects for the rest.
  const hotelAt = (index: number) => columns.rows[rowIndex[index]!]!.hotel;
  const hotelIdAt = (index: number) => fixed.hotelId[rowIndex[index]!]!;
  const priceAt = (index: number) => columns.sellPrice[index]!;
  /**
   * For a value of the offer (tags, themes: a bit each in `masks`), the hotels having it on one of
   * their offers in `pool`: the bits of a hotel's offers are joined, then counted once per hotel
   * (its offers are next to each other).
   */
  const hotelsPerBit = (pool: readonly number[], masks: Int32Array, bits: number) => {
    const hotels = new Array<number>(bits).fill(0);
    const countHotel = (mask: number) => {
      for (let bit = 0; bit < bits; bit++) if ((mask & (1 << bit)) !== 0) hotels[bit]! += 1;
    };
    let hotelId: number | null = null;
    let joined = 0;
    for (const index of pool) {
      if (hotelIdAt(index) !== hotelId) {
        countHotel(joined);
        hotelId = hotelIdAt(index);
        joined = 0;
      }
      joined |= masks[rowIndex[index]!]!;
    }
    countHotel(joined);
    return hotels;
  };

  return properties.map((property) => {
    const ignored = GROUP_OF[property];
    // The offers that fail no other group than this property's own; for a property of the hotel,
    // its first such offer only (its others give the same value).
    const pool: number[] = [];
    const onePerHotel = HOTEL_PROPERTIES.has(property);
    let lastHotelId: number | null = null;
    for (let index = 0; index < columns.count; index++) {
      if ((columns.failedGroups[index]! & ~ignored) !== 0) continue;
      if (onePerHotel) {
        if (hotelIdAt(index) === lastHotelId) continue;
        lastHotelId = hotelIdAt(index);
      }
      pool.push(index);
    }
    // Counts are of distinct hotels: one hotel with two matching stays counts once. A hotel's
    // offers are next to each other in the catalogue's rows (Catalogue keeps them so), hence among
    // the candidates: a value counts a hotel when it differs from the last hotel it counted.
    const counter = new Map<string | number, { lastHotelId: number; hotels: number }>();
    const count = (key: string | number, hotelId: number) => {
      const entry = counter.get(key);
      if (!entry) counter.set(key, { lastHotelId: hotelId, hotels: 1 });
      else if (entry.lastHotelId !== hotelId) {
        entry.lastHotelId = hotelId;
        entry.hotels += 1;
      }
    };
    const countOf = (key: string | number) => counter.get(key)?.hotels ?? 0;
    const attributeValues = (attributes: readonly HotelAttribute[]) =>
      attributes.map((attribute) =>
        named({ id: attribute.id, count: countOf(attribute.id) }, attribute.labels[language]),
      );

    switch (property) {
      case 'stars':
        for (const index of pool) count(fixed.stars[rowIndex[index]!]!, hotelIdAt(index));
        return {
          propertyType: property,
          values: STAR_VALUES.map((stars) =>
            named({ id: stars, count: countOf(stars) }, STAR_NAMES[language].replace('{n}', String(stars))),
          ),
        };
      case 'score':
        for (const index of pool) {
          for (const score of SCORE_VALUES)
            if (fixed.reviewAverage[rowIndex[index]!]! >= score) count(score, hotelIdAt(index));
        }
        return {
          propertyType: property,
          values: SCORE_VALUES.map((score) =>
            named({ id: score, count: countOf(score) }, SCORE_NAMES[score]![language]),
          ),
        };
      case 'facility': {
        // One hotel per pool entry: counted straight into one slot per facility.
        const hotels = FACILITY_BITS.map(() => 0);
        let petsHotels = 0;
        for (const index of pool) {
          const mask = fixed.facilityMask[rowIndex[index]!]!;
          FACILITY_BITS.forEach((bit, at) => {
            if ((mask & bit) !== 0) hotels[at]! += 1;
          });
          if (fixed.petsAllowed[rowIndex[index]!] === 1) petsHotels += 1;
        }
        return {
          propertyType: property,
          values: [
            ...FACILITIES.map((facility, at) =>
              named({ id: facility.id, count: hotels[at]! }, facility.labels[language]),
            ),
            named({ id: PETS_FACILITY_ID, count: petsHotels }, PETS_LABELS[language]),
          ],
        };
      }
      case 'type':
        for (const index of pool) count(hotelAt(index).hotelType, hotelIdAt(index));
        return { propertyType: property, values: attributeValues(HOTEL_TYPES) };
      case 'environment':
        for (const index of pool) count(hotelAt(index).environment, hotelIdAt(index));
        return { propertyType: property, values: attributeValues(HOTEL_ENVIRONMENTS) };
      case 'style':
        for (const index of pool) count(hotelAt(index).style, hotelIdAt(index));
        return { propertyType: property, values: attributeValues(HOTEL_STYLES) };
      case 'tag':
      case 'highlighted': {
        const hotels = hotelsPerBit(pool, fixed.tagMask, ACTIVITY_TAGS.length);
        const tags = property === 'highlighted' ? ACTIVITY_TAGS.filter((tag) => tag.highlighted) : ACTIVITY_TAGS;
        return {
          propertyType: property,
          values: tags.map((tag) =>
            named({ id: tag.id, count: hotels[ACTIVITY_TAGS.indexOf(tag)]! }, tag.labels[language]),
          ),
        };
      }
      case 'theme': {
        const hotels = hotelsPerBit(pool, fixed.themeMask, THEMES.length);
        return {
          propertyType: property,
          values: THEMES.map((theme, at) => named({ id: theme.id, count: hotels[at]! }, theme.labels[language])),
        };
      }
      case 'price': {
        let min: number | null = null;
        let max: number | null = null;
        for (const index of pool) {
          const bucket = PRICE_BUCKETS.findIndex(
            ([low, high]) => priceAt(index) >= low && (high === null || priceAt(index) < high),
          );
          count(bucket, hotelIdAt(index));
          min = min === null ? priceAt(index) : Math.min(min, priceAt(index));
          max = max === null ? priceAt(index) : Math.max(max, priceAt(index));
        }
        return {
          propertyType: property,
          min,
          max,
          values: PRICE_BUCKETS.map(([low, high], index) =>
            named({ id: `${low}-${high ?? ''}`, count: countOf(index) }, priceBucketName(low, high, language)),
          ),
        };
      }
    }
  });
}
