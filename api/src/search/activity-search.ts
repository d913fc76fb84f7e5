/**
 * The activity-only search (POST /api/search/activity-only.json): the published activity-only
 * offers of the hotels in the searched area, grouped per hotel, priced per participant count.
 */
import { languageOf, type Language, type Locale } from '@escapade/shared-contracts/locales';
import type { FacetProperty } from '@escapade/shared-contracts/offers-request';
import { participantCountsOf } from '../activity-only/activity-participants';
import type { ActivityOfferRecord, CityRecord, HotelRecord } from '../catalogue/catalogue-records';
import type { Catalogue } from '../catalogue/catalogue';
import { barPriceOf, promoPercentOf } from '../pricing/day-price';
import { isoToEpochDay } from '../pricing/dates';
import { imageUrl } from '../texts/stay-wording';
import { distanceKm } from './geo-distance';
import { resolveSearchArea, type SearchArea } from './search-area';
import { searchQueryFromFlat, type FlatSearchParams } from './search-query';
import { ACTIVITY_TAGS } from '../vocabulary/activity-tags';
import type { FacetGroup } from './offer-facets';

/** An activity is booked for 1 or 2 participants. */
export const ACTIVITY_PARTICIPANTS = { min: 1, max: 2 } as const;
/** At most this many packages per hotel in an activity search. */
export const ACTIVITY_PACKAGES_PER_HOTEL = 20;
/** Hotels per page when the caller sends no limit (fills whole rows of a 3-column list). */
export const ACTIVITY_PAGE_SIZE = 18;

export interface ActivitySearchLocation {
  cityId?: number;
  poiId?: number;
  departmentId?: number;
  regionId?: number;
  countryId?: number;
  touristicId?: number;
  latitude?: number;
  longitude?: number;
  minDistance?: number;
  maxDistance?: number;
}

export interface ActivitySearchBody {
  criteria: {
    location?: ActivitySearchLocation;
    date?: { checkin: string; nights?: number };
    participants?: number;
    /** Activity tag ids: "any of". */
    tags?: number[];
    /** Cents per participant. */
    price?: { min?: number; max?: number };
  };
  numberOfPackagesPerHotel?: number;
  locale: Locale;
  page?: number;
  limit?: number;
}

export interface ActivityPrice {
  paxComposition: { adults: number };
  /** For all the participants, in cents. */
  sellPrice: number;
  barPrice: number;
  promo: number;
}

interface Match {
  activity: ActivityOfferRecord;
  hotel: HotelRecord;
  city: CityRecord;
  distance: number | null;
}

/**
 * Prices for every participant count the offer is sold for (a duo formula only for 2):
 * sell = per person × participants, bar from the promotion.
 */
export function activityPrices(activity: ActivityOfferRecord): ActivityPrice[] {
  return participantCountsOf(activity).map((adults) => {
    const sellPrice = activity.pricePerPerson * adults;
    const barPrice = barPriceOf(activity.pricePerPerson, activity.promoPercent) * adults;
    return { paxComposition: { adults }, sellPrice, barPrice, promo: promoPercentOf(sellPrice, barPrice) };
  });
}

function areaOf(catalogue: Catalogue, body: ActivitySearchBody): SearchArea {
  const location = body.criteria.location ?? {};
  // The stay search's place rules apply: a city or poi with 30 km around, a department, region or
  // country by hierarchy, coordinates with a radius.
  const query = searchQueryFromFlat({
    locale: body.locale,
    cityId: location.cityId,
    poiId: location.poiId,
    departmentId: location.departmentId,
    regionId: location.regionId,
    countryId: location.countryId,
    touristicId: location.touristicId,
    latitude: location.latitude,
    longitude: location.longitude,
    minDistance: location.minDistance,
    maxDistance: location.maxDistance,
  });
  return resolveSearchArea(catalogue, query);
}

function isInArea(area: SearchArea, city: CityRecord): boolean {
  const destination = area.destination;
  if (!destination || area.centre) return true;
  switch (destination.kind) {
    case 'department':
      return city.departmentId === destination.id;
    case 'region':
      return city.regionId === destination.id;
    case 'country':
      return city.countryId === destination.id;
    default:
      return true;
  }
}

function mainTitleOf(destination: { kind: string; label: string } | null, language: Language): string {
  if (!destination) return { fr: 'Activités', es: 'Actividades', it: 'Attività', nl: 'Activiteiten' }[language];
  const { label } = destination;
  // "à Paris" reads well for a town; regions and countries take other prepositions, so a colon.
  if (destination.kind === 'city' || destination.kind === 'poi') {
    return {
      fr: `Activités à ${label}`,
      es: `Actividades en ${label}`,
      it: `Attività a ${label}`,
      nl: `Activiteiten in ${label}`,
    }[language];
  }
  return {
    fr: `Activités : ${label}`,
    es: `Actividades: ${label}`,
    it: `Attività: ${label}`,
    nl: `Activiteiten: ${label}`,
  }[language];
}

