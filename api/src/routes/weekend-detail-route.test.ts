import type { OfferRecord } from '../catalogue/catalogue-records';
import { addDaysIso, isoToEpochDay } from '../pricing/dates';
import { isStayAvailable } from '../pricing/stay-price';
import { isOnSale } from '../stays/offers-on-sale';
import { EXPIRES_SOON_DAYS, LAST_MINUTE_DAYS, expiresSoon, isLastMinute } from '../stays/stay-stress';
import { activityNeedsDate } from '../texts/programme-line-details';
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

interface LineJson {
  type: string;
  title: string;
  activityId: number | null;
  duration: string | null;
  where: string;
  whyList: string[];
  mustKnowList: string[];
  schedules: string[];
  how: string | null;
  menu: string[] | null;
  detailList: string[];
  imageUrl: string;
  repeated: boolean;
  singleDay: boolean;
  importantInfos: string[];
  displayPax: boolean;
  activityParticipantsLabel: string | null;
}

interface DetailJson {
  programLines: LineJson[];
  activityDates: { activityId: number; title: string; dates: { value: string; date: string }[] }[];
  stress: { lastMinute: boolean; expiresSoon: boolean };
  price: { availableRooms: number };
  marketingLabels: string[];
}

async function detail(url: string): Promise<DetailJson> {
  const response = await testApp.app.inject({ url });
  expect(response.statusCode).toBe(200);
  return response.json<DetailJson>();
}

const offers = () => [...test.catalogue.offers.values()].filter((offer) => isOnSale(offer, test.catalogue.todayIso()));
const hasDinner = (offer: OfferRecord) => offer.programme.some((item) => item.type === 'dinner');
const hasActivity = (offer: OfferRecord) => offer.tagIds.length > 0;

/** A check-in between 30 and 90 days ahead on which the offer can be booked for `nights`. */
function bookableCheckin(offer: OfferRecord, nights: number): string | null {
  const window = test.catalogue.availabilityWindow();
  for (let days = 30; days < 90; days++) {
    if (isStayAvailable(offer, window, window.todayDay + days, nights)) return daysFromToday(days);
  }
  return null;
}

describe('GET /weekend/{id}/detail.json programme lines', () => {
  it('details every line of a stay with a dinner and activities, in the language asked', async () => {
    const offer = offers().find((candidate) => hasDinner(candidate) && hasActivity(candidate))!;
    const body = await detail(`/weekend/${offer.id}/detail.json?locale=fr_FR&adult=2&child=1`);
    const types = body.programLines.map((line) => line.type);
    expect(types[0]).toBe('room');
    expect(types).toContain('dinner');
    expect(types).toContain('activity');
    for (const line of body.programLines) {
      expect(line.title.length).toBeGreaterThan(0);
      expect(line.where.length).toBeGreaterThan(0);
      expect(line.imageUrl).toMatch(/^\/images\/(hotel|room|activity|city)\/\d+\.webp$/);
      expect(Array.isArray(line.detailList)).toBe(true);
    }
    const room = body.programLines[0]!;
    expect(room).toMatchObject({ activityId: null, menu: null, repeated: true, singleDay: false, displayPax: false });
    expect(room.importantInfos[0]).toMatch(/^Arrivée à partir de \d+h$/);

    const dinner = body.programLines.find((line) => line.type === 'dinner')!;
    expect(dinner.menu!.length).toBeGreaterThanOrEqual(3);
    expect(dinner.menu![0]).toMatch(/^(Entrée|Mise en bouche) : /);
    expect(dinner.how).toBe('Réservez votre table à la réception dès votre arrivée.');
    expect(dinner).toMatchObject({ activityId: null, singleDay: true, repeated: false, displayPax: true });

    const activities = body.programLines.filter((line) => line.type === 'activity');
    expect(activities.map((line) => line.activityId)).toEqual(offer.tagIds);
    for (const activity of activities) {
      expect(activity.menu).toBeNull();
      expect(activity.whyList).toHaveLength(2);
      expect(activity.mustKnowList.length).toBeGreaterThanOrEqual(2);
      expect(activity.how!.length).toBeGreaterThan(10);
      expect(activity.schedules.length).toBeGreaterThan(0);
      expect(activity.schedules[0]).toMatch(
        /^(Tous les jours|(Lun|Mar|Mer|Jeu|Ven|Sam|Dim)(–\w+)?) \d+h(\d\d)?–\d+h(\d\d)?$/,
      );
      expect(activity.activityParticipantsLabel).toBe('Pour 2 adultes et 1 enfant');
      expect(activity.displayPax).toBe(true);
      if (activity.duration !== null) expect(activity.duration).toMatch(/^(\d+ min|\d+ h( \d+)?)$/);
    }
    for (const line of body.programLines.filter((candidate) => candidate.type !== 'dinner'))
      expect(line.menu).toBeNull();
  });

  it('writes the same lines in Spanish, Italian and Dutch, and the same way on every call', async () => {
    const offer = offers().find((candidate) => hasDinner(candidate) && hasActivity(candidate))!;
    const [es, it, nl, esAgain] = await Promise.all(
      ['es_ES', 'it_IT', 'nl_BE', 'es_ES'].map((locale) => detail(`/weekend/${offer.id}/detail.json?locale=${locale}`)),
    );
    expect(esAgain!.programLines).toEqual(es!.programLines);
    const dinnerOf = (body: DetailJson) => body.programLines.find((line) => line.type === 'dinner')!;
    expect(dinnerOf(es!).menu![0]).toMatch(/^(Entrante|Aperitivo): /);
    expect(dinnerOf(it!).menu![0]).toMatch(/^(Antipasto|Benvenuto dello chef): /);
    expect(dinnerOf(nl!).menu![0]).toMatch(/^(Voorgerecht|Amuse-bouche): /);
    const activityOf = (body: DetailJson) => body.programLines.find((line) => line.type === 'activity')!;
    expect(activityOf(es!).activityParticipantsLabel).toBe('Para 2 adultos');
    expect(activityOf(it!).activityParticipantsLabel).toBe('Per 2 adulti');
    expect(activityOf(nl!).activityParticipantsLabel).toBe('Voor 2 volwassenen');
    expect(activityOf(nl!).how).not.toBe(activityOf(es!).how);
  });

  it('asks a date for about a third of the activities, never for open-access ones', () => {
    const lines = offers().flatMap((offer) => offer.tagIds.map((tagId) => activityNeedsDate(offer.id, tagId)));
    const share = lines.filter(Boolean).length / lines.length;
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.4);
    expect(offers().some((offer) => offer.tagIds.includes(101) && activityNeedsDate(offer.id, 101))).toBe(false);
  });
});

