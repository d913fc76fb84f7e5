import { isSoldOnlyForTwo } from '../activity-only/activity-participants';
import type { ActivityOfferRecord, GiftBoxRecord } from '../catalogue/catalogue-records';
import { GIFT_CARD_MAX_AMOUNT, GIFT_CARD_MIN_AMOUNT } from '../orders/gift-card-amounts';
import { DEFAULT_SLEEVE_ID, PHYSICAL_SHIPPING_CHARGE, sleeveExtraOf } from '../orders/gift-extras';
import { PROMOTION_CODES } from '../orders/promotion-codes';
import { findStay, get, giftCardItems, post, priceOf, stayItems, type TestStay } from '../orders/purchase-fixtures';
import type { PurchaseItems } from '../orders/purchase-items';
import { addDaysIso } from '../pricing/dates';
import { isOnSale } from '../stays/offers-on-sale';
import { readTestCatalogue } from '../test/read-test-catalogue';
import { openTestCatalogue, type TestCatalogue } from '../test/test-catalogue';
import { createTestApp, type TestApp } from '../test/test-app';

let testApp: TestApp;
let testCatalogue: TestCatalogue;
let activities: ActivityOfferRecord[];
let giftBoxes: GiftBoxRecord[];
beforeAll(async () => {
  testApp = await createTestApp();
  testCatalogue = openTestCatalogue(testApp.dataDir);
  ({ activityOffers: activities, giftBoxes } = readTestCatalogue(testApp.dataDir));
});
afterAll(async () => {
  testCatalogue.close();
  await testApp.close();
});