function activityCard(match: Match, language: Language) {
  const { activity, hotel, city } = match;
  return {
    id: activity.id,
    label: activity.labels[language],
    description: activity.descriptions[language],
    imageUrl: imageUrl(activity.images[0]!),
    images: activity.images.map((image) => imageUrl(image)),
    // The api does not know the shop's URL scheme: the front ends link with hrefFor.
    uri: `/activity/${activity.id}`,
    tagId: activity.tagId,
    durationMinutes: activity.durationMinutes,
    distance: match.distance,
    hotel: {
      id: hotel.id,
      label: hotel.name,
      stars: hotel.stars,
      uri: `/hotel/${hotel.id}`,
      location: { label: city.labels[language], lat: hotel.lat, lng: hotel.lng },
    },
    prices: activityPrices(activity),
  };
}

/** Which of the body's filters a match must pass: a facet leaves its own filter out. */
interface AppliedFilters {
  tags: boolean;
  price: boolean;
}

/** The published activities of the area the body asks for, unsorted. */
function matchActivities(
  catalogue: Catalogue,
  body: ActivitySearchBody,
  area: SearchArea,
  applied: AppliedFilters = { tags: true, price: true },
): Match[] {
  const participants = body.criteria.participants ?? ACTIVITY_PARTICIPANTS.max;
  const tags = new Set(applied.tags ? (body.criteria.tags ?? []) : []);
  const priceMin = applied.price ? (body.criteria.price?.min ?? 0) : 0;
  const priceMax = applied.price ? (body.criteria.price?.max ?? Infinity) : Infinity;
  const checkin = body.criteria.date?.checkin ?? null;
  // An activity voucher is valid a year: a date only has to be within the bookable window.
  const checkinDay = checkin ? isoToEpochDay(checkin) : null;
  const window = catalogue.availabilityWindow();
  const dateBookable =
    checkinDay === null || (checkinDay >= window.todayDay && checkinDay <= catalogue.lastAvailabilityDay());

  const matches: Match[] = [];
  if (!area.known || !dateBookable) return matches;
  for (const activity of catalogue.activityOffers.values()) {
    if (!activity.published) continue;
    // A duo formula cannot be bought for fewer participants than it is sold for.
    if (participantCountsOf(activity)[0]! > participants) continue;
    if (tags.size > 0 && !tags.has(activity.tagId)) continue;
    if (activity.pricePerPerson < priceMin || activity.pricePerPerson > priceMax) continue;
    const hotel = catalogue.hotels.get(activity.hotelId);
    const city = hotel ? catalogue.cities.get(hotel.cityId) : undefined;
    if (!hotel || !city || !isInArea(area, city)) continue;
    const distance = area.centre ? distanceKm(area.centre.lat, area.centre.lng, hotel.lat, hotel.lng) : null;
    if (area.radius && distance !== null && (distance < area.radius.min || distance > area.radius.max)) continue;
    matches.push({ activity, hotel, city, distance: distance === null ? null : Math.round(distance * 10) / 10 });
  }
  return matches;
}

export function searchActivities(catalogue: Catalogue, body: ActivitySearchBody) {
  const language = languageOf(body.locale);
  const area = areaOf(catalogue, body);
  const participants = body.criteria.participants ?? ACTIVITY_PARTICIPANTS.max;
  const packagesPerHotel = body.numberOfPackagesPerHotel ?? ACTIVITY_PACKAGES_PER_HOTEL;
  const page = body.page ?? 0;
  const limit = body.limit ?? ACTIVITY_PAGE_SIZE;
  const checkin = body.criteria.date?.checkin ?? null;
  const matches = matchActivities(catalogue, body, area);

  // Nearest first around a point; otherwise the best reviewed hotels first. Ties: activity id.
  matches.sort(
    (a, b) =>
      (a.distance ?? 0) - (b.distance ?? 0) ||
      b.hotel.reviewAverage - a.hotel.reviewAverage ||
      a.activity.id - b.activity.id,
  );
  const byHotel = new Map<number, Match[]>();
  for (const match of matches) {
    const list = byHotel.get(match.hotel.id);
    if (!list) byHotel.set(match.hotel.id, [match]);
    else if (list.length < packagesPerHotel) list.push(match);
  }
  const groups = [...byHotel.values()];
  const destination = area.destination ? area.destination.labels[language] : null;
  const start = page * limit;

  return {
    mainTitle: mainTitleOf(
      area.destination && destination ? { kind: area.destination.kind, label: destination } : null,
      language,
    ),
    totalCount: groups.length,
    packageCount: groups.reduce((sum, group) => sum + group.length, 0),
    hotels: groups.slice(start, start + limit).map((group) => {
      const { hotel, city, distance } = group[0]!;
      return {
        hotel: {
          id: hotel.id,
          label: hotel.name,
          stars: hotel.stars,
          uri: `/hotel/${hotel.id}`,
          review: { count: hotel.reviewCount, average: hotel.reviewAverage },
          location: { label: city.labels[language], lat: hotel.lat, lng: hotel.lng },
        },
        distance,
        packages: group.map((match) => activityCard(match, language)),
      };
    }),
    searchDetails: {
      totalCount: groups.length,
      checkin,
      participants,
      location: area.centre ? { latitude: area.centre.lat, longitude: area.centre.lng } : null,
      destination,
      locationHierarchy: area.hierarchy.map((entry) => ({
        type: entry.type,
        id: entry.id,
        label: entry.labels[language],
      })),
      cityId: area.cityId,
      uri: null,
    },
  };
}

