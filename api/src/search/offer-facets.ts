import type { FacetProperty } from '@escapade/shared-contracts/offers-request';
/**
 * Facet counts for a search: for each property, how many hotels would match with each value,
 * the other filters applied (the property's own filter is left out, so siblings keep a count).
 */
import type { Language } from '@escapade/shared-contracts/locales';
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
import { FILTER_GROUP, type Candidate } from './offer-search';

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

const GROUP_OF: Readonly<Record<FacetProperty, number>> = {
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
/** Score options of the filter: 9, 8, 7, each meaning "this score or more". */
const SCORE_VALUES = [9, 8, 7] as const;
const SCORE_NAMES: Readonly<Record<number, Labels>> = {
  9: { fr: 'Fantastique : 9+', es: 'Fantástico: 9+', it: 'Fantastico: 9+', nl: 'Fantastisch: 9+' },
  8: { fr: 'Très bien : 8+', es: 'Muy bien: 8+', it: 'Molto buono: 8+', nl: 'Zeer goed: 8+' },
  7: { fr: 'Bien : 7+', es: 'Bien: 7+', it: 'Buono: 7+', nl: 'Goed: 7+' },
};
const STAR_NAMES: Labels = { fr: '{n} étoiles', es: '{n} estrellas', it: '{n} stelle', nl: '{n} sterren' };

/** Price buckets in cents; the last one has no upper bound. */
const PRICE_BUCKETS: readonly (readonly [number, number | null])[] = [
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
  candidates: readonly Candidate[],
  properties: readonly FacetProperty[],
  language: Language,
  withNames: boolean,
): FacetGroup[] {
  const named = (value: FacetValue, name: string): FacetValue => (withNames ? { ...value, name } : value);

  return properties.map((property) => {
    const ignored = GROUP_OF[property];
    const pool = candidates.filter((candidate) => (candidate.failedGroups & ~ignored) === 0);
    // Counts are of distinct hotels: one hotel with two matching stays counts once.
    const counter = new Map<string | number, Set<number>>();
    const count = (key: string | number, hotelId: number) => {
      const hotels = counter.get(key);
      if (hotels) hotels.add(hotelId);
      else counter.set(key, new Set([hotelId]));
    };
    const countOf = (key: string | number) => counter.get(key)?.size ?? 0;
    const attributeValues = (attributes: readonly HotelAttribute[]) =>
      attributes.map((attribute) =>
        named({ id: attribute.id, count: countOf(attribute.id) }, attribute.labels[language]),
      );

    switch (property) {
      case 'stars':
        for (const candidate of pool) count(candidate.row.hotel.stars, candidate.row.hotel.id);
        return {
          propertyType: property,
          values: STAR_VALUES.map((stars) =>
            named({ id: stars, count: countOf(stars) }, STAR_NAMES[language].replace('{n}', String(stars))),
          ),
        };
      case 'score':
        for (const candidate of pool) {
          for (const score of SCORE_VALUES)
            if (candidate.row.hotel.reviewAverage >= score) count(score, candidate.row.hotel.id);
        }
        return {
          propertyType: property,
          values: SCORE_VALUES.map((score) =>
            named({ id: score, count: countOf(score) }, SCORE_NAMES[score]![language]),
          ),
        };
      case 'facility':
        for (const candidate of pool) {
          for (const facility of candidate.row.hotel.facilities) count(facility, candidate.row.hotel.id);
          if (candidate.row.hotel.petsAllowed) count(PETS_FACILITY_ID, candidate.row.hotel.id);
        }
        return {
          propertyType: property,
          values: [
            ...attributeValues(FACILITIES),
            named({ id: PETS_FACILITY_ID, count: countOf(PETS_FACILITY_ID) }, PETS_LABELS[language]),
          ],
        };
      case 'type':
        for (const candidate of pool) count(candidate.row.hotel.hotelType, candidate.row.hotel.id);
        return { propertyType: property, values: attributeValues(HOTEL_TYPES) };
      case 'environment':
        for (const candidate of pool) count(candidate.row.hotel.environment, candidate.row.hotel.id);
        return { propertyType: property, values: attributeValues(HOTEL_ENVIRONMENTS) };
      case 'style':
        for (const candidate of pool) count(candidate.row.hotel.style, candidate.row.hotel.id);
        return { propertyType: property, values: attributeValues(HOTEL_STYLES) };
      case 'tag':
      case 'highlighted': {
        for (const candidate of pool) for (const tag of candidate.row.offer.tagIds) count(tag, candidate.row.hotel.id);
        const tags = property === 'highlighted' ? ACTIVITY_TAGS.filter((tag) => tag.highlighted) : ACTIVITY_TAGS;
        return {
          propertyType: property,
          values: tags.map((tag) => named({ id: tag.id, count: countOf(tag.id) }, tag.labels[language])),
        };
      }
      case 'theme':
        for (const candidate of pool)
          for (const theme of candidate.row.offer.themeIds) count(theme, candidate.row.hotel.id);
        return {
          propertyType: property,
          values: THEMES.map((theme) => named({ id: theme.id, count: countOf(theme.id) }, theme.labels[language])),
        };
      case 'price': {
        let min: number | null = null;
        let max: number | null = null;
        for (const candidate of pool) {
          const bucket = PRICE_BUCKETS.findIndex(
            ([low, high]) => candidate.sellPrice >= low && (high === null || candidate.sellPrice < high),
          );
          count(bucket, candidate.row.hotel.id);
          min = min === null ? candidate.sellPrice : Math.min(min, candidate.sellPrice);
          max = max === null ? candidate.sellPrice : Math.max(max, candidate.sellPrice);
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
