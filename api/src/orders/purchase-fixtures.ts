/**
 * For the purchase tests: stays picked from the test catalogue for what a test needs (a night with
 * one room left, an activity to date, an automatic discount), the bodies a checkout sends, and
 * calls from fresh client addresses so the per-address write limits never mix tests up.
 */
import type { FastifyInstance } from 'fastify';
import type { Catalogue, SearchRow } from '../catalogue/catalogue';
import type { Locale } from '@escapade/shared-contracts/locales';
import { roomsNeeded } from '../pricing/criteria-price';
import { roomsLeftOn } from '../pricing/day-price';
import { addDaysIso, epochDayToIso } from '../pricing/dates';
import { isStayAvailable } from '../pricing/stay-price';
import { isOnSale } from '../stays/offers-on-sale';
import { activityDates } from '../texts/programme-line-details';
import { DEMO_CONTACTS } from '../wallet/sandbox-wallet';
import type { Buyer } from './buyer';
import type { GiftCustomisation, GiftFormat, PurchaseItems } from './purchase-items';

export const TEST_BUYER: Buyer = DEMO_CONTACTS.fr_FR;

export interface TestStay {
  row: SearchRow;
  checkin: string;
  checkout: string;
  nights: number;
  /** One chosen day per activity that needs one (the first night's). */
  activityDaySelections: string[];
  roomsLeft: number;
}

export interface StayWish {
  nights?: number;
  /** Exactly this many rooms left on every night of the stay. */
  roomsLeft?: number;
  /** A stay with (true) or without (false) an activity to date. */
  datedActivity?: boolean;
  autoDiscount?: boolean;
  /** Rooms of this many beds (2: a third traveller needs a second room). */
  roomCapacity?: number;
  /** Check-in from this many days ahead (the default stays clear of the cancellation deadline). */
  fromDay?: number;
  /** Offers already used by another test of the suite. */
  excludeOfferIds?: ReadonlySet<number>;
}

const TWO_ADULTS = { adults: 2, children: 0, babies: 0 };
const beds = (adults: number) => ({ adults, children: 0, babies: 0 });

/** The first stay of the test catalogue that fits the wish, for 2 adults in one room. */
export function findStay(catalogue: Catalogue, wish: StayWish = {}): TestStay {
  const window = catalogue.availabilityWindow();
  const today = catalogue.todayIso();
  const nights = wish.nights ?? 1;
  const firstDay = window.todayDay + (wish.fromDay ?? 30);
  for (const row of catalogue.rows) {
    const offer = row.offer;
    if (!isOnSale(offer, today) || wish.excludeOfferIds?.has(offer.id)) continue;
    if (roomsNeeded(row, TWO_ADULTS) !== 1) continue;
    const capacity = wish.roomCapacity;
    if (
      capacity !== undefined &&
      (roomsNeeded(row, beds(capacity)) !== 1 || roomsNeeded(row, beds(capacity + 1)) !== 2)
    )
      continue;
    if (wish.autoDiscount !== undefined && (offer.autoDiscount !== null) !== wish.autoDiscount) continue;
    for (let day = firstDay; day < firstDay + 120; day++) {
      if (!isStayAvailable(offer, window, day, nights)) continue;
      const rooms = Array.from({ length: nights }, (_, night) =>
        roomsLeftOn(offer.priceSeed, offer.maxRoomsLeft, day + night),
      );
      if (wish.roomsLeft !== undefined && rooms.some((left) => left !== wish.roomsLeft)) continue;
      const checkin = epochDayToIso(day);
      const dated = activityDates(offer, checkin, nights, 'fr');
      if (wish.datedActivity !== undefined && dated.length > 0 !== wish.datedActivity) continue;
      return {
        row,
        checkin,
        checkout: addDaysIso(checkin, nights),
        nights,
        activityDaySelections: dated.map((activity) => activity.dates[0]!.value),
        roomsLeft: Math.min(...rooms),
      };
    }
  }
  throw new Error(`No stay of the test catalogue fits ${JSON.stringify(wish)}`);
}

export function stayItems(stay: TestStay, overrides: Partial<PurchaseItems> = {}): PurchaseItems {
  return {
    insuranceItem: false,
    promotionCodeItem: null,
    shortStayItem: {
      gift: false,
      reservationCriteria: {
        offerId: stay.row.offer.id,
        activityDaySelections: stay.activityDaySelections,
        pax: { numberOfAdults: 2, numberOfChildren: 0, numberOfBabies: 0 },
        travelPeriod: { checkinDate: stay.checkin, checkoutDate: stay.checkout },
        minisiteId: null,
      },
      specialRequest: '',
    },
    ...overrides,
  };
}