/** The facet groups an activity-only offer has; the stay groups (stars, facilities…) are left out. */
export const ACTIVITY_FACET_PROPERTIES: readonly FacetProperty[] = ['price', 'tag', 'highlighted'];

/** The activity search of the flat facets query (GET /api/facets.json?flow=activity). */
export function activitySearchBodyFromFlat(params: FlatSearchParams): ActivitySearchBody {
  const query = searchQueryFromFlat(params);
  const location: ActivitySearchLocation = {};
  const placeKey = {
    city: 'cityId',
    poi: 'poiId',
    department: 'departmentId',
    region: 'regionId',
    country: 'countryId',
    touristic: 'touristicId',
  } as const;
  if (query.place && query.place.kind in placeKey)
    location[placeKey[query.place.kind as keyof typeof placeKey]] = query.place.id;
  if (query.point) Object.assign(location, { latitude: query.point.lat, longitude: query.point.lng });
  if (query.minDistanceKm !== null) location.minDistance = query.minDistanceKm;
  if (query.maxDistanceKm !== null) location.maxDistance = query.maxDistanceKm;
  const { min, max } = ACTIVITY_PARTICIPANTS;
  const body: ActivitySearchBody = {
    criteria: { location, participants: Math.min(max, Math.max(min, query.pax.adults)), tags: query.tags },
    locale: query.locale,
  };
  if (query.checkin) body.criteria.date = { checkin: query.checkin };
  if (query.priceMin !== null || query.priceMax !== null)
    body.criteria.price = { min: query.priceMin ?? undefined, max: query.priceMax ?? undefined };
  return body;
}

/**
 * Facet counts of the activity list: for each activity, the hotels that offer it (the chosen
 * activities left out, the price applied), and the per-person price bounds (the chosen activities
 * applied, the price left out), so each filter shows what choosing it would give.
 */
export function activityFacets(
  catalogue: Catalogue,
  body: ActivitySearchBody,
  properties: readonly FacetProperty[],
  withNames: boolean,
): FacetGroup[] {
  const language = languageOf(body.locale);
  const area = areaOf(catalogue, body);
  return properties
    .filter((property) => ACTIVITY_FACET_PROPERTIES.includes(property))
    .map((property): FacetGroup => {
      if (property === 'price') {
        let min: number | null = null;
        let max: number | null = null;
        for (const { activity } of matchActivities(catalogue, body, area, { tags: true, price: false })) {
          min = min === null ? activity.pricePerPerson : Math.min(min, activity.pricePerPerson);
          max = max === null ? activity.pricePerPerson : Math.max(max, activity.pricePerPerson);
        }
        // Bounds only: the slider reads them; price buckets are a stay list's.
        return { propertyType: property, min, max, values: [] };
      }
      const hotelsByTag = new Map<number, Set<number>>();
      for (const { activity } of matchActivities(catalogue, body, area, { tags: false, price: true })) {
        const hotels = hotelsByTag.get(activity.tagId) ?? new Set<number>();
        hotels.add(activity.hotelId);
        hotelsByTag.set(activity.tagId, hotels);
      }
      const tags = property === 'highlighted' ? ACTIVITY_TAGS.filter((tag) => tag.highlighted) : ACTIVITY_TAGS;
      return {
        propertyType: property,
        values: tags.map((tag) => {
          const value = { id: tag.id, count: hotelsByTag.get(tag.id)?.size ?? 0 };
          return withNames ? { ...value, name: tag.labels[language] } : value;
        }),
      };
    });
}
