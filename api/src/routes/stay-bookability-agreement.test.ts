import fc from 'fast-check';
import { Catalogue } from '../catalogue/catalogue';
import { openCatalogueFile } from '../catalogue/open-catalogue-file';
import { DEFAULT_SEED } from '../generator/generate-catalogue';
import { createdOrder, findStay, get, stayItems } from '../orders/purchase-fixtures';
import { addDaysIso, localTodayIso } from '../pricing/dates';
import { MARSEILLE_CITY_ID, PARIS_CITY_ID, createTestApp, type TestApp } from '../test/test-app';

// Whatever a shopper searches for, every stay the search lists can be booked as listed: the quote,
// the stay's detail, the night list of its check-in and the hotel calendar say the same of it, for
// families and groups that need several rooms, and with rooms of some stays held by orders.

let api: TestApp;
let catalogue: Catalogue;
/** Searches by place: two cities, a country, and the cities of the stays orders hold rooms of. */
let places: string[];

/** Results of each search checked one by one (the first ones, in a random order of sort). */
const RESULTS_CHECKED = 3;
const SORTS = ['priceQuality', 'priceAsc', 'priceDesc', 'discount', 'popularity'] as const;

beforeAll(async () => {
  api = await createTestApp();
  const opened = openCatalogueFile({ dataDir: api.dataDir, seed: DEFAULT_SEED, today: localTodayIso() });
  catalogue = new Catalogue(opened.db, opened.meta);
  // Orders hold one room of stays that have two left: a family needing two rooms can no longer have them.
  const held = new Set<number>();
  const heldCities = new Set<number>();
  for (const fromDay of [5, 20, 45]) {
    const stay = findStay(catalogue, { nights: 2, roomsLeft: 2, datedActivity: false, fromDay, excludeOfferIds: held });
    await createdOrder(api.app, stayItems(stay));
    held.add(stay.row.offer.id);
    heldCities.add(stay.row.city.id);
  }
  places = [`cityId=${PARIS_CITY_ID}`, `cityId=${MARSEILLE_CITY_ID}`, 'countryId=1'].concat(
    [...heldCities].map((id) => `cityId=${id}`),
  );
});
afterAll(() => api.close());

async function json(url: string) {
  const response = await get(api.app, url);
  expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
  return response.json();
}

interface Asked {
  place: string;
  checkin: string;
  nights: number;
  adults: number;
  children: number;
  babies: number;
  sort: (typeof SORTS)[number];
}

const askedArbitrary = (): fc.Arbitrary<Asked> =>
  fc.record({
    place: fc.constantFrom(...places),
    // From today to past the end of the year of availability.
    checkin: fc.integer({ min: 0, max: 370 }).map((days) => addDaysIso(localTodayIso(), days)),
    nights: fc.integer({ min: 1, max: 5 }),
    adults: fc.integer({ min: 1, max: 6 }),
    children: fc.integer({ min: 0, max: 4 }),
    babies: fc.integer({ min: 0, max: 2 }),
    sort: fc.constantFrom(...SORTS),
  });

it('books every stay the search lists, for the dates and travellers searched', async () => {
  await fc.assert(
    fc.asyncProperty(askedArbitrary(), async (asked) => {
      const pax = `adult=${asked.adults}&child=${asked.children}&baby=${asked.babies}`;
      const search = await json(
        `/api/offers.json?locale=fr_FR&${asked.place}&checkin=${asked.checkin}&night=${asked.nights}&${pax}` +
          `&orderBy=${asked.sort}&limit=${RESULTS_CHECKED}`,
      );
      for (const listed of search.exactMatch as { id: number; sellPrice: number; hotel: { id: number } }[]) {
        const quote = await json(
          `/product/${listed.id}/quote?locale=fr_FR&checkin=${asked.checkin}&nights=${asked.nights}&${pax}`,
        );
        expect({ offer: listed.id, bookable: quote.bookable }).toEqual({ offer: listed.id, bookable: true });
        expect(quote.priceInfo.sellPrice).toBe(listed.sellPrice);

        const detail = await json(
          `/weekend/${listed.id}/detail.json?locale=fr_FR&checkin=${asked.checkin}&night=${asked.nights}&${pax}`,
        );
        expect(detail.price).toMatchObject({ priceType: 'final-price', error: null, sellPrice: listed.sellPrice });

        const nights = await json(
          `/weekend/${listed.id}/packageCheckoutNights.json?locale=fr_FR&checkin=${asked.checkin}&${pax}`,
        );
        expect(nights.nights).toContain(asked.nights);

        const calendar = await json(
          `/hotels/${listed.hotel.id}/availabilities.json?locale=fr_FR&month=${asked.checkin.slice(0, 7)}` +
            `&length=1&offerId=${listed.id}&${pax}`,
        );
        const day = (calendar.availabilities as { day: string; price: number | null }[]).find(
          (entry) => entry.day === asked.checkin,
        );
        expect(day?.price).not.toBeNull();
      }
    }),
    { numRuns: 40 },
  );
});

it('neither lists nor books a stay whose nights lack the rooms a family needs', async () => {
  // One double room left each night: two adults fit, two adults and a child need two rooms.
  const stay = findStay(catalogue, { nights: 2, roomsLeft: 1, roomCapacity: 2, fromDay: 60 });
  const { offer, hotel } = stay.row;
  const asked = (pax: string) => ({
    search: `/api/offers.json?locale=fr_FR&hotelId=${hotel.id}&checkin=${stay.checkin}&night=2&${pax}&limit=50`,
    quote: `/product/${offer.id}/quote?locale=fr_FR&checkin=${stay.checkin}&nights=2&${pax}`,
    nights: `/weekend/${offer.id}/packageCheckoutNights.json?locale=fr_FR&checkin=${stay.checkin}&${pax}`,
    calendar: `/hotels/${hotel.id}/availabilities.json?locale=fr_FR&month=${stay.checkin.slice(0, 7)}&length=1&offerId=${offer.id}&${pax}`,
  });
  const said = async (pax: string) => {
    const urls = asked(pax);
    const calendar = await json(urls.calendar);
    return {
      listed: (await json(urls.search)).exactMatch.some((listed: { id: number }) => listed.id === offer.id),
      bookable: (await json(urls.quote)).bookable,
      twoNights: (await json(urls.nights)).nights.includes(2),
      checkinOpen: calendar.availabilities.find((entry: { day: string }) => entry.day === stay.checkin).price !== null,
    };
  };
  const everywhere = (yes: boolean) => ({ listed: yes, bookable: yes, twoNights: yes, checkinOpen: yes });
  expect(await said('adult=2&child=0&baby=0')).toEqual(everywhere(true));
  expect(await said('adult=2&child=0&baby=1')).toEqual(everywhere(true));
  expect(await said('adult=2&child=1&baby=0')).toEqual(everywhere(false));
  expect(await said('adult=3&child=0&baby=0')).toEqual(everywhere(false));
});
