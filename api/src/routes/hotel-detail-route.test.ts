import type { HotelRecord, OfferRecord } from '../catalogue/catalogue-records';
import { MAX_HIGHLIGHTED_FACILITIES, MIN_HIGHLIGHTED_FACILITIES } from '../hotels/hotel-page';
import { MAX_NEARBY_HOTELS } from '../hotels/nearby-hotels';
import { LOCAL_TAX_PERCENTAGES, localTaxOf } from '../pricing/local-tax';
import { isoToEpochDay } from '../pricing/dates';
import { priceForCriteria } from '../pricing/criteria-price';
import { NO_ROOM_HOLDS } from '../pricing/stay-bookability';
import { isStayAvailable, type Pax } from '../pricing/stay-price';
import { offersOnSaleOfHotel } from '../stays/offers-on-sale';
import { createTestApp, daysFromToday, type TestApp } from '../test/test-app';
import { openTestCatalogue, type TestCatalogue } from '../test/test-catalogue';

let testApp: TestApp;
let test: TestCatalogue;
beforeAll(async () => {
  testApp = await createTestApp();
  test = openTestCatalogue(testApp.dataDir);
});
afterAll(async () => {
  test.close();
  await testApp.close();
});

interface RoomOfferJson {
  id: number;
  nights: number;
  price: { sellPrice: number; refPrice: number; promoPercentageRounded: number; nights: number };
  checkin: string | null;
  paxCount: number;
  hasSelectedDates: boolean;
  shortProgramIntroWithoutRoom: string;
  cancellationPolicy: { cancellable: boolean };
}

interface HotelJson {
  id: number;
  label: string;
  uri: string;
  active: boolean;
  stars: number;
  description: string;
  review: { count: number; average: number };
  location: {
    label: string;
    lat: number;
    lng: number;
    address: string;
    completeAddress: { streetAddress: string; zipCode: string };
  };
  checkInOut: { checkin: string; checkout: string };
  highlightedFacilities: { id: string; name: string }[];
  facilities: { id: string; name: string }[];
  parkings: string[];
  ecoFacilities: string[];
  policy: { petsAllowed: boolean; petsPrice: number; petsMaxWeight: number; petsMaxNumberOfPets: number };
  importantInfos: string[];
  localTax: { amount: number; currency: string; type: string; toBePaidAtHotel: boolean; percentage?: number };
  images: string[];
  imagesBySize: Record<string, string[]>;
  breadcrumb: { label: string; placeType: string; placeId: number }[];
  rooms: {
    uuid: string;
    label: string;
    size: number;
    type: string;
    capacity: number;
    maxCapacity: number;
    description: string;
    detailsSection: { title: string; details: string[] }[];
    highlightedFacilities: string[];
    imageUrl: string;
    importantInfos: string[];
    offers: RoomOfferJson[];
  }[];
  nearbyHotels: {
    id: number;
    label: string;
    uri: string;
    stars: number;
    imageUrl: string;
    location: { label: string };
    fromPrice: number | null;
  }[];
}

async function hotelPage(url: string): Promise<HotelJson> {
  const response = await testApp.app.inject({ url });
  expect(response.statusCode).toBe(200);
  return response.json<HotelJson>();
}

const today = () => test.catalogue.todayIso();
const hotels = () => [...test.catalogue.hotels.values()];
const onSale = (hotel: HotelRecord) => offersOnSaleOfHotel(test.catalogue, hotel.id, today());
/** A hotel selling stays in at least two of its rooms. */
const hotelWithRooms = () => hotels().find((hotel) => new Set(onSale(hotel).map((offer) => offer.roomId)).size >= 2)!;

function checkinWhere(offers: readonly OfferRecord[], nights: number, wanted: (available: boolean[]) => boolean) {
  const window = test.catalogue.availabilityWindow();
  for (let days = 20; days < 200; days++) {
    const available = offers.map((offer) => isStayAvailable(offer, window, window.todayDay + days, nights));
    if (wanted(available)) return daysFromToday(days);
  }
  return null;
}

