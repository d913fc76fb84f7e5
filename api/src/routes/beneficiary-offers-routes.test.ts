import {
  beneficiaryGet,
  beneficiaryOf,
  boxItems,
  createBeneficiaryTestApp,
  digitalBox,
  giftStayItems,
  giftableStay,
  type BeneficiaryTestApp,
} from '../beneficiaries/beneficiary-test-fixtures';
import { boxOfferRows } from '../gift-boxes/box-offers';
import { cancelOrder, createdOrder, findStay, giftCardItems, stayItems } from '../orders/purchase-fixtures';
import { addDaysIso, isoToEpochDay } from '../pricing/dates';
import { giftPrice, isStayAvailable } from '../pricing/stay-price';

let api: BeneficiaryTestApp;
let boxCookie: string;
let stayCookie: string;
let stayVoucher: { offerId: number; nights: number; amount: number };
beforeAll(async () => {
  api = await createBeneficiaryTestApp();
  boxCookie = (await beneficiaryOf(api.app, boxItems(digitalBox(api.catalogue).code))).cookie;
  const stay = await beneficiaryOf(api.app, giftStayItems(giftableStay(api.catalogue, 2).offer.id, 2));
  stayCookie = stay.cookie;
  stayVoucher = stay.voucher;
});
afterAll(async () => {
  await api.close();
});

interface Card {
  id: number;
  nights: number;
  hotel: { id: number };
  region: { id: number; label: string };
  themes: { id: number; label: string }[];
}
interface Listing {
  offers: Card[];
  totalCount: number;
  page: number;
  pageSize: number;
}
interface Facets {
  regions: { id: number; label: string; count: number }[];
  themes: { id: number; label: string; count: number }[];
}

const BOXES = '/gateway/beneficiary/boxes';
const SINGLE = '/gateway/beneficiary/single-vouchers';

