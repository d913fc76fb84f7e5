import type { OfferRecord } from '../catalogue/catalogue-records';
import { isStayAvailable } from '../pricing/stay-price';
import { offersOnSaleOfHotel } from '../stays/offers-on-sale';
import { MAX_UPSELLS, addsToProgramme } from '../stays/upsells';
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

interface UpsellJson {
  id: number;
  label: string;
  type: string;
  priceDifference: number;
  priceDifferencePerLos: number;
  programLines: string[];
  imagesBySize: Record<string, string[]>;
  activityIds: number[];
}

async function upsells(url: string): Promise<UpsellJson[]> {
  const response = await testApp.app.inject({ url });
  expect(response.statusCode).toBe(200);
  return response.json<UpsellJson[]>();
}

const onSale = (hotelId: number) => offersOnSaleOfHotel(test.catalogue, hotelId, test.catalogue.todayIso());
const detailPrice = async (id: number, query: string) =>
  (await testApp.app.inject({ url: `/weekend/${id}/detail.json?locale=fr_FR&${query}` })).json().price;

/**
 * A giftable stay with a richer giftable one in the same hotel whose list price is over 15 % higher
 * (more than the day-to-day variation of prices), all bookable for 2 nights on one check-in.
 */
function stayWithRicherSibling(): { base: OfferRecord; checkin: string } {
  const window = test.catalogue.availabilityWindow();
  for (const base of test.catalogue.offers.values()) {
    if (!base.published || !base.giftable) continue;
    const richer = onSale(base.hotelId).filter((other) => other.id !== base.id && addsToProgramme(base, other));
    if (!richer.some((other) => other.giftable && other.basePrice > base.basePrice * 1.15)) continue;
    for (let days = 30; days < 120; days++) {
      const day = window.todayDay + days;
      if (isStayAvailable(base, window, day, 2) && richer.every((other) => isStayAvailable(other, window, day, 2)))
        return { base, checkin: daysFromToday(days) };
    }
  }
  throw new Error('No stay with a richer sibling in the catalogue');
}

describe('GET /weekend/{id}/upsells.json', () => {
  it('suggests richer stays of the same hotel that cost more, the smallest difference first', async () => {
    const { base, checkin } = stayWithRicherSibling();
    const query = `checkin=${checkin}&nights=2&adult=2`;
    const body = await upsells(`/weekend/${base.id}/upsells.json?locale=fr_FR&${query}`);
    const basePrice = await detailPrice(base.id, query);
    expect(body.length).toBeGreaterThan(0);
    expect(body.length).toBeLessThanOrEqual(MAX_UPSELLS);
    for (const upsell of body) {
      const record = test.catalogue.offers.get(upsell.id)!;
      expect(record.hotelId).toBe(base.hotelId);
      expect(addsToProgramme(base, record)).toBe(true);
      expect(upsell.type).toBe('stays');
      expect(upsell.activityIds).toEqual(record.tagIds);
      expect(upsell.programLines[0]).toMatch(/^2 nuits en /);
      expect(upsell.imagesBySize['640_360']).toHaveLength(record.images.length);
      const price = await detailPrice(upsell.id, query);
      expect(upsell.priceDifference).toBe(price.sellPrice - basePrice.sellPrice);
      expect(upsell.priceDifference).toBeGreaterThan(0);
      expect(upsell.priceDifferencePerLos).toBe(Math.ceil(upsell.priceDifference / 2));
    }
    const differences = body.map((upsell) => upsell.priceDifference);
    expect(differences).toEqual([...differences].sort((a, b) => a - b));
    // Richer siblings that cost the same or less are not upsells.
    const richer = onSale(base.hotelId).filter((other) => other.id !== base.id && addsToProgramme(base, other));
    for (const other of richer) {
      const listed = body.some((upsell) => upsell.id === other.id);
      const more = (await detailPrice(other.id, query)).sellPrice > basePrice.sellPrice;
      if (!more) expect(listed).toBe(false);
    }
  });

  it('never suggests a stay that adds nothing to the programme', () => {
    const base = [...test.catalogue.offers.values()].find((offer) => offer.tagIds.length > 0)!;
    expect(addsToProgramme(base, base)).toBe(false);
    expect(addsToProgramme(base, { ...base, tagIds: [...base.tagIds, 999] })).toBe(true);
    const withDinner = { ...base, programme: [...base.programme, { type: 'dinner' as const, ref: 'dinner' }] };
    const baseWithoutDinner = { ...base, programme: base.programme.filter((item) => item.type !== 'dinner') };
    expect(addsToProgramme(baseWithoutDinner, withDinner)).toBe(true);
    const gastronomic = {
      ...base,
      programme: [...baseWithoutDinner.programme, { type: 'dinner' as const, ref: 'gastronomic-dinner' }],
    };
    expect(addsToProgramme(withDinner, gastronomic)).toBe(true);
    expect(addsToProgramme(gastronomic, withDinner)).toBe(false);
  });

  it('suggests gift stays (single vouchers) in the gifting flow, and prices per night rounded up', async () => {
    const { base } = stayWithRicherSibling();
    const body = await upsells(`/weekend/${base.id}/upsells.json?locale=es_ES&flow=gifting&nights=3`);
    expect(body.length).toBeGreaterThan(0);
    for (const upsell of body) {
      expect(upsell.type).toBe('single_voucher');
      expect(test.catalogue.offers.get(upsell.id)!.giftable).toBe(true);
      expect(upsell.priceDifferencePerLos).toBe(Math.ceil(upsell.priceDifference / 3));
      expect(upsell.programLines[0]).toMatch(/^3 noches en /);
    }
  });

  it('answers an empty list when the stay cannot be booked on the dates asked', async () => {
    const window = test.catalogue.availabilityWindow();
    const { base } = stayWithRicherSibling();
    let days = 30;
    while (isStayAvailable(base, window, window.todayDay + days, 2)) days++;
    expect(
      await upsells(`/weekend/${base.id}/upsells.json?locale=fr_FR&checkin=${daysFromToday(days)}&nights=2`),
    ).toEqual([]);
  });

  it('answers 404 for an unknown stay and 400 for bad criteria', async () => {
    expect((await testApp.app.inject({ url: '/weekend/999999/upsells.json?locale=fr_FR' })).statusCode).toBe(404);
    const { base } = stayWithRicherSibling();
    for (const query of ['', 'locale=fr_FR&flow=shopping', 'locale=fr_FR&checkin=2027-13-01', 'locale=fr_FR&adult=0']) {
      const response = await testApp.app.inject({ url: `/weekend/${base.id}/upsells.json?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/querystring/);
    }
  });
});