async function json(url: string) {
  const response = await get(testApp.app, url);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The stay page's own quote for the same dates and travellers. */
function quoteOf(stay: TestStay) {
  return json(
    `/product/${stay.row.offer.id}/quote?locale=fr_FR&checkin=${stay.checkin}&nights=${stay.nights}&adult=2&child=0&baby=0`,
  );
}

const price = (items: PurchaseItems, locale: 'fr_FR' | 'it_IT' = 'fr_FR') => priceOf(testApp.app, items, locale);

function giftableOfferId(): number {
  const today = testCatalogue.catalogue.todayIso();
  return testCatalogue.catalogue.rows.find((row) => row.offer.giftable && isOnSale(row.offer, today))!.offer.id;
}

describe('POST /gateway/purchase/price: a stay', () => {
  it('charges the quoted stay today and leaves the tourist tax to the hotel', async () => {
    const stay = findStay(testCatalogue.catalogue, { nights: 2, datedActivity: false, autoDiscount: false });
    const quote = await quoteOf(stay);
    const answer = await price(stayItems(stay));
    expect(answer).toEqual({
      currency: 'EUR',
      lines: [{ kind: 'stay', amount: quote.priceInfo.sellPrice }],
      promotion: null,
      touristTax: { amount: quote.localTaxTotalAmount, toBePaidAtHotel: true },
      payToday: quote.priceInfo.sellPrice,
      payAtHotel: quote.localTaxTotalAmount,
      bookable: true,
    });
  });

  it('needs one day for each activity that needs one, among the days of the stay', async () => {
    const stay = findStay(testCatalogue.catalogue, { nights: 2, datedActivity: true });
    const [selection] = stay.activityDaySelections;
    const activityId = selection!.split('_')[0]!;
    expect((await price(stayItems(stay))).bookable).toBe(true);

    const withSelections = (activityDaySelections: string[]) => {
      const items = stayItems(stay);
      items.shortStayItem!.reservationCriteria.activityDaySelections = activityDaySelections;
      return items;
    };
    // The day of departure is not a day of the stay; an activity the stay does not have; none chosen.
    for (const selections of [[`${activityId}_${stay.checkout}`], ['999999_' + stay.checkin], []]) {
      const answer = await price(withSelections(selections));
      expect(answer).toMatchObject({ bookable: false, code: 'NOT_BOOKABLE', payToday: 0, lines: [] });
    }
    const malformed = await post(testApp.app, '/gateway/purchase/price', {
      locale: 'fr_FR',
      items: withSelections([`${activityId}-${stay.checkin}`]),
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/activityDaySelections must hold activity days/);
  });

  it('answers not bookable for closed dates and for travellers the stay does not take', async () => {
    const stay = findStay(testCatalogue.catalogue, { datedActivity: false });
    const past = stayItems({ ...stay, checkin: '2020-03-06', checkout: '2020-03-07' });
    expect(await price(past)).toMatchObject({ bookable: false, code: 'NOT_BOOKABLE' });
    const tooLong = stayItems({ ...stay, checkout: addDaysIso(stay.checkin, stay.row.offer.maxNights + 1) });
    expect(await price(tooLong)).toMatchObject({ bookable: false, code: 'NOT_BOOKABLE' });
  });

  it('adds the cancellation insurance at the price the stay page quotes for it', async () => {
    const stay = findStay(testCatalogue.catalogue, { datedActivity: false, autoDiscount: false });
    const quote = await quoteOf(stay);
    const insurance = await json(
      `/gateway/insurance/quote?cancellationType=${quote.cancellationPolicy.type}&amount=${quote.priceInfo.sellPrice}&locale=fr_FR`,
    );
    const answer = await price(stayItems(stay, { insuranceItem: true }));
    expect(answer.lines).toEqual([
      { kind: 'stay', amount: quote.priceInfo.sellPrice },
      { kind: 'insurance', amount: insurance.offer.sellPrice },
    ]);
    expect(answer.payToday).toBe(quote.priceInfo.sellPrice + insurance.offer.sellPrice);
  });

  it('takes the stay’s automatic discount off where the site runs it, as the stay page announces it', async () => {
    const stay = findStay(testCatalogue.catalogue, { datedActivity: false, autoDiscount: true });
    const detail = await json(`/weekend/${stay.row.offer.id}/detail.json?locale=fr_FR`);
    const flags = await json('/api/flags?locale=fr_FR');
    expect(flags.autoDiscountCode).toBe(true);
    const quote = await quoteOf(stay);
    const discount = Math.round((quote.priceInfo.sellPrice * detail.autoDiscount.value) / 100);

    const french = await price(stayItems(stay));
    expect(french.lines).toEqual([
      { kind: 'stay', amount: quote.priceInfo.sellPrice },
      { kind: 'autoDiscount', amount: -discount },
    ]);
    expect(french.payToday).toBe(quote.priceInfo.sellPrice - discount);

    expect((await json('/api/flags?locale=it_IT')).autoDiscountCode).toBe(false);
    const italian = await price(stayItems(stay), 'it_IT');
    expect(italian.lines).toEqual([{ kind: 'stay', amount: quote.priceInfo.sellPrice }]);
  });
});

describe('POST /gateway/purchase/price: promotion codes', () => {
  let stay: TestStay;
  let stayPrice: number;
  beforeAll(async () => {
    stay = findStay(testCatalogue.catalogue, { nights: 2, datedActivity: false, autoDiscount: false });
    stayPrice = (await quoteOf(stay)).priceInfo.sellPrice;
  });

  it('applies a known code typed in any case, once the order reaches its minimum', async () => {
    expect(stayPrice).toBeGreaterThanOrEqual(10_000);
    const answer = await price(stayItems(stay, { promotionCodeItem: { code: ' bienvenue10 ' } }));
    const discount = Math.round(stayPrice / 10);
    expect(answer.promotion).toEqual({ code: 'BIENVENUE10', status: 'applied', amount: -discount });
    expect(answer.lines).toContainEqual({ kind: 'promotion', amount: -discount });
    expect(answer.payToday).toBe(stayPrice - discount);
  });

  it('says when a code is unknown or the order is below its minimum, and charges the full price', async () => {
    const unknown = await price(stayItems(stay, { promotionCodeItem: { code: 'FREEWEEKEND' } }));
    expect(unknown.promotion).toEqual({ code: 'FREEWEEKEND', status: 'unknown', amount: 0 });
    expect(unknown.payToday).toBe(stayPrice);

    const activity = activities.find((offer) => offer.published && offer.pricePerPerson * 2 < 25_000)!;
    const small = await price({
      insuranceItem: false,
      promotionCodeItem: { code: 'ESCAPADE25' },
      activityItem: { activityId: activity.id, participants: 2, ownUse: true },
    });
    expect(small.promotion).toEqual({
      code: 'ESCAPADE25',
      status: 'notApplicable',
      amount: 0,
      refusal: 'minimumAmount',
      minimumAmount: PROMOTION_CODES.ESCAPADE25!.minimumAmount,
    });
    expect(small.lines.map((line: { kind: string }) => line.kind)).toEqual(['activity']);
  });
});

describe('POST /gateway/purchase/price: activities and gifts', () => {
  it('prices an activity for its participants, the same for oneself or as a gift', async () => {
    const activity = activities.find((offer) => offer.published && !isSoldOnlyForTwo(offer))!;
    const detail = await json(`/api/activity-only/weekend/${activity.id}/detail.json?locale=fr_FR`);
    for (const participants of [1, 2]) {
      const expected = detail.prices.find(
        (entry: { paxComposition: { adults: number } }) => entry.paxComposition.adults === participants,
      ).sellPrice;
      for (const ownUse of [true, false]) {
        const answer = await price({
          insuranceItem: false,
          promotionCodeItem: null,
          activityItem: { activityId: activity.id, participants, ownUse },
        });
        expect(answer).toMatchObject({ lines: [{ kind: 'activity', amount: expected }], payToday: expected });
      }
    }
  });

  it('does not sell a duo activity to one participant, nor insurance with an activity', async () => {
    const duo = activities.find((offer) => offer.published && isSoldOnlyForTwo(offer))!;
    const alone = await price({
      insuranceItem: false,
      promotionCodeItem: null,
      activityItem: { activityId: duo.id, participants: 1, ownUse: true },
    });
    expect(alone).toMatchObject({ bookable: false, code: 'NOT_BOOKABLE' });
    const insured = await post(testApp.app, '/gateway/purchase/price', {
      locale: 'fr_FR',
      items: {
        insuranceItem: true,
        promotionCodeItem: null,
        activityItem: { activityId: duo.id, participants: 2, ownUse: true },
      },
    });
    expect(insured.statusCode).toBe(400);
  });

  it('prices a gift box at its price, plus the delivery when it is sent', async () => {
    const box = giftBoxes[0]!;
    const detail = await json(`/gateway/boxes/${box.code}/product-detail?locale=fr_FR`);
    const items = (format: 'digital' | 'physical'): PurchaseItems => ({
      insuranceItem: false,
      promotionCodeItem: null,
      giftItem: { kind: 'box', code: box.code, format, customisation: { fromName: 'Léa', message: 'Bon week-end !' } },
    });
    expect((await price(items('digital'))).lines).toEqual([{ kind: 'giftBox', amount: detail.price.sellPrice }]);
    const physical = await price(items('physical'));
    expect(physical.lines).toEqual([
      { kind: 'giftBox', amount: detail.price.sellPrice },
      { kind: 'shipping', amount: PHYSICAL_SHIPPING_CHARGE },
    ]);
    expect(physical.payToday).toBe(detail.price.sellPrice + PHYSICAL_SHIPPING_CHARGE);
  });

  it('prices a gift stay from its price list, with the delivery and the sleeve extras when sent', async () => {
    const offerId = giftableOfferId();
    const priceList = await json(`/gateway/gift/${offerId}/price-list?locale=fr_FR`);
    const twoNights = priceList.priceList.find((entry: { nights: number }) => entry.nights === 2).sellPrice;
    const gift = (format: 'digital' | 'physical', sleeves: string[]): PurchaseItems => ({
      insuranceItem: false,
      promotionCodeItem: null,
      giftItem: { kind: 'stay', offerId, nights: 2, format, sleeves, customisation: null },
    });
    expect((await price(gift('digital', []))).lines).toEqual([{ kind: 'giftStay', amount: twoNights }]);

    const sleeves = ['card-birthday', 'sleeve-gold'];
    const extras = sleeves.reduce((sum, id) => sum + sleeveExtraOf(id)!.price, 0);
    const physical = await price(gift('physical', sleeves));
    expect(physical.lines).toEqual([
      { kind: 'giftStay', amount: twoNights },
      { kind: 'shipping', amount: PHYSICAL_SHIPPING_CHARGE },
      { kind: 'sleeves', amount: extras },
    ]);
    expect(physical.payToday).toBe(twoNights + PHYSICAL_SHIPPING_CHARGE + extras);

    for (const wrong of [
      gift('physical', ['sleeve-made-up']),
      gift('physical', ['sleeve-gold', 'sleeve-velvet']),
      gift('digital', ['card-birthday']),
    ]) {
      const response = await post(testApp.app, '/gateway/purchase/price', { locale: 'fr_FR', items: wrong });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('POST /gateway/purchase/price: gift cards', () => {
  it('charges the card’s amount, plus the delivery when it is sent', async () => {
    for (const amount of [GIFT_CARD_MIN_AMOUNT, 4_200, GIFT_CARD_MAX_AMOUNT]) {
      const digital = await price(giftCardItems(amount));
      expect(digital).toEqual({
        currency: 'EUR',
        lines: [{ kind: 'giftCard', amount }],
        promotion: null,
        touristTax: null,
        payToday: amount,
        payAtHotel: 0,
        bookable: true,
      });
      const physical = await price(giftCardItems(amount, 'physical'));
      expect(physical.lines).toEqual([
        { kind: 'giftCard', amount },
        { kind: 'shipping', amount: PHYSICAL_SHIPPING_CHARGE },
      ]);
      expect(physical.payToday).toBe(amount + PHYSICAL_SHIPPING_CHARGE);
    }
  });

  it('takes no promotion code off a gift card: it is stored value, worth what was paid for it', async () => {
    for (const code of Object.keys(PROMOTION_CODES)) {
      const card = await price(giftCardItems(50_000, 'digital', { promotionCode: code.toLowerCase() }));
      expect(card.promotion).toEqual({ code, status: 'notApplicable', amount: 0, refusal: 'productKind' });
      expect(card.lines).toEqual([{ kind: 'giftCard', amount: 50_000 }]);
      expect(card.payToday).toBe(50_000);
    }
  });

  it('answers 400 for an amount that is not whole euros or out of range, and for what a card does not take', async () => {
    const card = giftCardItems(5_000, 'physical').giftItem!;
    const offerId = giftableOfferId();
    const bodies: [unknown, RegExp][] = [
      [{ ...card, amount: 5_050 }, /amount must be multiple of 100/],
      [{ ...card, amount: 50.5 }, /amount must be integer/],
      [{ ...card, amount: GIFT_CARD_MIN_AMOUNT - 100 }, new RegExp(`amount must be >= ${GIFT_CARD_MIN_AMOUNT}`)],
      [{ ...card, amount: GIFT_CARD_MAX_AMOUNT + 100 }, new RegExp(`amount must be <= ${GIFT_CARD_MAX_AMOUNT}`)],
      [{ kind: 'giftCard', format: 'digital', customisation: null }, /must have required property 'amount'/],
      [{ ...card, sleeves: [DEFAULT_SLEEVE_ID] }, /sleeves does not go with a gift of kind giftCard/],
      [{ ...card, offerId, nights: 1 }, /offerId does not go with a gift of kind giftCard/],
      [
        { kind: 'stay', offerId, nights: 1, format: 'digital', sleeves: [], customisation: null, amount: 5_000 },
        /amount does not go with a gift of kind stay/,
      ],
      [{ ...card, customisation: { fromName: 'x'.repeat(41), message: '' } }, /fromName must NOT have more than 40/],
    ];
    for (const [giftItem, message] of bodies) {
      const response = await post(testApp.app, '/gateway/purchase/price', {
        locale: 'fr_FR',
        items: { insuranceItem: false, promotionCodeItem: null, giftItem },
      });
      expect({ status: response.statusCode, message: response.json().message }).toEqual({
        status: 400,
        message: expect.stringMatching(message),
      });
    }
    const insured = await post(testApp.app, '/gateway/purchase/price', {
      locale: 'fr_FR',
      items: { ...giftCardItems(5_000), insuranceItem: true },
    });
    expect(insured.statusCode).toBe(400);
  });
});

describe('POST /gateway/purchase/price: bodies no page sends', () => {
  it('answers 400, never 500, naming what is wrong', async () => {
    const stay = findStay(testCatalogue.catalogue, { datedActivity: false });
    const good = stayItems(stay);
    const criteria = good.shortStayItem!.reservationCriteria;
    const bodies: [unknown, RegExp][] = [
      [{ locale: 'fr_FR' }, /must have required property 'items'/],
      [{ locale: 'xx_XX', items: good }, /body\/locale/],
      [{ locale: 'fr_FR', items: { ...good, insuranceItem: 'maybe' } }, /insuranceItem must be boolean/],
      [{ locale: 'fr_FR', items: { insuranceItem: false, promotionCodeItem: null } }, /exactly one of/],
      [
        {
          locale: 'fr_FR',
          items: { ...good, activityItem: { activityId: activities[0]!.id, participants: 2, ownUse: true } },
        },
        /exactly one of/,
      ],
      [
        { locale: 'fr_FR', items: stayItemsWith(good, { pax: { ...criteria.pax, numberOfAdults: -1 } }) },
        /numberOfAdults must be >= 1/,
      ],
      [
        {
          locale: 'fr_FR',
          items: stayItemsWith(good, { travelPeriod: { checkinDate: stay.checkin, checkoutDate: stay.checkin } }),
        },
        /1 to 20 nights after checkinDate/,
      ],
      [
        {
          locale: 'fr_FR',
          items: stayItemsWith(good, { travelPeriod: { checkinDate: '2026-02-30', checkoutDate: stay.checkout } }),
        },
        /checkinDate must be a date/,
      ],
      [
        {
          locale: 'fr_FR',
          items: { ...good, shortStayItem: { ...good.shortStayItem, specialRequest: 'a'.repeat(5_000) } },
        },
        /must NOT have more than 500 characters/,
      ],
      [{ locale: 'fr_FR', items: stayItemsWith(good, { offerId: 'twenty' }) }, /offerId must be integer/],
      [
        { locale: 'fr_FR', items: { ...good, promotionCodeItem: { code: 'x'.repeat(41) } } },
        /code must NOT have more than 40/,
      ],
    ];
    for (const [body, message] of bodies) {
      const response = await post(testApp.app, '/gateway/purchase/price', body);
      expect({ status: response.statusCode, message: response.json().message }).toEqual({
        status: 400,
        message: expect.stringMatching(message),
      });
    }
  });
});

function stayItemsWith(items: PurchaseItems, criteria: Record<string, unknown>): PurchaseItems {
  const stay = items.shortStayItem!;
  return {
    ...items,
    shortStayItem: { ...stay, reservationCriteria: { ...stay.reservationCriteria, ...criteria } as never },
  };
}
