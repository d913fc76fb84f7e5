/**
 * The activity-only product page's data: an activity sold without a night, hosted by a hotel that
 * the page presents as the activity centre. Texts come from the activity's tag and universe.
 */
import type { Language } from '@escapade/shared-contracts/locales';
import type { Catalogue } from '../catalogue/catalogue';
import type { ActivityOfferRecord, CityRecord, HotelRecord } from '../catalogue/catalogue-records';
import { imagesBySize, type GallerySize } from '../images/images-by-size';
import { placeBreadCrumb, type BreadCrumbEntry } from '../navigation/place-bread-crumb';
import {
  ACTIVITY_ONLY_IMPORTANT_INFORMATION,
  activitySchedules,
  durationLine,
  niceToKnow,
  participantsLine,
} from '../texts/activity-wording';
import { ACTIVITY_TAG_BY_ID } from '../vocabulary/activity-tags';
import { universeOfTag } from '../vocabulary/activity-universes';
import { isSoldOnlyForTwo } from './activity-participants';
import { activityOnlyPrices, type ActivityOnlyPrice } from './activity-prices';

export interface ActivityLocation {
  label: string;
  lat: number;
  lng: number;
  address: string;
}

export interface ActivityCentre {
  id: number;
  label: string;
  location: ActivityLocation;
  uri: string;
  star: number;
  /** The centre where the activity takes place (an offer has a single one). */
  main: true;
}

export interface ActivityOnlyActivity {
  title: string;
  description: string;
  univers: string;
  composition: string[];
  schedules: string[];
  importantInformation: string[];
  activityCenter: ActivityCentre;
}

export interface ActivityOnlyDetail {
  id: number;
  label: string;
  description: string;
  uri: string;
  published: boolean;
  imagesBySize: Record<GallerySize, string[]>;
  activities: ActivityOnlyActivity[];
  importantInformation: string[];
  niceToKnow: string[];
  locations: ActivityLocation[];
  mainActivityCenter: ActivityCentre;
  prices: ActivityOnlyPrice[];
  breadCrumb: BreadCrumbEntry[];
  pageModel: { pageTitle: string; canonicalUrl: string; alternateUrls: string[]; metaRobots: string };
}

function activityCentreOf(hotel: HotelRecord, city: CityRecord, language: Language): ActivityCentre {
  return {
    id: hotel.id,
    label: hotel.name,
    location: { label: city.labels[language], lat: hotel.lat, lng: hotel.lng, address: hotel.address },
    uri: `/hotel/${hotel.id}`,
    star: hotel.stars,
    main: true,
  };
}

/** Null when the offer's hotel or city is missing from the catalogue (the page then has nothing to show). */
export function activityOnlyDetail(
  catalogue: Catalogue,
  activity: ActivityOfferRecord,
  language: Language,
): ActivityOnlyDetail | null {
  const hotel = catalogue.hotels.get(activity.hotelId);
  const city = hotel ? catalogue.cities.get(hotel.cityId) : undefined;
  if (!hotel || !city) return null;
  const tag = ACTIVITY_TAG_BY_ID.get(activity.tagId);
  const universe = universeOfTag(activity.tagId);
  const centre = activityCentreOf(hotel, city, language);
  const soldOnlyForTwo = isSoldOnlyForTwo(activity);
  const duration = durationLine(activity.durationMinutes, language);
  const label = activity.labels[language];
  const uri = `/activity/${activity.id}`;
  const pitch = universe.pitches[language][activity.id % 2]!;

  return {
    id: activity.id,
    label,
    description: `${activity.descriptions[language]} ${pitch} ${duration}. ${participantsLine(soldOnlyForTwo, language)}.`,
    uri,
    published: activity.published,
    imagesBySize: imagesBySize(activity.images),
    activities: [
      {
        title: tag?.labels[language] ?? label,
        description: tag?.programmeLabels[language] ?? activity.descriptions[language],
        univers: universe.labels[language],
        composition: [
          tag?.programmeLabels[language] ?? label,
          ...universe.composition[language],
          duration,
          participantsLine(soldOnlyForTwo, language),
        ],
        schedules: activitySchedules(universe, activity.id, language),
        importantInformation: [...universe.importantInformation[language]],
        activityCenter: centre,
      },
    ],
    importantInformation: [...ACTIVITY_ONLY_IMPORTANT_INFORMATION[language]],
    niceToKnow: niceToKnow(hotel, language),
    locations: [centre.location],
    mainActivityCenter: centre,
    prices: activityOnlyPrices(activity),
    breadCrumb: placeBreadCrumb(catalogue, city, language),
    pageModel: {
      pageTitle: `${label} - ${hotel.name} | Escapade`,
      canonicalUrl: uri,
      alternateUrls: [],
      // An unpublished offer shows as expired: search engines should not list it.
      metaRobots: activity.published ? 'index, follow' : 'noindex, follow',
    },
  };
}
