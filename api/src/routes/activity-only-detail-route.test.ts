import type { Locale } from '@escapade/shared-contracts/locales';
import { isSoldOnlyForTwo } from '../activity-only/activity-participants';
import type { ActivityOfferRecord } from '../catalogue/catalogue-records';
import { readTestCatalogue } from '../test/read-test-catalogue';
import { createTestApp, type TestApp } from '../test/test-app';

let testApp: TestApp;
let activities: ActivityOfferRecord[];
beforeAll(async () => {
  testApp = await createTestApp();
  activities = readTestCatalogue(testApp.dataDir).activityOffers;
});
afterAll(async () => {
  await testApp.close();
});

interface ActivityCentreJson {
  id: number;
  label: string;
  location: { label: string; lat: number; lng: number; address: string };
  uri: string;
  star: number;
  main: boolean;
}

interface PriceJson {
  paxComposition: { adults: number };
  sellPrice: number;
  barPrice: number;
  refPrice: number;
  promo: number;
  promoPercentageRounded: number;
  moneySaved: number;
}

interface ActivityOnlyDetailJson {
  id: number;
  label: string;
  description: string;
  uri: string;
  published: boolean;
  imagesBySize: Record<string, string[]>;
  activities: {
    title: string;
    description: string;
    univers: string;
    composition: string[];
    schedules: string[];
    importantInformation: string[];
    activityCenter: ActivityCentreJson;
  }[];
  importantInformation: string[];
  niceToKnow: string[];
  locations: { label: string; lat: number; lng: number; address: string }[];
  mainActivityCenter: ActivityCentreJson;
  prices: PriceJson[];
  breadCrumb: { label: string; placeType: string; placeId: number }[];
  pageModel: { pageTitle: string; canonicalUrl: string; alternateUrls: string[]; metaRobots: string };
}

async function detailOf(id: number, locale: Locale = 'fr_FR'): Promise<ActivityOnlyDetailJson> {
  const response = await testApp.app.inject({ url: `/api/activity-only/weekend/${id}/detail.json?locale=${locale}` });
  expect(response.statusCode).toBe(200);
  return response.json<ActivityOnlyDetailJson>();
}

const publishedFor1And2 = () => activities.find((activity) => activity.published && !isSoldOnlyForTwo(activity))!;