/** Two adults, a child and a baby: a party that some rooms take in one room and others in two. */
const FAMILY: Pax = { adults: 2, children: 1, babies: 1 };

/** The first checkin (from 20 days on) on which the quote sells the offer to the party, or null. */
function checkinSoldTo(offer: OfferRecord, nights: number, pax: Pax): string | null {
  const row = test.catalogue.rowByOfferId.get(offer.id);
  if (!row) return null;
  for (let days = 20; days < 200; days++) {
    const checkin = daysFromToday(days);
    const price = priceForCriteria(test.catalogue, row, { checkin, nights, pax, holds: NO_ROOM_HOLDS });
    if (price.priceType === 'final-price') return checkin;
  }
  return null;
}

describe('GET /api/hotel/{id}/detail.json', () => {
  it('describes the hotel in the language asked', async () => {
    const hotel = hotelWithRooms();
    const city = test.catalogue.cities.get(hotel.cityId)!;
    const body = await hotelPage(`/api/hotel/${hotel.id}/detail.json?locale=es_ES`);
    expect(body).toMatchObject({
      id: hotel.id,
      label: hotel.name,
      uri: `/hotel/${hotel.id}`,
      active: true,
      stars: hotel.stars,
      description: test.catalogue.hotelDescription(hotel.id, 'es'),
      review: { count: hotel.reviewCount, average: hotel.reviewAverage },
      location: {
        label: city.labels.es,
        lat: hotel.lat,
        lng: hotel.lng,
        address: `${hotel.address}, ${hotel.zipCode} ${city.labels.es}`,
        completeAddress: { streetAddress: hotel.address, zipCode: hotel.zipCode },
      },
      checkInOut: { checkin: hotel.checkinTime, checkout: hotel.checkoutTime },
      policy: { petsAllowed: hotel.petsAllowed, petsMaxNumberOfPets: 1 },
    });
    expect(body.breadcrumb.map((crumb) => crumb.placeType)).toEqual(['country', 'region', 'city']);
    expect(body.breadcrumb[2]).toEqual({ label: city.labels.es, placeType: 'city', placeId: city.id });
    expect(body.images.length).toBeGreaterThanOrEqual(3);
    expect(body.imagesBySize['640_360']).toHaveLength(body.images.length);
    expect(body.imagesBySize['120_80']![0]).toMatch(/\?w=120&h=80$/);
    expect(body.importantInfos).toContain('La tasa turística se paga en el establecimiento');
  });

  it('highlights 3 to 5 facilities, lists parkings only for hotels with parking, and the eco facilities', async () => {
    const withParking = hotels().find((hotel) => hotel.facilities.includes('parking'))!;
    const withoutParking = hotels().find(
      (hotel) => !hotel.facilities.includes('parking') && hotel.facilities.length <= 1,
    )!;
    const [parked, bare] = await Promise.all([
      hotelPage(`/api/hotel/${withParking.id}/detail.json?locale=fr_FR`),
      hotelPage(`/api/hotel/${withoutParking.id}/detail.json?locale=fr_FR`),
    ]);
    for (const body of [parked, bare]) {
      expect(body.highlightedFacilities.length).toBeGreaterThanOrEqual(MIN_HIGHLIGHTED_FACILITIES);
      expect(body.highlightedFacilities.length).toBeLessThanOrEqual(MAX_HIGHLIGHTED_FACILITIES);
      for (const facility of body.highlightedFacilities) expect(body.facilities).toContainEqual(facility);
    }
    expect(parked.parkings.length).toBeGreaterThanOrEqual(2);
    expect(parked.parkings[0]).toMatch(/^Parking /);
    expect(bare.parkings).toEqual([]);
    expect(parked.ecoFacilities).toHaveLength(withParking.ecoFacilities.length);
  });

  it('gives some hotels a percentage tourist tax and the others an amount per person and night', async () => {
    const percentageHotel = hotels().find((hotel) => localTaxOf(hotel).type === 'BOOKING_PERCENTAGE')!;
    const perPersonHotel = hotels().find((hotel) => localTaxOf(hotel).type === 'PER_PERSON_PER_NIGHT')!;
    const share = hotels().filter((hotel) => localTaxOf(hotel).type === 'BOOKING_PERCENTAGE').length / hotels().length;
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.35);

    const percentage = (await hotelPage(`/api/hotel/${percentageHotel.id}/detail.json?locale=fr_FR`)).localTax;
    expect(percentage).toMatchObject({ type: 'BOOKING_PERCENTAGE', currency: 'EUR', toBePaidAtHotel: true, amount: 0 });
    expect(LOCAL_TAX_PERCENTAGES).toContain(percentage.percentage);
    const perPerson = (await hotelPage(`/api/hotel/${perPersonHotel.id}/detail.json?locale=fr_FR`)).localTax;
    expect(perPerson).toEqual({
      type: 'PER_PERSON_PER_NIGHT',
      amount: perPersonHotel.localTaxPerNight,
      currency: 'EUR',
      toBePaidAtHotel: true,
    });
  });

  it('charges the tourist tax of the quote by the hotel’s rule', async () => {
    // The checkin is picked by the rule the quote sells by (rooms the family needs left on every
    // night, minimum stay): which stays that leaves depends on the day the tests run.
    const quoteTax = async (hotel: HotelRecord) => {
      const [offer, checkin] = onSale(hotel)
        .map((candidate) => [candidate, checkinSoldTo(candidate, 2, FAMILY)] as const)
        .find(([, day]) => day !== null)!;
      const response = await testApp.app.inject({
        url: `/product/${offer.id}/quote?locale=fr_FR&checkin=${checkin}&nights=2&adult=2&child=1&baby=1`,
      });
      const quote = response.json();
      return { quote, tax: localTaxOf(hotel) };
    };
    const sellable = (hotel: HotelRecord) => onSale(hotel).some((offer) => checkinSoldTo(offer, 2, FAMILY) !== null);
    const percentage = await quoteTax(
      hotels().find((hotel) => localTaxOf(hotel).type === 'BOOKING_PERCENTAGE' && sellable(hotel))!,
    );
    expect(percentage.quote.localTaxTotalAmount).toBe(
      Math.round((percentage.quote.priceInfo.sellPrice * percentage.tax.percentage!) / 100),
    );
    const perPerson = await quoteTax(
      hotels().find((hotel) => localTaxOf(hotel).type === 'PER_PERSON_PER_NIGHT' && sellable(hotel))!,
    );
    // Every participant pays it, children and babies too: 4 people, 2 nights.
    expect(perPerson.quote.localTaxTotalAmount).toBe(perPerson.tax.amount * 4 * 2);
  });

  it('lists the rooms with their stays at the from-price without dates', async () => {
    const hotel = hotelWithRooms();
    const body = await hotelPage(`/api/hotel/${hotel.id}/detail.json?locale=fr_FR`);
    const sold = onSale(hotel);
    expect(body.rooms.length).toBe(new Set(sold.map((offer) => offer.roomId)).size);
    expect(body.rooms.flatMap((room) => room.offers.map((offer) => offer.id)).sort()).toEqual(
      sold.map((offer) => offer.id).sort(),
    );
    const room = body.rooms[0]!;
    expect(room.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(room.maxCapacity).toBe(room.capacity + 1);
    expect(room.description).toContain(`${room.size} m²`);
    expect(room.detailsSection.map((section) => section.title)).toEqual(['Literie', 'Salle de bain', 'Équipements']);
    expect(room.highlightedFacilities[0]).toBe(`${room.size} m²`);
    expect(room.importantInfos).toContain('Lit bébé gratuit sur demande');
    const offer = room.offers[0]!;
    expect(offer).toMatchObject({ checkin: null, hasSelectedDates: false, paxCount: 2 });
    expect(offer.shortProgramIntroWithoutRoom).not.toMatch(/nuit/);
    const detail = (await testApp.app.inject({ url: `/weekend/${offer.id}/detail.json?locale=fr_FR` })).json();
    expect(offer.price).toEqual({
      sellPrice: detail.price.sellPrice,
      refPrice: detail.price.refPrice,
      promoPercentageRounded: detail.price.promoPercentageRounded,
      nights: detail.price.nights,
    });
    expect(offer.cancellationPolicy.cancellable).toBe(detail.cancellationPolicy.cancellable);
    // Cheapest room first.
    const firstPrices = body.rooms.map((candidate) => candidate.offers[0]!.price.sellPrice);
    expect(firstPrices).toEqual([...firstPrices].sort((a, b) => a - b));
  });

  it('prices the stays for the dates and travellers asked, leaving out those not bookable then', async () => {
    const hotel = hotels().find((candidate) => {
      const sold = onSale(candidate);
      return (
        sold.length >= 2 && checkinWhere(sold, 2, (available) => available.includes(true) && available.includes(false))
      );
    })!;
    const sold = onSale(hotel);
    const checkin = checkinWhere(sold, 2, (available) => available.includes(true) && available.includes(false))!;
    const body = await hotelPage(
      `/api/hotel/${hotel.id}/detail.json?locale=fr_FR&checkin=${checkin}&nights=2&adult=2&child=1`,
    );
    const window = test.catalogue.availabilityWindow();
    const bookable = sold
      .filter((offer) => isStayAvailable(offer, window, isoToEpochDay(checkin)!, 2))
      .map((offer) => offer.id);
    const listed = body.rooms.flatMap((room) => room.offers);
    expect(listed.map((offer) => offer.id).sort()).toEqual(bookable.sort());
    for (const offer of listed) {
      expect(offer).toMatchObject({ checkin, nights: 2, hasSelectedDates: true, paxCount: 3 });
      const detail = (
        await testApp.app.inject({
          url: `/weekend/${offer.id}/detail.json?locale=fr_FR&checkin=${checkin}&nights=2&adult=2&child=1`,
        })
      ).json();
      expect(offer.price.sellPrice).toBe(detail.price.sellPrice);
      expect(detail.price.priceType).toBe('final-price');
    }
  });

  it('marks a hotel without any stay on sale inactive, with no rooms to book', async () => {
    const closed = hotels().find((hotel) => onSale(hotel).length === 0)!;
    const body = await hotelPage(`/api/hotel/${closed.id}/detail.json?locale=nl_NL`);
    expect(body.active).toBe(false);
    expect(body.rooms).toEqual([]);
    expect(body.label).toBe(closed.name);
  });

  it('suggests up to 9 other hotels, those of the same city first', async () => {
    const hotel = hotelWithRooms();
    const body = await hotelPage(`/api/hotel/${hotel.id}/detail.json?locale=fr_FR`);
    expect(body.nearbyHotels.length).toBe(MAX_NEARBY_HOTELS);
    const ids = body.nearbyHotels.map((nearby) => nearby.id);
    expect(ids).not.toContain(hotel.id);
    expect(new Set(ids).size).toBe(ids.length);
    const sameCity = body.nearbyHotels.map((nearby) => test.catalogue.hotels.get(nearby.id)!.cityId === hotel.cityId);
    expect(sameCity).toEqual([...sameCity].sort((a, b) => Number(b) - Number(a)));
    const first = body.nearbyHotels[0]!;
    expect(first).toMatchObject({ uri: `/hotel/${first.id}`, imageUrl: expect.stringMatching(/^\/images\/hotel\//) });
    expect(first.fromPrice === null || first.fromPrice > 0).toBe(true);
    for (const nearby of body.nearbyHotels)
      expect(onSale(test.catalogue.hotels.get(nearby.id)!).length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown hotel and 400 for bad criteria', async () => {
    expect((await testApp.app.inject({ url: '/api/hotel/999999/detail.json?locale=fr_FR' })).statusCode).toBe(404);
    const id = hotelWithRooms().id;
    for (const query of [
      '',
      'locale=en_GB',
      'locale=fr_FR&checkin=2026-02-30',
      'locale=fr_FR&nights=0',
      'locale=fr_FR&adult=21',
    ]) {
      const response = await testApp.app.inject({ url: `/api/hotel/${id}/detail.json?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/querystring/);
    }
    expect((await testApp.app.inject({ url: '/api/hotel/abc/detail.json?locale=fr_FR' })).statusCode).toBe(400);
  });
});
