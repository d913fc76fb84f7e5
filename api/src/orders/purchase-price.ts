/**
 * The price of a purchase, computed from the catalogue alone: the item, what a physical gift
 * adds, the automatic discount, the promotion code, the cancellation insurance and the tourist
 * tax. Pure: whether rooms are left is asked apart (order-store), so the same price serves the
 * summary page, the order and the payment. Amounts in cents; discounts are negative lines,
 * rounded to the nearest cent; the lines add up to `payToday`.
 */
import { languageOf, type Language, type Locale } from '@escapade/shared-contracts/locales';
import type { Catalogue } from '../catalogue/catalogue';
import { activityOnlyPrices } from '../activity-only/activity-prices';
import { insurancePrice } from '../payment/cancellation-insurance';
import { priceForCriteria } from '../pricing/criteria-price';
import { NO_ROOM_HOLDS } from '../pricing/stay-bookability';
import { stayNights } from '../pricing/dates';
import { localTaxOf, localTaxTotal } from '../pricing/local-tax';
import { giftPrice } from '../pricing/stay-price';
import { flagsFor } from '../routes/flags-route';
import { NOT_BOOKABLE_MESSAGE } from '../routes/product-quote-route';
import { isOnSale } from '../stays/offers-on-sale';
import { activityDates } from '../texts/programme-line-details';
import { GIFT_CARD_TITLES } from './gift-card-amounts';
import { PHYSICAL_SHIPPING_CHARGE, sleevesPrice, sleevesProblem } from './gift-extras';
import { hotelSummary, type OrderItemSummary } from './order-summary';
import { applyPromotionCode, type PromotionResult } from './promotion-codes';
import { GIFT_STAY_PEOPLE, type PurchaseItem, type ReadPurchase } from './purchase-items';

export type PriceLineKind =
  | 'stay'
  | 'activity'
  | 'giftBox'
  | 'giftStay'
  | 'giftCard'
  | 'insurance'
  | 'shipping'
  | 'sleeves'
  | 'promotion'
  | 'autoDiscount'
  | 'touristTax';

export interface PriceLine {
  kind: PriceLineKind;
  amount: number;
}

export type NotBuyableCode = 'NOT_BOOKABLE' | 'SOLD_OUT';

/** The answer of POST /gateway/purchase/price. */
export interface PurchasePrice {
  currency: 'EUR';
  lines: PriceLine[];
  promotion: PromotionResult | null;
  touristTax: { amount: number; toBePaidAtHotel: boolean } | null;
  payToday: number;
  payAtHotel: number;
  bookable: boolean;
  code?: NotBuyableCode;
}

/** The rooms a stay takes from its offer, each night (yyyy-MM-dd) from check-in to the last night. */
export interface RoomHold {
  offerId: number;
  nights: string[];
  rooms: number;
}

export type PricedPurchase =
  | { outcome: 'priced'; price: PurchasePrice; hold: RoomHold | null; summary: OrderItemSummary }
  /** The catalogue does not sell this (unknown, unpublished, closed dates, incomplete activity days). */
  | { outcome: 'notBookable'; message: string }
  /** The body asks for something no page offers (insurance on a gift, sleeves on a digital gift): 400. */
  | { outcome: 'invalid'; message: string };

/** The answer for items that cannot be bought as they are. */
export function notBookablePrice(code: NotBuyableCode = 'NOT_BOOKABLE'): PurchasePrice {
  return {
    currency: 'EUR',
    lines: [],
    promotion: null,
    touristTax: null,
    payToday: 0,
    payAtHotel: 0,
    bookable: false,
    code,
  };
}

/** A percentage of an amount in cents, to the nearest cent. */
export function percentOf(amount: number, percent: number): number {
  return Math.round((amount * percent) / 100);
}

interface PricingContext {
  catalogue: Catalogue;
  locale: Locale;
  language: Language;
  today: string;
}

/** The item's own lines (what it costs, what it adds) and what it tells the order. */
interface ItemPrice {
  lines: PriceLine[];
  /** Stays only: the automatic discount, the insurance and the tourist tax hang on the stay's price. */
  stay?: { sellPrice: number; autoDiscountPercent: number | null; touristTax: number; taxAtHotel: boolean };
  hold: RoomHold | null;
  summary: OrderItemSummary;
}

type ItemOutcome = ItemPrice | Extract<PricedPurchase, { outcome: 'notBookable' | 'invalid' }>;

const notBookable = (message: string) => ({ outcome: 'notBookable', message }) as const;
const invalid = (message: string) => ({ outcome: 'invalid', message }) as const;

/** What pricing needs to know of the shopper: whether they ordered before (first-order codes). */
export interface PurchaseShopper {
  hasOrderedBefore: () => boolean;
}