describe('GET /api/activity-only/weekend/:id/detail.json', () => {
  it('describes the activity, its activity centre (the hotel) and where it is, in the language asked', async () => {
    const activity = publishedFor1And2();
    const detail = await detailOf(activity.id);
    expect(detail.id).toBe(activity.id);
    expect(detail.label).toBe(activity.labels.fr);
    expect(detail.description.startsWith(activity.descriptions.fr)).toBe(true);
    expect(detail.description.length).toBeGreaterThan(activity.descriptions.fr.length + 40);
    expect(detail.uri).toBe(`/activity/${activity.id}`);
    expect(detail.published).toBe(true);

    const [main] = detail.activities;
    expect(detail.activities).toHaveLength(1);
    expect(main!.title.length).toBeGreaterThan(2);
    expect(main!.univers.length).toBeGreaterThan(2);
    expect(main!.composition.length).toBeGreaterThanOrEqual(4);
    expect(main!.composition).toContain('Pour 1 ou 2 participants');
    expect(main!.composition.some((line) => line.startsWith('Durée : '))).toBe(true);
    expect(main!.schedules[0]).toMatch(/^(Tous les jours|Du \w+ au \w+), de \d+ h à \d+ h$/);
    expect(main!.importantInformation.length).toBeGreaterThan(0);

    const centre = main!.activityCenter;
    expect(centre).toMatchObject({ id: activity.hotelId, uri: `/hotel/${activity.hotelId}`, main: true });
    expect(centre.star).toBeGreaterThanOrEqual(1);
    expect(centre.location.address.length).toBeGreaterThan(3);
    expect(detail.mainActivityCenter).toEqual(centre);
    expect(detail.locations).toEqual([centre.location]);
    expect(detail.importantInformation.length).toBeGreaterThan(0);
    expect(detail.niceToKnow).toContain("Bon valable 12 mois à compter de l'achat");

    expect(detail.breadCrumb.map((entry) => entry.placeType)).toEqual(['country', 'region', 'department', 'city']);
    expect(detail.breadCrumb.at(-1)!.label).toBe(centre.location.label);
    expect(detail.pageModel).toEqual({
      pageTitle: `${activity.labels.fr} - ${centre.label} | Escapade`,
      canonicalUrl: `/activity/${activity.id}`,
      alternateUrls: [],
      metaRobots: 'index, follow',
    });
  });

  it('gives the pictures in the three page sizes', async () => {
    const activity = publishedFor1And2();
    const detail = await detailOf(activity.id);
    expect(Object.keys(detail.imagesBySize).sort()).toEqual(['120_80', '640_360', '960_540']);
    expect(detail.imagesBySize['120_80']).toHaveLength(activity.images.length);
    expect(detail.imagesBySize['120_80']![0]).toMatch(/^\/images\/activity\/\d+\.webp\?w=120&h=80$/);
    expect(detail.imagesBySize['960_540']![1]).toMatch(/\?w=960&h=540$/);
  });

  it('writes every text in each language of the shop', async () => {
    const activity = publishedFor1And2();
    const [fr, es, it, nl] = await Promise.all(
      (['fr_BE', 'es_ES', 'it_IT', 'nl_NL'] as const).map((locale) => detailOf(activity.id, locale)),
    );
    expect(es!.label).toBe(activity.labels.es);
    expect(it!.label).toBe(activity.labels.it);
    expect(nl!.label).toBe(activity.labels.nl);
    expect(es!.activities[0]!.composition).toContain('Para 1 o 2 participantes');
    expect(it!.activities[0]!.composition).toContain('Per 1 o 2 partecipanti');
    expect(nl!.activities[0]!.composition).toContain('Voor 1 of 2 deelnemers');
    const texts = (detail: ActivityOnlyDetailJson) => [
      detail.description,
      detail.activities[0]!.univers,
      ...detail.activities[0]!.schedules,
      ...detail.activities[0]!.importantInformation,
      ...detail.importantInformation,
      ...detail.niceToKnow,
    ];
    const french = texts(fr!);
    for (const other of [es!, it!, nl!]) {
      const translated = texts(other);
      expect(translated).toHaveLength(french.length);
      translated.forEach((text, index) => expect(text).not.toBe(french[index]));
    }
  });

  it('prices 1 and 2 participants, the total being the per-person price times the count', async () => {
    const activity = activities.find((candidate) => candidate.published && candidate.promoPercent >= 10)!;
    expect(isSoldOnlyForTwo(activity)).toBe(false);
    const { prices } = await detailOf(activity.id);
    expect(prices.map((price) => price.paxComposition.adults)).toEqual([1, 2]);
    const [one, two] = prices;
    expect(one!.sellPrice).toBe(activity.pricePerPerson);
    expect(two!.sellPrice).toBe(activity.pricePerPerson * 2);
    expect(two!.barPrice).toBe(one!.barPrice * 2);
    for (const price of prices) {
      expect(price.refPrice).toBe(price.barPrice);
      expect(price.barPrice).toBeGreaterThan(price.sellPrice);
      expect(price.moneySaved).toBe(price.barPrice - price.sellPrice);
      expect(price.promoPercentageRounded).toBe(Math.round((1 - price.sellPrice / price.barPrice) * 100));
      expect(price.promo).toBe(price.promoPercentageRounded);
      expect(Number.isInteger(price.sellPrice) && Number.isInteger(price.barPrice)).toBe(true);
    }
  });

  it('shows no promotion below 5 %', async () => {
    const activity = activities.find((candidate) => candidate.promoPercent === 0)!;
    const { prices } = await detailOf(activity.id);
    for (const price of prices) expect(price).toMatchObject({ promo: 0, promoPercentageRounded: 0, moneySaved: 0 });
  });

  it('sells a duo formula only for 2 participants, and says so', async () => {
    const duos = activities.filter((activity) => activity.published && isSoldOnlyForTwo(activity));
    expect(duos.length).toBeGreaterThanOrEqual(3);
    expect(duos.length).toBeLessThan(activities.length / 5);
    const detail = await detailOf(duos[0]!.id);
    expect(detail.prices).toHaveLength(1);
    expect(detail.prices[0]!.paxComposition.adults).toBe(2);
    expect(detail.prices[0]!.sellPrice).toBe(duos[0]!.pricePerPerson * 2);
    expect(detail.activities[0]!.composition).toContain('Formule duo : pour 2 participants');
  });

  it('answers an unpublished offer as not published, kept out of search engines', async () => {
    const unpublished = activities.find((activity) => !activity.published)!;
    expect(unpublished).toBeDefined();
    const detail = await detailOf(unpublished.id);
    expect(detail.published).toBe(false);
    expect(detail.pageModel.metaRobots).toBe('noindex, follow');
  });

  it('answers the same for the same request', async () => {
    const activity = publishedFor1And2();
    expect(await detailOf(activity.id, 'it_IT')).toEqual(await detailOf(activity.id, 'it_IT'));
  });

  it('answers 404 for an unknown activity, even a stay offer id', async () => {
    for (const id of [1, 20039, 99999]) {
      const response = await testApp.app.inject({ url: `/api/activity-only/weekend/${id}/detail.json?locale=fr_FR` });
      expect(response.statusCode).toBe(404);
      expect(response.json<{ message: string }>().message).toBe(`No activity with id ${id}`);
    }
  });

  it('answers 400 for a malformed id or a missing or unknown locale', async () => {
    const id = publishedFor1And2().id;
    for (const [url, named] of [
      ['/api/activity-only/weekend/abc/detail.json?locale=fr_FR', 'params/id'],
      ['/api/activity-only/weekend/0/detail.json?locale=fr_FR', 'params/id'],
      ['/api/activity-only/weekend/1e400/detail.json?locale=fr_FR', 'params/id'],
      [`/api/activity-only/weekend/${id}/detail.json`, 'locale'],
      [`/api/activity-only/weekend/${id}/detail.json?locale=en_GB`, 'querystring/locale'],
    ] as const) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(named);
    }
  });
});
