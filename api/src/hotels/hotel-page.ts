/** Everything the hotel page shows about one hotel, in one language, priced for the visitor's criteria. */
import type { Language } from '@escapade/shared-contracts/locales';
import type { Catalogue } from '../catalogue/catalogue';
import type { HotelRecord, ImageRef } from '../catalogue/catalogue-records';
import { hashToUnit } from '../generator/prng';
import { imagesBySize } from '../images/images-by-size';
import type { StayCriteria } from '../pricing/criteria-price';
import { localTaxOf } from '../pricing/local-tax';
import { offersOnSaleOfHotel } from '../stays/offers-on-sale';
import { imageUrl } from '../texts/stay-wording';
import {
  ECO_FACILITIES,
  ECO_LABEL_MIN_FACILITIES,
  FACILITIES,
  PETS_FACILITY_ID,
  PETS_LABELS,
} from '../vocabulary/hotel-attributes';
import {
  HOTEL_IMPORTANT_INFOS,
  HOTEL_SERVICES,
  PARKING_EV_CHARGING,
  PARKING_KINDS,
  PARKING_NO_BOOKING,
} from '../vocabulary/hotel-page-texts';
import { hotelRooms } from './hotel-rooms';
import { nearbyHotels } from './nearby-hotels';

/** The facilities shown first, most sought-after first. */
const HIGHLIGHT_ORDER = [
  'spa',
  'pool',
  'restaurant',
  'parking',
  'wifi',
  'fitness',
  'bar',
  'garden',
  'sauna',
  'air-conditioning',
  'ev-charging',
  'accessible',
];
export const MIN_HIGHLIGHTED_FACILITIES = 3;
export const MAX_HIGHLIGHTED_FACILITIES = 5;
/** Prices per day (euros) of the hotels whose own parking is paid. */
const PARKING_PRICES_EUR = [10, 15, 20];
/** One hotel in three asks to be told of arrivals after 9 pm. */
const LATE_ARRIVAL_NOTICE_SHARE = 1 / 3;
const SALT = { parking: 0x9a4c, lateArrival: 0x1a7e } as const;

export type PlaceType = 'country' | 'region' | 'city';

interface NamedFacility {
  id: string;
  name: string;
}

export function hotelPage(catalogue: Catalogue, hotel: HotelRecord, criteria: StayCriteria, language: Language) {
  const today = catalogue.todayIso();
  const city = catalogue.cities.get(hotel.cityId);
  const cityName = city?.labels[language] ?? '';
  const offers = offersOnSaleOfHotel(catalogue, hotel.id, today);
  const rooms = hotelRooms(catalogue, hotel, offers, criteria, language);
  const facilities = facilitiesOf(hotel, language);
  const images = galleryImages(catalogue, hotel);
  return {
    id: hotel.id,
    label: hotel.name,
    uri: `/hotel/${hotel.id}`,
    // A hotel with nothing left to sell stays reachable, but is not indexed.
    active: offers.length > 0,
    stars: hotel.stars,
    description: catalogue.hotelDescription(hotel.id, language),
    review: { count: hotel.reviewCount, average: hotel.reviewAverage, score: hotel.reviewAverage },
    location: {
      label: cityName,
      lat: hotel.lat,
      lng: hotel.lng,
      address: `${hotel.address}, ${hotel.zipCode} ${cityName}`,
      completeAddress: { streetAddress: hotel.address, zipCode: hotel.zipCode, city: cityName },
    },
    checkInOut: { checkin: hotel.checkinTime, checkout: hotel.checkoutTime },
    highlightedFacilities: highlightedFacilities(facilities),
    facilities: [...facilities.own, ...facilities.services],
    parkings: parkingsOf(hotel, language),
    ecoFacilities: ECO_FACILITIES.filter((facility) => hotel.ecoFacilities.includes(facility.id)).map(
      (facility) => facility.labels[language],
    ),
    ecoLabel: hotel.ecoFacilities.length >= ECO_LABEL_MIN_FACILITIES,
    policy: {
      petsAllowed: hotel.petsAllowed,
      petsPrice: hotel.petsPrice,
      petsMaxWeight: hotel.petsMaxWeightKg,
      petsMaxNumberOfPets: 1,
    },
    importantInfos: importantInfosOf(hotel, language),
    localTax: localTaxOf(hotel),
    images: images.map((image) => imageUrl(image)),
    imagesBySize: imagesBySize(images),
    breadcrumb: breadcrumbOf(catalogue, hotel, language),
    rooms,
    nearbyHotels: nearbyHotels(catalogue, hotel, criteria.pax, language),
  };
}