/** A shopper the shop knows nothing of: a first-order code applies, and the order checks again. */
export const NEW_SHOPPER: PurchaseShopper = { hasOrderedBefore: () => false };

export function pricePurchase(
  catalogue: Catalogue,
  locale: Locale,
  purchase: ReadPurchase,
  shopper: PurchaseShopper = NEW_SHOPPER,
  today: string = catalogue.todayIso(),
): PricedPurchase {
  const context: PricingContext = { catalogue, locale, language: languageOf(locale), today };
  const flags = flagsFor(locale);
  if (purchase.insurance && purchase.item.kind !== 'stay') {
    return invalid('body/items/insuranceItem: the cancellation insurance is sold with stays only');
  }
  if (purchase.insurance && !flags.cancellationInsurance) {
    return invalid('body/items/insuranceItem: the cancellation insurance is not offered on this site');
  }
  const item = priceItem(context, purchase.item);
  if ('outcome' in item) return item;

  const lines = [...item.lines];
  const stay = item.stay;
  if (stay && stay.autoDiscountPercent !== null && flags.autoDiscountCode) {
    lines.push({ kind: 'autoDiscount', amount: -percentOf(stay.sellPrice, stay.autoDiscountPercent) });
  }
  // Codes apply to what is bought (after the automatic discount), not to the insurance nor the tax.
  const goods = lines.reduce((sum, line) => sum + line.amount, 0);
  const promotion =
    purchase.promotionCode === null
      ? null
      : applyPromotionCode(purchase.promotionCode, {
          amount: goods,
          productKind: purchase.item.kind,
          hasOrderedBefore: shopper.hasOrderedBefore,
        });
  if (promotion?.status === 'applied') lines.push({ kind: 'promotion', amount: promotion.amount });
  if (stay && purchase.insurance) lines.push({ kind: 'insurance', amount: insurancePrice(stay.sellPrice) });
  if (stay && !stay.taxAtHotel) lines.push({ kind: 'touristTax', amount: stay.touristTax });

  const price: PurchasePrice = {
    currency: 'EUR',
    lines,
    promotion,
    touristTax: stay ? { amount: stay.touristTax, toBePaidAtHotel: stay.taxAtHotel } : null,
    payToday: lines.reduce((sum, line) => sum + line.amount, 0),
    payAtHotel: stay && stay.taxAtHotel ? stay.touristTax : 0,
    bookable: true,
  };
  return { outcome: 'priced', price, hold: item.hold, summary: { ...item.summary, insurance: purchase.insurance } };
}

function priceItem(context: PricingContext, item: PurchaseItem): ItemOutcome {
  switch (item.kind) {
    case 'stay':
      return priceStay(context, item);
    case 'activity':
      return priceActivity(context, item);
    case 'giftBox':
      return priceGiftBox(context, item);
    case 'giftStay':
      return priceGiftStay(context, item);
    case 'giftCard':
      return priceGiftCard(context, item);
  }
}

function priceStay(context: PricingContext, item: Extract<PurchaseItem, { kind: 'stay' }>): ItemOutcome {
  const { catalogue, language, today } = context;
  const row = catalogue.rowByOfferId.get(item.offerId);
  if (!row || !isOnSale(row.offer, today)) return notBookable(NOT_BOOKABLE_MESSAGE);
  // Priced on the catalogue's rooms: the rooms orders hold are checked where the order is written,
  // in the same transaction that holds its own (`OrderStore.create`), and answer "sold out".
  const price = priceForCriteria(catalogue, row, {
    checkin: item.checkin,
    nights: item.nights,
    pax: item.pax,
    holds: NO_ROOM_HOLDS,
  });
  if (price.priceType !== 'final-price') return notBookable(NOT_BOOKABLE_MESSAGE);

  // Each activity that needs a day gets exactly one, among the days of the stay.
  const needed = activityDates(row.offer, item.checkin, item.nights, language);
  const chosen: NonNullable<OrderItemSummary['activityDates']> = [];
  for (const selection of item.activitySelections) {
    const activity = needed.find((candidate) => candidate.activityId === selection.activityId);
    if (!activity || !activity.dates.some((day) => day.date === selection.date)) {
      return notBookable('An activity day is not one of this stay’s activities and days');
    }
    if (chosen.some((day) => day.activityId === selection.activityId)) {
      return notBookable('An activity is given more than one day');
    }
    chosen.push({ activityId: activity.activityId, title: activity.title, date: selection.date });
  }
  if (chosen.length < needed.length) return notBookable('Please choose your activity dates.');

  const tax = localTaxOf(row.hotel);
  return {
    lines: [{ kind: 'stay', amount: price.sellPrice }],
    stay: {
      sellPrice: price.sellPrice,
      autoDiscountPercent: row.offer.autoDiscount?.value ?? null,
      touristTax: localTaxTotal(row.hotel, { sellPrice: price.sellPrice, nights: item.nights, pax: item.pax }),
      taxAtHotel: tax.toBePaidAtHotel,
    },
    hold: {
      offerId: row.offer.id,
      nights: stayNights(item.checkin, item.nights),
      rooms: price.nbRooms,
    },
    summary: {
      kind: 'stay',
      title: row.offer.labels[language],
      hotel: hotelSummary(catalogue, row.hotel, language),
      checkin: item.checkin,
      checkout: item.checkout,
      nights: item.nights,
      pax: item.pax,
      activityDates: chosen,
      insurance: false,
    },
  };
}

