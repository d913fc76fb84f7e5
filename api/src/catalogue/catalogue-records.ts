/**
 * The rows of the catalogue, as the generator produces them, the database stores them and the
 * api holds them in memory. Amounts are integers in cents.
 */
import type { Language, Locale } from '@escapade/shared-contracts/locales';
import type { FooterParts } from '@escapade/shared-contracts/event-bus';
import type { Flow, RouteTarget } from '@escapade/shared-contracts/routes';
import type { CountryCode } from '../generator/geography-data';
import type { MarketingLabelKey } from '../vocabulary/hotel-attributes';
import type { Labels } from '../vocabulary/labels';

export interface CountryRecord {
  id: number;
  code: CountryCode;
  labels: Labels;
  lat: number;
  lng: number;
}

export interface RegionRecord {
  id: number;
  countryId: number;
  labels: Labels;
  lat: number;
  lng: number;
}

export interface DepartmentRecord {
  id: number;
  regionId: number;
  countryId: number;
  code: string;
  labels: Labels;
  lat: number;
  lng: number;
}

export interface CityRecord {
  id: number;
  departmentId: number;
  regionId: number;
  countryId: number;
  labels: Labels;
  lat: number;
  lng: number;
  population: number;
  zipCode: string;
}

export interface PoiRecord {
  id: number;
  regionId: number;
  countryId: number;
  labels: Labels;
  lat: number;
  lng: number;
}

export type ImageKind = 'hotel' | 'room' | 'activity' | 'city' | 'gift' | 'hero';
export const IMAGE_KINDS: readonly ImageKind[] = ['hotel', 'room', 'activity', 'city', 'gift', 'hero'];

export interface ImageRef {
  kind: ImageKind;
  seed: number;
}

export interface HotelRecord {
  id: number;
  cityId: number;
  name: string;
  lat: number;
  lng: number;
  /** Street line, written the way the country writes it. */
  address: string;
  zipCode: string;
  /** Kilometres from the centre of its city. */
  distanceToCityKm: number;
  stars: number;
  /** 0 to 10, one decimal. */
  reviewAverage: number;
  reviewCount: number;
  hotelType: string;
  environment: string;
  style: string;
  facilities: string[];
  ecoFacilities: string[];
  petsAllowed: boolean;
  petsPrice: number;
  petsMaxWeightKg: number;
  /** Tourist tax per adult per night, paid at the hotel. */
  localTaxPerNight: number;
  checkinTime: string;
  checkoutTime: string;
  images: ImageRef[];
}

/**
 * A hotel as generated and written to the catalogue file. Its descriptions are not held in memory
 * (tens of MB on a large catalogue for one page's use): the page that shows one reads it from the
 * file (`Catalogue.hotelDescription`).
 */
export interface GeneratedHotelRecord extends HotelRecord {
  descriptions: Labels;
}

export interface RoomRecord {
  id: number;
  hotelId: number;
  kind: string;
  sizeM2: number;
  images: ImageRef[];
}

export type ProgrammeLineType = 'room' | 'breakfast' | 'dinner' | 'activity';

/** `ref`: the room id, the meal key (breakfast, dinner, gastronomic-dinner) or the activity tag id. */
export interface ProgrammeItem {
  type: ProgrammeLineType;
  ref: string;
}

export interface OfferRecord {
  id: number;
  hotelId: number;
  roomId: number;
  topThemeId: number;
  themeIds: number[];
  tagIds: number[];
  labels: Labels;
  headwords: Record<Language, string[]>;
  programme: ProgrammeItem[];
  /** Price of one night for 2 adults before the day's variation. */
  basePrice: number;
  /** Whole percent off the bar price (0 = no promotion). */
  promoPercent: number;
  minNights: number;
  maxNights: number;
  /** Seeds the day-level price variation and availability of this offer. */
  priceSeed: number;
  /**
   * One character per day from the catalogue's availability start date: '0' closed, '1'..'3'
   * open with that minimum length of stay for a check-in that day.
   */
  availability: string;
  cancellable: boolean;
  /** Free cancellation until this many days before check-in. */
  cancellationDays: number;
  giftable: boolean;
  published: boolean;
  /** Last day of sale (yyyy-MM-dd), or null. */
  expiration: string | null;
  autoDiscount: { code: string; value: number } | null;
  marketingLabel: MarketingLabelKey | null;
  /** Rooms left per day, 1 to this number. */
  maxRoomsLeft: number;
  images: ImageRef[];
}