/** The items of a gift card of `amount` cents, as the gift checkout sends them. */
export function giftCardItems(
  amount: number,
  format: GiftFormat = 'digital',
  {
    customisation = null,
    promotionCode = null,
  }: { customisation?: GiftCustomisation | null; promotionCode?: string | null } = {},
): PurchaseItems {
  return {
    insuranceItem: false,
    promotionCodeItem: promotionCode === null ? null : { code: promotionCode },
    giftItem: { kind: 'giftCard', amount, format, customisation },
  };
}

let addressCount = 0;

/** A client address not used before in this run. */
export function freshAddress(): string {
  addressCount += 1;
  return `10.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`;
}

let keyCount = 0;

export function freshIdempotencyKey(): string {
  keyCount += 1;
  return `order-${process.pid}-${keyCount}-${Date.now()}`;
}

export interface CallOptions {
  headers?: Record<string, string>;
}

export function post(app: FastifyInstance, url: string, payload: unknown, options: CallOptions = {}) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: options.headers,
    remoteAddress: freshAddress(),
  });
}

export function get(app: FastifyInstance, url: string, options: CallOptions = {}) {
  return app.inject({ method: 'GET', url, headers: options.headers, remoteAddress: freshAddress() });
}

/** What the price call answers for these items. */
export async function priceOf(app: FastifyInstance, items: PurchaseItems, locale: Locale = 'fr_FR') {
  const response = await post(app, '/gateway/purchase/price', { locale, items });
  if (response.statusCode !== 200) throw new Error(`price answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

export function orderBody(items: PurchaseItems, expectedAmount: number, locale: Locale = 'fr_FR') {
  return { locale, currency: 'EUR', expectedAmount, buyer: TEST_BUYER, items };
}

/** Prices the items and orders them at that price, with a fresh key unless one is given. */
export async function placeOrder(
  app: FastifyInstance,
  items: PurchaseItems,
  { key = freshIdempotencyKey(), headers = {} }: { key?: string; headers?: Record<string, string> } = {},
) {
  const price = await priceOf(app, items);
  return post(app, '/gateway/purchase/orders', orderBody(items, price.payToday), {
    headers: { 'idempotency-key': key, ...headers },
  });
}

/** A created order of these items, as its answer says (throws when it is not created). */
export async function createdOrder(
  app: FastifyInstance,
  items: PurchaseItems,
  headers: Record<string, string> = {},
): Promise<{ orderUUID: string; reference: string; amount: number; body: ReturnType<typeof orderBody> }> {
  const response = await placeOrder(app, items, { headers });
  if (response.statusCode !== 201) throw new Error(`the order answered ${response.statusCode}: ${response.body}`);
  const created = response.json();
  return { ...created, body: orderBody(items, created.amount) };
}

/** The id of the sandbox wallet's card that pays with this outcome. */
export async function sandboxCardId(
  app: FastifyInstance,
  outcome: 'success' | 'declined' | 'initFailure',
): Promise<string> {
  const { cards } = (await get(app, '/gateway/wallet-sandbox/cards?locale=fr_FR')).json();
  return cards.find((card: { outcome: string }) => card.outcome === outcome).id;
}

/** Starts paying the order with a sandbox card. */
export function startPayment(
  app: FastifyInstance,
  orderUUID: string,
  cardId: string,
  headers: Record<string, string> = {},
) {
  return post(app, '/gateway/wallet-sandbox/intents', { orderUUID, cardId }, { headers });
}

/** Pays the order with the wallet's authorisation, sending the order's body as the checkout does. */
export function pay(
  app: FastifyInstance,
  order: { orderUUID: string; body: ReturnType<typeof orderBody> },
  paymentIntentId: string,
  headers: Record<string, string> = {},
) {
  return post(
    app,
    '/gateway/purchase/zeppto',
    { ...order.body, orderUUID: order.orderUUID, pspAuthorization: { paymentIntentId, paymentMethod: 'EscaPay' } },
    { headers },
  );
}

/** The shopper gives the order up. */
export function cancelOrder(app: FastifyInstance, orderUUID: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: `/gateway/purchase/orders/${orderUUID}/cancel`,
    headers,
    remoteAddress: freshAddress(),
  });
}