function priceActivity(context: PricingContext, item: Extract<PurchaseItem, { kind: 'activity' }>): ItemOutcome {
  const { catalogue, language } = context;
  const activity = catalogue.activityOffers.get(item.activityId);
  const hotel = activity ? catalogue.hotels.get(activity.hotelId) : undefined;
  if (!activity || !activity.published || !hotel) return notBookable('This activity is no longer on sale');
  // Bought for oneself or as a gift, the price is the same.
  const price = activityOnlyPrices(activity).find((candidate) => candidate.paxComposition.adults === item.participants);
  if (!price) return notBookable(`This activity is not sold for ${item.participants} participant(s)`);
  return {
    lines: [{ kind: 'activity', amount: price.sellPrice }],
    hold: null,
    summary: {
      kind: 'activity',
      title: activity.labels[language],
      hotel: hotelSummary(catalogue, hotel, language),
      participants: item.participants,
      insurance: false,
    },
  };
}

function physicalProblem(context: PricingContext, format: 'digital' | 'physical') {
  if (format === 'physical' && !flagsFor(context.locale).physicalVoucher) {
    return invalid('body/items/giftItem/format: the physical format is not offered on this site');
  }
  return null;
}

function priceGiftBox(context: PricingContext, item: Extract<PurchaseItem, { kind: 'giftBox' }>): ItemOutcome {
  const problem = physicalProblem(context, item.format);
  if (problem) return problem;
  const box = context.catalogue.giftBoxes.get(item.code);
  if (!box) return notBookable('This gift box is no longer on sale');
  const lines: PriceLine[] = [{ kind: 'giftBox', amount: box.price }];
  if (item.format === 'physical') lines.push({ kind: 'shipping', amount: PHYSICAL_SHIPPING_CHARGE });
  return {
    lines,
    hold: null,
    summary: { kind: 'giftBox', title: box.labels[context.language], giftFormat: item.format, insurance: false },
  };
}

function priceGiftStay(context: PricingContext, item: Extract<PurchaseItem, { kind: 'giftStay' }>): ItemOutcome {
  const problem = physicalProblem(context, item.format);
  if (problem) return problem;
  if (item.format === 'digital' && item.sleeves.length > 0) {
    return invalid('body/items/giftItem/sleeves: sleeve extras go with the physical format only');
  }
  const sleeves = sleevesProblem(item.sleeves);
  if (sleeves) return invalid(sleeves);
  const { catalogue, language, today } = context;
  const row = catalogue.rowByOfferId.get(item.offerId);
  if (!row || !row.offer.giftable || !isOnSale(row.offer, today)) return notBookable('This stay cannot be given');
  const lines: PriceLine[] = [{ kind: 'giftStay', amount: giftPrice(row.offer, item.nights).sellPrice }];
  if (item.format === 'physical') {
    lines.push({ kind: 'shipping', amount: PHYSICAL_SHIPPING_CHARGE });
    if (item.sleeves.length > 0) lines.push({ kind: 'sleeves', amount: sleevesPrice(item.sleeves) });
  }
  return {
    lines,
    hold: null,
    summary: {
      kind: 'giftStay',
      title: row.offer.labels[language],
      hotel: hotelSummary(catalogue, row.hotel, language),
      nights: item.nights,
      pax: { adults: GIFT_STAY_PEOPLE, children: 0, babies: 0 },
      giftFormat: item.format,
      insurance: false,
    },
  };
}

/** A gift card costs its amount (read and bounded with the body), and the delivery when it is sent. */
function priceGiftCard(context: PricingContext, item: Extract<PurchaseItem, { kind: 'giftCard' }>): ItemOutcome {
  const problem = physicalProblem(context, item.format);
  if (problem) return problem;
  const lines: PriceLine[] = [{ kind: 'giftCard', amount: item.amount }];
  if (item.format === 'physical') lines.push({ kind: 'shipping', amount: PHYSICAL_SHIPPING_CHARGE });
  return {
    lines,
    hold: null,
    summary: {
      kind: 'giftCard',
      title: GIFT_CARD_TITLES[context.language],
      amount: item.amount,
      giftFormat: item.format,
      insurance: false,
    },
  };
}