async function call<T>(path: string, query: string, cookie: string): Promise<T> {
  const response = await beneficiaryGet(api.app, `${path}?locale=fr_FR${query}`, cookie);
  if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

/** Every offer of the listing, page after page. */
async function allOffers(path: string, query: string, cookie: string): Promise<Card[]> {
  const offers: Card[] = [];
  for (let page = 0; ; page++) {
    const listing = await call<Listing>(`${path}/offers`, `${query}&page=${page}`, cookie);
    offers.push(...listing.offers);
    if (listing.offers.length < listing.pageSize) return offers;
  }
}

describe('what a gift code can book', () => {
  it('answers 401 to a browser without a gift session, but 400 to a malformed query first', async () => {
    for (const url of [`${BOXES}/offers`, `${BOXES}/facets`, `${SINGLE}/offers`, `${SINGLE}/facets`]) {
      const response = await beneficiaryGet(api.app, `${url}?locale=fr_FR`);
      expect([response.statusCode, response.json().code]).toEqual([401, 'NO_GIFT_SESSION']);
      expect((await beneficiaryGet(api.app, `${url}?locale=fr_FR&region=-1`)).statusCode).toBe(400);
    }
  });

  it('lists a box’s own stays, 8 a page, and refuses the box on the gift stays’ listing', async () => {
    const box = digitalBox(api.catalogue);
    const first = await call<Listing>(`${BOXES}/offers`, '', boxCookie);
    expect(first).toMatchObject({ page: 0, pageSize: 8, totalCount: boxOfferRows(api.catalogue, box).length });
    expect(first.offers).toHaveLength(8);
    const offers = await allOffers(BOXES, '', boxCookie);
    expect(offers.map((offer) => offer.id)).toEqual(boxOfferRows(api.catalogue, box).map((row) => row.offer.id));
    expect(offers.every((offer) => offer.nights === box.nights)).toBe(true);

    const refused = await beneficiaryGet(api.app, `${SINGLE}/offers?locale=fr_FR`, boxCookie);
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'NOT_A_SINGLE_VOUCHER']);
  });

  it('lists a gift stay’s giftable stays of its nights, and refuses it on the box listing', async () => {
    const listing = await call<Listing>(`${SINGLE}/offers`, '', stayCookie);
    expect(listing.totalCount).toBeGreaterThan(8);
    expect(listing.offers.every((offer) => offer.nights === 2)).toBe(true);
    for (const offer of listing.offers) {
      const record = api.catalogue.offers.get(offer.id)!;
      expect(record.giftable && record.minNights <= 2 && record.maxNights >= 2).toBe(true);
    }
    const refused = await beneficiaryGet(api.app, `${BOXES}/offers?locale=fr_FR`, stayCookie);
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'NOT_A_BOX']);
  });

  it('keeps the stays within the gift’s amount when asked, the gift’s own among them', async () => {
    const every = await call<Listing>(`${SINGLE}/offers`, '&numberOfPackagesPerHotel=100', stayCookie);
    const query = '&numberOfPackagesPerHotel=100&matchOfferRangePriceWithGiftAmount=true';
    const within = await allOffers(SINGLE, query, stayCookie);
    expect(within.length).toBeGreaterThan(0);
    expect(within.length).toBeLessThan(every.totalCount);
    for (const offer of within) {
      expect(giftPrice(api.catalogue.offers.get(offer.id)!, 2).sellPrice).toBeLessThanOrEqual(stayVoucher.amount);
    }
    expect(within.map((offer) => offer.id)).toContain(stayVoucher.offerId);
  });

  it('lists for a gift card the stays of any nights, within its amount when asked', async () => {
    const card = await beneficiaryOf(api.app, giftCardItems(15_000));
    expect(card.voucher).toMatchObject({ kind: 'giftCard', nights: null, amount: 15_000 });
    const every = await call<Listing>(`${SINGLE}/offers`, '', card.cookie);
    const within = await allOffers(SINGLE, '&matchOfferRangePriceWithGiftAmount=true', card.cookie);
    expect(within.length).toBeGreaterThan(0);
    expect(within.length).toBeLessThan(every.totalCount);
    expect(new Set(within.map((offer) => offer.nights)).size).toBeGreaterThan(1);
    for (const offer of within) {
      const record = api.catalogue.offers.get(offer.id)!;
      expect(offer.nights).toBe(record.minNights);
      expect(giftPrice(record, offer.nights).sellPrice).toBeLessThanOrEqual(15_000);
    }
  });

  it('gives at most numberOfPackagesPerHotel offers of one hotel', async () => {
    const many = await call<Listing>(`${SINGLE}/offers`, '&numberOfPackagesPerHotel=100', stayCookie);
    const one = await allOffers(SINGLE, '&numberOfPackagesPerHotel=1', stayCookie);
    const hotels = one.map((offer) => offer.hotel.id);
    expect(new Set(hotels).size).toBe(hotels.length);
    expect(one.length).toBeLessThan(many.totalCount);
  });

  it.each([
    ['box', BOXES, () => boxCookie],
    ['gift stay', SINGLE, () => stayCookie],
  ])('counts in the facets of a %s exactly the offers each value lists', async (_kind, path, cookie) => {
    const facets = await call<Facets>(`${path}/facets`, '', cookie());
    const total = (await call<Listing>(`${path}/offers`, '', cookie())).totalCount;
    expect(facets.regions.reduce((sum, region) => sum + region.count, 0)).toBe(total);
    expect(facets.themes.length).toBeGreaterThan(0);
    for (const region of facets.regions) {
      expect(region.label).toBe(api.catalogue.regions.get(region.id)!.labels.fr);
      const listing = await call<Listing>(`${path}/offers`, `&region=${region.id}`, cookie());
      expect(listing.totalCount).toBe(region.count);
    }
    for (const theme of facets.themes) {
      const listing = await call<Listing>(`${path}/offers`, `&theme=${theme.id}`, cookie());
      expect(listing.totalCount).toBe(theme.count);
    }
    // With a region chosen, the themes are counted within it.
    const region = facets.regions[0]!;
    const within = await call<Facets>(`${path}/facets`, `&region=${region.id}`, cookie());
    for (const theme of within.themes) {
      const listing = await call<Listing>(`${path}/offers`, `&region=${region.id}&theme=${theme.id}`, cookie());
      expect(listing.totalCount).toBe(theme.count);
    }
  });

  it('narrows the offers to the region, theme and hotel asked', async () => {
    const all = await call<Listing>(`${SINGLE}/offers`, '', stayCookie);
    const facets = await call<Facets>(`${SINGLE}/facets`, '', stayCookie);
    const region = facets.regions[0]!;
    const inRegion = await allOffers(SINGLE, `&region=${region.id}`, stayCookie);
    expect(inRegion.length).toBeLessThan(all.totalCount);
    expect(inRegion.every((offer) => offer.region.id === region.id)).toBe(true);

    const theme = facets.themes[0]!;
    const withTheme = await allOffers(SINGLE, `&theme=${theme.id}`, stayCookie);
    expect(withTheme.length).toBeLessThan(all.totalCount);
    expect(withTheme.every((offer) => offer.themes.some((shown) => shown.id === theme.id))).toBe(true);

    const hotelId = all.offers[0]!.hotel.id;
    const ofHotel = await allOffers(SINGLE, `&hotelId=${hotelId}`, stayCookie);
    expect(ofHotel.length).toBeGreaterThan(0);
    expect(ofHotel.every((offer) => offer.hotel.id === hotelId)).toBe(true);
  });

  it('keeps, for a check-in date, the stays open that night for the gift’s nights', async () => {
    const region = (await call<Facets>(`${SINGLE}/facets`, '', stayCookie)).regions[0]!;
    const all = await call<Listing>(`${SINGLE}/offers`, `&region=${region.id}`, stayCookie);
    const checkin = addDaysIso(api.catalogue.todayIso(), 45);
    const open = await allOffers(SINGLE, `&region=${region.id}&checkinDate=${checkin}`, stayCookie);
    expect(open.length).toBeGreaterThan(0);
    expect(open.length).toBeLessThan(all.totalCount);
    const window = api.catalogue.availabilityWindow();
    for (const offer of open) {
      expect(isStayAvailable(api.catalogue.offers.get(offer.id)!, window, isoToEpochDay(checkin)!, 2)).toBe(true);
    }
  });

  it('leaves out, for a check-in date, a stay whose last room an order holds that night', async () => {
    const notGiftable = new Set(api.catalogue.rows.filter((row) => !row.offer.giftable).map((row) => row.offer.id));
    const stay = findStay(api.catalogue, {
      nights: 2,
      roomsLeft: 1,
      datedActivity: false,
      excludeOfferIds: notGiftable,
    });
    const query = `&hotelId=${stay.row.hotel.id}&checkinDate=${stay.checkin}`;
    const listed = async () => (await allOffers(SINGLE, query, stayCookie)).map((offer) => offer.id);
    expect(await listed()).toContain(stay.row.offer.id);

    const order = await createdOrder(api.app, stayItems(stay));
    expect(await listed()).not.toContain(stay.row.offer.id);
    expect((await cancelOrder(api.app, order.orderUUID)).statusCode).toBe(200);
    expect(await listed()).toContain(stay.row.offer.id);
  });

  it('refuses a check-in in the past or more than a year ahead', async () => {
    const today = api.catalogue.todayIso();
    for (const date of [addDaysIso(today, -1), addDaysIso(today, 367)]) {
      const response = await beneficiaryGet(api.app, `${SINGLE}/offers?locale=fr_FR&checkinDate=${date}`, stayCookie);
      expect([response.statusCode, response.json().code]).toEqual([400, 'CHECKIN_OUT_OF_RANGE']);
    }
  });

  it('names regions and themes in the language asked', async () => {
    const response = await beneficiaryGet(api.app, `${BOXES}/offers?locale=es_ES`, boxCookie);
    const offer = (response.json() as Listing).offers[0]!;
    expect(offer.region.label).toBe(api.catalogue.regions.get(offer.region.id)!.labels.es);
    const record = api.catalogue.offers.get(offer.id)!;
    expect(offer.themes.map((theme) => theme.id)).toEqual(record.themeIds);
    const facets = (await beneficiaryGet(api.app, `${BOXES}/facets?locale=nl_NL`, boxCookie)).json() as Facets;
    for (const region of facets.regions) expect(region.label).toBe(api.catalogue.regions.get(region.id)!.labels.nl);
  });
});