describe('GET /weekend/{id}/detail.json activityDates', () => {
  const datedOffer = () =>
    offers().find(
      (offer) => offer.tagIds.some((tagId) => activityNeedsDate(offer.id, tagId)) && bookableCheckin(offer, 2),
    )!;

  it('offers each night of the stay for each activity whose day is picked', async () => {
    const offer = datedOffer();
    const checkin = bookableCheckin(offer, 2)!;
    const body = await detail(`/weekend/${offer.id}/detail.json?locale=fr_FR&checkin=${checkin}&nights=2`);
    const dated = offer.tagIds.filter((tagId) => activityNeedsDate(offer.id, tagId));
    expect(body.activityDates.map((entry) => entry.activityId)).toEqual(dated);
    const first = body.activityDates[0]!;
    expect(first.title).toBe(body.programLines.find((line) => line.activityId === first.activityId)!.title);
    expect(first.dates).toEqual([
      { value: `${first.activityId}_${checkin}`, date: checkin },
      { value: `${first.activityId}_${addDaysIso(checkin, 1)}`, date: addDaysIso(checkin, 1) },
    ]);
    const line = body.programLines.find((candidate) => candidate.activityId === first.activityId)!;
    expect(line.importantInfos).toEqual(['Date de l’activité à choisir lors de la réservation']);
  });

  it('has nothing to pick from without dates, and no entry for stays without such activities', async () => {
    const offer = datedOffer();
    const body = await detail(`/weekend/${offer.id}/detail.json?locale=fr_FR`);
    expect(body.activityDates.length).toBeGreaterThan(0);
    for (const entry of body.activityDates) expect(entry.dates).toEqual([]);
    const undated = offers().find((candidate) =>
      candidate.tagIds.every((tagId) => !activityNeedsDate(candidate.id, tagId)),
    )!;
    expect((await detail(`/weekend/${undated.id}/detail.json?locale=fr_FR`)).activityDates).toEqual([]);
  });
});

describe('GET /weekend/{id}/detail.json stress', () => {
  it(`is last minute for a check-in within ${LAST_MINUTE_DAYS} days, not the day after`, async () => {
    const offer = offers()[0]!;
    const stress = async (days: number) =>
      (await detail(`/weekend/${offer.id}/detail.json?locale=fr_FR&checkin=${daysFromToday(days)}&nights=1`)).stress;
    expect((await stress(0)).lastMinute).toBe(true);
    expect((await stress(LAST_MINUTE_DAYS)).lastMinute).toBe(true);
    expect((await stress(LAST_MINUTE_DAYS + 1)).lastMinute).toBe(false);
    expect((await detail(`/weekend/${offer.id}/detail.json?locale=fr_FR`)).stress.lastMinute).toBe(false);
  });

  it(`expires soon when the last day of sale is at most ${EXPIRES_SOON_DAYS} days away`, async () => {
    const today = test.catalogue.todayIso();
    expect(expiresSoon(addDaysIso(today, EXPIRES_SOON_DAYS), today)).toBe(true);
    expect(expiresSoon(today, today)).toBe(true);
    expect(expiresSoon(addDaysIso(today, EXPIRES_SOON_DAYS + 1), today)).toBe(false);
    expect(expiresSoon(addDaysIso(today, -1), today)).toBe(false);
    expect(expiresSoon(null, today)).toBe(false);
    expect(isLastMinute(addDaysIso(today, -1), today)).toBe(false);

    const expiring = offers().find((offer) => offer.expiration !== null)!;
    const body = await detail(`/weekend/${expiring.id}/detail.json?locale=fr_FR`);
    const daysLeft = isoToEpochDay(expiring.expiration!)! - isoToEpochDay(today)!;
    expect(body.stress.expiresSoon).toBe(daysLeft <= EXPIRES_SOON_DAYS);
    expect(typeof body.price.availableRooms).toBe('number');
    expect(Array.isArray(body.marketingLabels)).toBe(true);
  });

  it('answers 400 for a check-in that is not a date and 404 for an unknown stay', async () => {
    const bad = await testApp.app.inject({
      url: `/weekend/${offers()[0]!.id}/detail.json?locale=fr_FR&checkin=tomorrow`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/checkin/);
    expect((await testApp.app.inject({ url: '/weekend/999999/detail.json?locale=fr_FR' })).statusCode).toBe(404);
  });
});
