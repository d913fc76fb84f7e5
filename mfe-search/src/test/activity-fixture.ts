import type {
  ActivityCardData,
  ActivityHotelGroup,
  ActivitySearchResponse,
} from '../features/activity/api/search-activities';

/** An activity-only offer of Hôtel du Parc (Paris), sold for 1 or 2 participants. */
export function activityFixture(id: number, overrides: Partial<ActivityCardData> = {}): ActivityCardData {
  return {
    id,
    label: `Massage ${id}`,
    description: 'Massage relaxant',
    imageUrl: `/images/activity/${id}.svg`,
    images: [`/images/activity/${id}.svg`],
    uri: `/activity/${id}`,
    tagId: 102,
    durationMinutes: 90,
    distance: 2,
    hotel: {
      id: 5,
      label: 'Hôtel du Parc',
      stars: 4,
      uri: '/hotel/5',
      location: { label: 'Paris', lat: 48.8, lng: 2.3 },
    },
    prices: [
      { paxComposition: { adults: 1 }, sellPrice: 4500, barPrice: 6000, promo: 25 },
      { paxComposition: { adults: 2 }, sellPrice: 9000, barPrice: 12000, promo: 25 },
    ],
    ...overrides,
  };
}

/** A hotel block of the activity list ("Hôtel {id}", 3 stars, Paris). */
export function activityGroupFixture(hotelId: number, packages: ActivityCardData[]): ActivityHotelGroup {
  return {
    hotel: {
      id: hotelId,
      label: `Hôtel ${hotelId}`,
      stars: 3,
      uri: `/hotel/${hotelId}`,
      review: { count: 10, average: 8.2 },
      location: { label: 'Paris', lat: 48.8, lng: 2.3 },
    },
    distance: 4.4,
    packages,
  };
}

/** The activity search's answer for these hotel blocks, in Paris. */
export function activitySearchFixture(hotels: ActivityHotelGroup[]): ActivitySearchResponse {
  return {
    mainTitle: 'Activités à Paris',
    totalCount: hotels.length,
    packageCount: hotels.reduce((sum, entry) => sum + entry.packages.length, 0),
    hotels,
    searchDetails: {
      totalCount: hotels.length,
      checkin: null,
      participants: 2,
      location: null,
      destination: 'Paris',
      locationHierarchy: [],
      cityId: 10001,
      uri: null,
    },
  };
}
