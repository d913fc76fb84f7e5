import type { OfferRecord } from '../catalogue/catalogue-records';
import { isoToEpochDay } from '../pricing/dates';
import { NO_ROOM_HOLDS, bookableRoomsLeft, roomsFor } from '../pricing/stay-bookability';
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

interface OffersJson {
  offers: {
    id: number;
    label: string;
    imageUrl: string;
    uri: string;
    nights: number;
    programLines: string[];
    priceInfo: { sellPrice: number; refPrice: number; promoPercentageRounded: number };
    priceType: string;
    cancellationPolicy: { type: string; cancellable: boolean; message: string };
  }[];
}

async function offersOf(url: string): Promise<OffersJson> {
  const response = await testApp.app.inject({ url });
  expect(response.statusCode).toBe(200);
  return response.json<OffersJson>();
}

const onSale = (hotelId: number) => offersOnSaleOfHotel(test.catalogue, hotelId, test.catalogue.todayIso());

/** The travellers the dated request asks for: a family needs more beds than a couple. */
const FAMILY = { adults: 1, children: 2, babies: 0 };

/**
 * Whether the stay sells for two nights from that day to FAMILY: open nights and minimum stay, and
 * the rooms the family needs left on each night (the test's store holds no order).
 */
function sellsToFamily(offer: OfferRecord, checkinDay: number): boolean {
  const rooms = roomsFor(test.catalogue.rowByOfferId.get(offer.id)!.roomCapacity, FAMILY);
  const stay = { checkinDay, nights: 2, rooms };
  return bookableRoomsLeft(offer, test.catalogue.availabilityWindow(), NO_ROOM_HOLDS, stay) !== null;
}
/** A stay whose hotel sells at least three stays. */
const productOfBusyHotel = (): OfferRecord =>
  [...test.catalogue.offers.values()].find((offer) => offer.published && onSale(offer.hotelId).length >= 3)!;

describe('GET /product/{id}/offers', () => {
  it('lists the other stays on sale of the same hotel, cheapest first, at their from-price', async () => {
    const product = productOfBusyHotel();
    const body = await offersOf(`/product/${product.id}/offers?locale=fr_FR&minisite=partner-1&client=msite`);
    const expected = onSale(product.hotelId).filter((offer) => offer.id !== product.id);
    expect(body.offers.map((offer) => offer.id).sort()).toEqual(expected.map((offer) => offer.id).sort());
    const prices = body.offers.map((offer) => offer.priceInfo.sellPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const first = body.offers[0]!;
    const record = test.catalogue.offers.get(first.id)!;
    expect(first).toMatchObject({
      label: record.labels.fr,
      uri: `/stay/${first.id}`,
      imageUrl: expect.stringMatching(/^\/images\/hotel\/\d+\.webp$/),
      priceType: 'from-price',
    });
    expect(first.programLines[0]).toMatch(/^\d nuits? en /);
    const detail = (await testApp.app.inject({ url: `/weekend/${first.id}/detail.json?locale=fr_FR` })).json();
    expect(first.priceInfo).toEqual({
      sellPrice: detail.price.sellPrice,
      refPrice: detail.price.refPrice,
      promoPercentageRounded: detail.price.promoPercentageRounded,
    });
    expect(first.cancellationPolicy).toEqual(detail.cancellationPolicy);
  });

  it('prices the dates and travellers asked and leaves out the stays not bookable then', async () => {
    const window = test.catalogue.availabilityWindow();
    let found: { product: OfferRecord; checkin: string } | null = null;
    for (const product of [...test.catalogue.offers.values()].filter((offer) => onSale(offer.hotelId).length >= 3)) {
      const others = onSale(product.hotelId).filter((offer) => offer.id !== product.id);
      for (let days = 20; days < 120 && !found; days++) {
        const available = others.map((offer) => sellsToFamily(offer, window.todayDay + days));
        if (available.includes(true) && available.includes(false)) found = { product, checkin: daysFromToday(days) };
      }
      if (found) break;
    }
    const { product, checkin } = found!;
    const criteria = `checkin=${checkin}&nights=2&adult=${FAMILY.adults}&child=${FAMILY.children}`;
    const body = await offersOf(`/product/${product.id}/offers?locale=it_IT&${criteria}`);
    const bookable = onSale(product.hotelId).filter(
      (offer) => offer.id !== product.id && sellsToFamily(offer, isoToEpochDay(checkin)!),
    );
    expect(body.offers.map((offer) => offer.id).sort()).toEqual(bookable.map((offer) => offer.id).sort());
    for (const offer of body.offers) {
      expect(offer).toMatchObject({ priceType: 'final-price', nights: 2 });
      expect(offer.programLines[0]).toMatch(/^2 notti in /);
      const detail = (
        await testApp.app.inject({ url: `/weekend/${offer.id}/detail.json?locale=it_IT&${criteria}` })
      ).json();
      expect(offer.priceInfo.sellPrice).toBe(detail.price.sellPrice);
    }
  });

  it('answers 404 for an unknown stay and 400 for bad criteria', async () => {
    expect((await testApp.app.inject({ url: '/product/999999/offers?locale=fr_FR' })).statusCode).toBe(404);
    const id = productOfBusyHotel().id;
    for (const query of ['', 'locale=fr_FR&checkin=01-02-2027', 'locale=fr_FR&nights=21', 'locale=fr_FR&baby=11']) {
      const response = await testApp.app.inject({ url: `/product/${id}/offers?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/querystring/);
    }
  });
});
