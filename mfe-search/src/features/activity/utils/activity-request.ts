import type { Locale } from '@escapade/shared-contracts/locales';
import { ACTIVITY_PARTICIPANTS, type SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { ACTIVITY_PACKAGES_PER_HOTEL, ACTIVITY_PAGE_SIZE } from './activity-constants';
import type { ActivitySearchRequestBody } from '../api/search-activities';

/** An activity takes 1 to 2 participants; the criteria's adults count stands for them. */
export function participantsOf(criteria: Pick<SearchCriteria, 'adults'>): number {
  const adults = Number.isSafeInteger(criteria.adults) ? criteria.adults : ACTIVITY_PARTICIPANTS.max;
  return Math.min(Math.max(adults, ACTIVITY_PARTICIPANTS.min), ACTIVITY_PARTICIPANTS.max);
}

const LOCATION_ID: Readonly<Record<string, keyof NonNullable<ActivitySearchRequestBody['criteria']['location']>>> = {
  city: 'cityId',
  poi: 'poiId',
  department: 'departmentId',
  region: 'regionId',
  country: 'countryId',
  touristicregion: 'touristicId',
};

/**
 * The activity search body: the place, the dates when chosen, the participants,
 * the activity and price filters, 20 packages per hotel, the locale and the page.
 */
export function buildActivitySearchRequest(criteria: SearchCriteria, locale: Locale): ActivitySearchRequestBody {
  const location: NonNullable<ActivitySearchRequestBody['criteria']['location']> = {};
  for (const [key, name] of Object.entries(LOCATION_ID)) {
    const id = criteria.places[key as keyof SearchCriteria['places']];
    if (id && /^\d+$/.test(id)) location[name] = Number(id);
  }
  if (criteria.lat !== undefined && criteria.lng !== undefined)
    Object.assign(location, { latitude: criteria.lat, longitude: criteria.lng });
  if (criteria.distanceMin !== undefined) location.minDistance = criteria.distanceMin;
  if (criteria.distanceMax !== undefined) location.maxDistance = criteria.distanceMax;

  const body: ActivitySearchRequestBody = {
    criteria: { participants: participantsOf(criteria) },
    numberOfPackagesPerHotel: ACTIVITY_PACKAGES_PER_HOTEL,
    locale,
    page: criteria.page,
    limit: ACTIVITY_PAGE_SIZE,
  };
  if (Object.keys(location).length > 0) body.criteria.location = location;
  if (criteria.checkin)
    body.criteria.date = criteria.night
      ? { checkin: criteria.checkin, nights: criteria.night }
      : { checkin: criteria.checkin };
  if (criteria.tags.length > 0) body.criteria.tags = [...criteria.tags];
  if (criteria.priceMin !== undefined || criteria.priceMax !== undefined) {
    body.criteria.price = {};
    if (criteria.priceMin !== undefined) body.criteria.price.min = criteria.priceMin;
    if (criteria.priceMax !== undefined) body.criteria.price.max = criteria.priceMax;
  }
  return body;
}
