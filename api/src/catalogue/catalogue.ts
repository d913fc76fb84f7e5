/**
 * The catalogue held in memory: read once from SQLite at start, then every search filters plain
 * arrays (a few thousand rows) with cheap arithmetic, which keeps a faceted search in milliseconds.
 */
import { isoToEpochDay, localTodayIso } from '../pricing/dates';
import { cheapestStay, type CheapestStay } from '../pricing/stay-bookability';
import type { AvailabilityWindow } from '../pricing/stay-price';
import { FACILITIES } from '../vocabulary/hotel-attributes';
import { countReviews, readCatalogue, type CatalogueDb } from './catalogue-database';
import type {
  ActivityOfferRecord,
  CatalogueMeta,
  CityRecord,
  CmsPage,
  CountryRecord,
  DepartmentRecord,
  GiftBoxRecord,
  HotelRecord,
  OfferRecord,
  PoiRecord,
  RegionRecord,
  ReviewRecord,
  RoomRecord,
} from './catalogue-records';

const FACILITY_BIT = new Map(FACILITIES.map((facility, index) => [facility.id, 1 << index]));

/** Bit mask of facility ids; unknown ids give a bit no hotel has, so they match nothing. */
export function facilityMaskOf(ids: readonly string[]): number {
  let mask = 0;
  for (const id of ids) mask |= FACILITY_BIT.get(id) ?? 1 << 30;
  return mask;
}

/** One stay offer with everything a search reads, flattened. */
export interface SearchRow {
  offer: OfferRecord;
  hotel: HotelRecord;
  city: CityRecord;
  departmentId: number;
  regionId: number;
  countryId: number;
  facilityMask: number;
}

export class Catalogue {
  readonly countries: ReadonlyMap<number, CountryRecord>;
  readonly regions: ReadonlyMap<number, RegionRecord>;
  readonly departments: ReadonlyMap<number, DepartmentRecord>;
  readonly cities: ReadonlyMap<number, CityRecord>;
  readonly pois: ReadonlyMap<number, PoiRecord>;
  readonly hotels: ReadonlyMap<number, HotelRecord>;
  readonly rooms: ReadonlyMap<number, RoomRecord>;
  readonly offers: ReadonlyMap<number, OfferRecord>;
  readonly activityOffers: ReadonlyMap<number, ActivityOfferRecord>;
  readonly giftBoxes: ReadonlyMap<string, GiftBoxRecord>;
  readonly offersByHotel: ReadonlyMap<number, readonly OfferRecord[]>;
  readonly rows: readonly SearchRow[];
  readonly rowByOfferId: ReadonlyMap<number, SearchRow>;
  readonly availabilityStartDay: number;
  readonly reviewCount: number;
  private readonly cms: ReadonlyMap<string, CmsPage>;
  /** From-prices of the day, by offer and by the rooms the travellers need. */
  private fromPrices: { todayDay: number; byRooms: Map<number, Map<number, CheapestStay | null>> } | null = null;

  constructor(
    readonly db: CatalogueDb,
    readonly meta: CatalogueMeta,
    private readonly clock: () => Date = () => new Date(),
  ) {
    const data = readCatalogue(db);
    const byId = <T extends { id: number }>(rows: readonly T[]) => new Map(rows.map((row) => [row.id, row]));
    this.countries = byId(data.countries);
    this.regions = byId(data.regions);
    this.departments = byId(data.departments);
    this.cities = byId(data.cities);
    this.pois = byId(data.pois);
    this.hotels = byId(data.hotels);
    this.rooms = byId(data.rooms);
    this.offers = byId(data.offers);
    this.activityOffers = byId(data.activityOffers);
    this.giftBoxes = new Map(data.giftBoxes.map((box) => [box.code, box]));
    this.cms = new Map(data.cmsPages.map((record) => [`${record.locale}/${record.flow}`, record.page]));
    this.reviewCount = countReviews(db);

    const offersByHotel = new Map<number, OfferRecord[]>();
    for (const offer of data.offers) {
      const list = offersByHotel.get(offer.hotelId);
      if (list) list.push(offer);
      else offersByHotel.set(offer.hotelId, [offer]);
    }
    this.offersByHotel = offersByHotel;

    this.rows = data.offers.map((offer) => {
      const hotel = this.hotels.get(offer.hotelId)!;
      const city = this.cities.get(hotel.cityId)!;
      return {
        offer,
        hotel,
        city,
        departmentId: city.departmentId,
        regionId: city.regionId,
        countryId: city.countryId,
        facilityMask: facilityMaskOf(hotel.facilities),
      };
    });
    this.rowByOfferId = new Map(this.rows.map((row) => [row.offer.id, row]));
    const start = isoToEpochDay(meta.availabilityStart);
    if (start === null) throw new Error(`Bad availability start in the catalogue: ${meta.availabilityStart}`);
    this.availabilityStartDay = start;
  }

  /** Today (server time zone) as yyyy-MM-dd. */
  todayIso(): string {
    return localTodayIso(this.clock());
  }

  availabilityWindow(): AvailabilityWindow {
    return { startDay: this.availabilityStartDay, todayDay: isoToEpochDay(this.todayIso())! };
  }

  /** Last day a stay can start, as a day number. */
  lastAvailabilityDay(): number {
    const anyOffer = this.rows[0]?.offer;
    return this.availabilityStartDay + (anyOffer ? anyOffer.availability.length : 0) - 1;
  }

  /**
   * The cheapest stay of an offer from today on with `rooms` rooms free every night (the price for
   * 2 adults, to be applied to the travellers), cached for the day.
   */
  fromPriceOf(row: SearchRow, rooms = 1, window: AvailabilityWindow = this.availabilityWindow()): CheapestStay | null {
    if (!this.fromPrices || this.fromPrices.todayDay !== window.todayDay) {
      this.fromPrices = { todayDay: window.todayDay, byRooms: new Map() };
    }
    let cache = this.fromPrices.byRooms.get(rooms);
    if (!cache) {
      cache = new Map();
      this.fromPrices.byRooms.set(rooms, cache);
    }
    let cheapest = cache.get(row.offer.id);
    if (cheapest === undefined) {
      cheapest = cheapestStay(row.offer, row.hotel.environment, window, rooms);
      cache.set(row.offer.id, cheapest);
    }
    return cheapest;
  }

  /** Computes every one-room from-price now, so the first search does not pay for it. */
  warmUp(): void {
    const window = this.availabilityWindow();
    for (const row of this.rows) this.fromPriceOf(row, 1, window);
  }

  cmsPage(locale: string, flow: string): CmsPage | undefined {
    return this.cms.get(`${locale}/${flow}`);
  }

  reviewsOfHotel(hotelId: number): ReviewRecord[] {
    const rows = this.db
      .prepare(
        `SELECT id, hotel_id AS hotelId, language, customer, traveller_type AS travellerType, date, average, positive, negative
         FROM reviews WHERE hotel_id = ? ORDER BY date DESC, id DESC`,
      )
      .all(hotelId) as ReviewRecord[];
    return rows;
  }

  counts(): Record<string, number> {
    return {
      countries: this.countries.size,
      regions: this.regions.size,
      departments: this.departments.size,
      cities: this.cities.size,
      pois: this.pois.size,
      hotels: this.hotels.size,
      rooms: this.rooms.size,
      offers: this.offers.size,
      activityOffers: this.activityOffers.size,
      giftBoxes: this.giftBoxes.size,
      reviews: this.reviewCount,
    };
  }
}