function facilitiesOf(hotel: HotelRecord, language: Language): { own: NamedFacility[]; services: NamedFacility[] } {
  const own = FACILITIES.filter((facility) => hotel.facilities.includes(facility.id)).map((facility) => ({
    id: facility.id,
    name: facility.labels[language],
  }));
  if (hotel.petsAllowed) own.push({ id: PETS_FACILITY_ID, name: PETS_LABELS[language] });
  const services = HOTEL_SERVICES.map((service) => ({ id: service.id, name: service.labels[language] }));
  return { own, services };
}

/** Up to five of the hotel's own facilities, most sought-after first; services complete a short list to three. */
function highlightedFacilities(facilities: { own: NamedFacility[]; services: NamedFacility[] }): NamedFacility[] {
  const rank = (id: string) => {
    const index = HIGHLIGHT_ORDER.indexOf(id);
    return index < 0 ? HIGHLIGHT_ORDER.length : index;
  };
  const own = [...facilities.own].sort((a, b) => rank(a.id) - rank(b.id)).slice(0, MAX_HIGHLIGHTED_FACILITIES);
  return [...own, ...facilities.services].slice(0, Math.max(MIN_HIGHLIGHTED_FACILITIES, own.length));
}

/** The parking facilities (general information "parking"): none when the hotel has no parking. */
function parkingsOf(hotel: HotelRecord, language: Language): string[] {
  if (!hotel.facilities.includes('parking')) return [];
  const roll = hashToUnit(hotel.id ^ SALT.parking, 1);
  const kind = PARKING_KINDS[Math.floor(roll * PARKING_KINDS.length)]!;
  const price = PARKING_PRICES_EUR[Math.floor(hashToUnit(hotel.id ^ SALT.parking, 2) * PARKING_PRICES_EUR.length)]!;
  return [
    kind[language].replace('{price}', String(price)),
    PARKING_NO_BOOKING[language],
    ...(hotel.facilities.includes('ev-charging') ? [PARKING_EV_CHARGING[language]] : []),
  ];
}

function importantInfosOf(hotel: HotelRecord, language: Language): string[] {
  const lateArrival = hashToUnit(hotel.id ^ SALT.lateArrival, 1) < LATE_ARRIVAL_NOTICE_SHARE;
  return [
    HOTEL_IMPORTANT_INFOS.identity[language],
    HOTEL_IMPORTANT_INFOS.touristTax[language],
    ...(lateArrival ? [HOTEL_IMPORTANT_INFOS.lateArrival[language]] : []),
    ...(hotel.petsAllowed ? [] : [HOTEL_IMPORTANT_INFOS.pets[language]]),
  ];
}

/** The hotel's pictures, then those of its rooms and of the activities of its stays, each once. */
function galleryImages(catalogue: Catalogue, hotel: HotelRecord): ImageRef[] {
  const seen = new Set<string>();
  const images: ImageRef[] = [];
  const add = (image: ImageRef) => {
    const key = `${image.kind}/${image.seed}`;
    if (seen.has(key)) return;
    seen.add(key);
    images.push(image);
  };
  hotel.images.forEach(add);
  for (const offer of catalogue.offersByHotel.get(hotel.id) ?? []) {
    offer.images.filter((image) => image.kind === 'room' || image.kind === 'activity').forEach(add);
  }
  return images;
}

function breadcrumbOf(
  catalogue: Catalogue,
  hotel: HotelRecord,
  language: Language,
): { label: string; placeType: PlaceType; placeId: number }[] {
  const city = catalogue.cities.get(hotel.cityId);
  if (!city) return [];
  const region = catalogue.regions.get(city.regionId);
  const country = catalogue.countries.get(city.countryId);
  return [
    ...(country ? [{ label: country.labels[language], placeType: 'country' as const, placeId: country.id }] : []),
    ...(region ? [{ label: region.labels[language], placeType: 'region' as const, placeId: region.id }] : []),
    { label: city.labels[language], placeType: 'city' as const, placeId: city.id },
  ];
}