/** A stay as generated and written; like a hotel's, its descriptions stay in the file (`Catalogue.stayDescription`). */
export interface GeneratedOfferRecord extends OfferRecord {
  descriptions: Labels;
}

export interface ActivityOfferRecord {
  id: number;
  hotelId: number;
  tagId: number;
  labels: Labels;
  descriptions: Labels;
  /** For one participant. */
  pricePerPerson: number;
  promoPercent: number;
  durationMinutes: number;
  published: boolean;
  images: ImageRef[];
}

export interface GiftBoxRecord {
  code: string;
  themeId: number | null;
  format: 'digital' | 'physical';
  labels: Labels;
  descriptions: Labels;
  /** Newline-separated list of what the box contains. */
  includedContent: Labels;
  nights: number;
  people: number;
  price: number;
  referencePrice: number;
  offerIds: number[];
  images: ImageRef[];
}

export interface ReviewRecord {
  id: number;
  hotelId: number;
  language: Language;
  customer: string;
  travellerType: 'couple' | 'family' | 'friends' | 'solo';
  date: string;
  average: number;
  positive: string;
  negative: string;
}

/** A CMS link: a shop page (`target`, turned into an href by the front end) or another site (`url`). */
export type CmsLink = { label: string; newTab: boolean } & ({ target: RouteTarget } | { url: string });

export interface CmsImage {
  url: string;
  alt: string;
}

export type CmsUspIcon = 'price' | 'cancel' | 'support' | 'gift' | 'calendar' | 'delivery';

export interface CmsCategoryItem {
  id: string;
  label: string;
  imageUrl: string;
  target: RouteTarget;
  /** Published stays behind the tile. */
  offerCount?: number;
  /** Cents: the cheapest night for two behind the tile. */
  fromPrice?: number;
}

export type CmsBlock =
  | { type: 'jumbotron'; title: string; subtitle: string; imageUrl: string }
  /** The gift-box block: its boxes come from GET /gateway/content-boxes-block/{locale}. */
  | { type: 'boxes'; showErrors: boolean }
  | {
      type: 'mainUsp';
      variant: 'secondary' | 'border';
      title: string;
      items: { icon: CmsUspIcon; title: string; text: string }[];
    }
  | { type: 'marketing'; title: string; text: string; image: CmsImage; cta: CmsLink }
  | { type: 'categories'; title: string; subtitle?: string; items: CmsCategoryItem[] }
  | { type: 'banner'; title: string; subtitle: string; image: CmsImage; imageMobile: CmsImage; cta: CmsLink }
  | {
      type: 'topSearchResults';
      title: string;
      /** Search criteria as the search page's hash, e.g. "theme=26". */
      search: string;
      flow: 'booking' | 'gifting';
      limit: number;
      more: CmsLink;
    };

export interface CmsJumbotron {
  title: string;
  subtitle: string;
  imageUrl: string;
}

/** A CMS page (home, landing, campaign): head tags, an optional jumbotron, blocks and footer parts. */
export interface CmsPage {
  seo: { title: string; description: string; index: boolean; follow: boolean };
  jumbotron: CmsJumbotron | null;
  blocks: CmsBlock[];
  footer: FooterParts;
}

export interface CmsPageRecord {
  locale: Locale;
  flow: Extract<Flow, 'booking' | 'gifting'>;
  page: CmsPage;
}

/** Everything the generator produces. */
export interface CatalogueData {
  countries: CountryRecord[];
  regions: RegionRecord[];
  departments: DepartmentRecord[];
  cities: CityRecord[];
  pois: PoiRecord[];
  hotels: GeneratedHotelRecord[];
  rooms: RoomRecord[];
  offers: GeneratedOfferRecord[];
  activityOffers: ActivityOfferRecord[];
  giftBoxes: GiftBoxRecord[];
  reviews: ReviewRecord[];
  cmsPages: CmsPageRecord[];
}

/** The catalogue as read back from its file: every row but the reviews, hotels and stays without their descriptions. */
export interface StoredCatalogue extends Omit<CatalogueData, 'hotels' | 'offers' | 'reviews'> {
  hotels: HotelRecord[];
  offers: OfferRecord[];
}

export interface CatalogueMeta {
  generatorVersion: string;
  seed: number;
  /** Hotels the generator was asked for (ESCAPADE_HOTEL_COUNT): another count is another catalogue. */
  hotelCount: number;
  /** First day of the availability strings (the generation date), yyyy-MM-dd. */
  availabilityStart: string;
  generatedAt: string;
  generationMs: number;
}
