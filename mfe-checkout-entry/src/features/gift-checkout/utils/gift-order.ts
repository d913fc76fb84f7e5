import { GIFT_CARD_CHECKOUT_ID, type CurrentRoute, type RouteTarget } from '@escapade/shared-contracts/routes';
import type { TrackingItem } from '@escapade/shared-contracts/tracking';
import { boxPromoPercent } from '@escapade/shared-contracts/prices';
import {
  GIFT_CARD_AMOUNT_RANGE,
  GIFT_FROM_NAME_MAX_LENGTH,
  GIFT_MESSAGE_MAX_LENGTH,
  GIFT_STAY_NIGHTS_RANGE,
  GIFT_VALIDITY_MONTHS,
} from '@escapade/shared-contracts/gift-rules';
import { DEFAULT_GIFT_NIGHTS } from '@escapade/shared-contracts/search-criteria';
import type { GiftCustomisation, GiftFormat } from '../../../utils/purchase-body';
import type { ItemsToPrice } from '../../checkout-price/state/use-purchase-price';
import { isOfferId } from '../../../utils/offer-id';

/** A stay given as a gift lasts 1 to 3 nights. */
export const GIFT_NIGHTS = GIFT_STAY_NIGHTS_RANGE;
/** A gift stay is for 2 people. */
export const GIFT_STAY_PEOPLE = 2;
/** A gift stay's voucher is valid 1 year… */
export const GIFT_STAY_VALIDITY_YEARS = GIFT_VALIDITY_MONTHS.singleVoucher / 12;
/** …a gift box's one and a half years (18 months). */
export const BOX_VALIDITY_MONTHS = GIFT_VALIDITY_MONTHS.box;
/** The id of the gift checkout's path that buys a gift card. */
export const GIFT_CARD_ID = GIFT_CARD_CHECKOUT_ID;
/** A gift card is worth whole euros from 20 € to 500 €, in cents as the api counts them. */
export const GIFT_CARD_AMOUNT = GIFT_CARD_AMOUNT_RANGE;
/** A gift card is valid 12 months. */
export const GIFT_CARD_VALIDITY_MONTHS = GIFT_VALIDITY_MONTHS.giftCard;
/** Physical sleeves a gift stay can come in: a few at most. */
const MAX_SLEEVES = 10;

const BOX_CODE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,59}$/;
/** A box's code names its format after the first hyphen: EBOX for the e-box, BOX for the posted one. */
const BOX_FORMAT_PART: Readonly<Record<GiftFormat, string>> = { digital: 'EBOX', physical: 'BOX' };
const BOX_CODE_SEPARATOR = '-';
const SLEEVE_ID = /^[A-Za-z0-9_-]{1,40}$/;

export type GiftOrder =
  | { kind: 'box'; code: string; format: GiftFormat; customisation: GiftCustomisation | null }
  | {
      kind: 'stay';
      offerId: string;
      nights: number;
      format: GiftFormat;
      sleeves: string[];
      customisation: GiftCustomisation | null;
    }
  /** `amount` in cents; 0 when the route asks for no amount a gift card can have. */
  | { kind: 'giftCard'; amount: number; format: GiftFormat; customisation: GiftCustomisation | null };

/** The sender's name and message, cut to their limits; null when both are empty. */
function customisationOf(query: URLSearchParams): GiftCustomisation | null {
  const fromName = (query.get('fromName') ?? '').trim().slice(0, GIFT_FROM_NAME_MAX_LENGTH);
  const message = (query.get('message') ?? '').trim().slice(0, GIFT_MESSAGE_MAX_LENGTH);
  return fromName || message ? { fromName, message } : null;
}

function nightsOf(value: string | null): number {
  const nights = value && /^\d{1,2}$/.test(value.trim()) ? Number(value) : Number.NaN;
  return nights >= GIFT_NIGHTS.min && nights <= GIFT_NIGHTS.max ? nights : DEFAULT_GIFT_NIGHTS;
}

/** The gift card's amount: whole euros within the shop's limits, else 0. */
function giftCardAmountOf(value: string | null): number {
  const amount = value && /^\d{1,7}$/.test(value.trim()) ? Number(value) : 0;
  return amount % 100 === 0 && amount >= GIFT_CARD_AMOUNT.min && amount <= GIFT_CARD_AMOUNT.max ? amount : 0;
}

/**
 * What the route asks for: a gift card when the path's id is `giftcard`, a box when the query names its `code`, otherwise the stay of the path
 * with its nights (1 to 3, else 1) and, for the physical format only, its sleeves. The format is
 * digital unless the query says physical.
 */
export function giftOrderOf(route: Pick<CurrentRoute, 'id' | 'search'>): GiftOrder {
  const query = new URLSearchParams(route.search.replace(/^\?/, ''));
  const format: GiftFormat = query.get('giftFormat') === 'physical' ? 'physical' : 'digital';
  const customisation = customisationOf(query);
  if (route.id === GIFT_CARD_ID) {
    return { kind: 'giftCard', amount: giftCardAmountOf(query.get('amount')), format, customisation };
  }
  const code = query.get('code')?.trim();
  if (code) return { kind: 'box', code, format, customisation };
  const sleeves =
    format === 'physical'
      ? (query.get('sleeves') ?? '')
          .split(',')
          .map((sleeve) => sleeve.trim())
          .filter((sleeve) => SLEEVE_ID.test(sleeve))
          .slice(0, MAX_SLEEVES)
      : [];
  return {
    kind: 'stay',
    offerId: route.id ?? '',
    nights: nightsOf(query.get('giftNights')),
    format,
    sleeves,
    customisation,
  };
}

/** Whether the route names a gift at all: a box code, a whole-number offer id, or a gift card's amount. */
export function isKnownGift(order: GiftOrder): boolean {
  if (order.kind === 'giftCard') return order.amount > 0;
  return order.kind === 'box' ? BOX_CODE.test(order.code) : isOfferId(order.offerId);
}

/**
 * The code of the box in the format bought: a box is sold under one code per format, the same name
 * with EBOX (digital) or BOX (physical) after the first hyphen, so GOURMET-EBOX bought as physical
 * is GOURMET-BOX. A code without one of those two parts is kept as it is.
 */
export function boxCodeForFormat(code: string, format: GiftFormat): string {
  const separator = code.indexOf(BOX_CODE_SEPARATOR);
  if (separator < 0) return code;
  const part = code.slice(separator + 1).toUpperCase();
  const known = Object.values(BOX_FORMAT_PART).includes(part);
  return known ? `${code.slice(0, separator + 1)}${BOX_FORMAT_PART[format]}` : code;
}

/** What the gift checkout buys; a gift has no insurance. */
export function giftItems(order: GiftOrder): ItemsToPrice {
  const { format, customisation } = order;
  if (order.kind === 'giftCard') {
    return { insuranceItem: false, giftItem: { kind: 'giftCard', amount: order.amount, format, customisation } };
  }
  const giftItem =
    order.kind === 'box'
      ? { kind: 'box' as const, code: boxCodeForFormat(order.code, format), format, customisation }
      : {
          kind: 'stay' as const,
          offerId: Number(order.offerId),
          nights: order.nights,
          format,
          sleeves: order.sleeves,
          customisation,
        };
  return { insuranceItem: false, giftItem };
}

/**
 * Where the back link leads: the box's page with the same format (its short address when the boxes
 * toggle is on, else its readable one once the slug is known, else the boxes), or the stay's page
 * in the gifting flow with the same nights and format, or the gift card's page with its amount and
 * format.
 */
export function giftBackTarget(order: GiftOrder, boxesEnabled: boolean, boxSlug?: string): RouteTarget {
  if (order.kind === 'giftCard') return giftCardTarget(order);
  const hash = new URLSearchParams({ giftFormat: order.format });
  if (order.kind === 'box') {
    if (boxesEnabled) return { kind: 'giftBox', id: order.code, hash: hash.toString() };
    if (boxSlug) return { kind: 'giftBoxProduct', id: order.code, slug: boxSlug, hash: hash.toString() };
    return { kind: 'giftBoxes' };
  }
  hash.set('giftNights', String(order.nights));
  return { kind: 'stay', id: order.offerId, query: { flow: 'gifting' }, hash: hash.toString() };
}

/** The gift card's page, with the amount (when it is one) and the format chosen. */
export function giftCardTarget(
  order: Pick<Extract<GiftOrder, { kind: 'giftCard' }>, 'amount' | 'format'>,
): RouteTarget {
  const hash = new URLSearchParams();
  if (order.amount > 0) hash.set('amount', String(order.amount));
  hash.set('giftFormat', order.format);
  return { kind: 'giftCardCustomization', query: { flow: 'gifting' }, hash: hash.toString() };
}

/** The same gift checkout in the digital format, every other choice kept. */
export function digitalGiftTarget(route: Pick<CurrentRoute, 'kind' | 'id' | 'search'>): RouteTarget {
  const query = new URLSearchParams(route.search.replace(/^\?/, ''));
  query.set('giftFormat', 'digital');
  query.delete('sleeves');
  return { kind: route.kind, ...(route.id ? { id: route.id } : {}), query: Object.fromEntries(query) };
}

/** A box's own promotion and the reference price it is taken from; null when it is not shown (see boxPromoPercent). */
export function boxReferencePrice(price: { sellPrice: number; referencePrice: number }) {
  const percent = boxPromoPercent(price.sellPrice, price.referencePrice);
  return percent > 0 ? { amount: price.referencePrice, percent } : null;
}

/** Purchase tracking's item: a box, a single voucher for a stay or a gift card, at what is paid today in euros. */
export function giftTrackingItem(order: GiftOrder, name: string, payToday: number): TrackingItem {
  const euros = payToday / 100;
  return {
    item_id:
      order.kind === 'box'
        ? boxCodeForFormat(order.code, order.format)
        : order.kind === 'stay'
          ? order.offerId
          : GIFT_CARD_ID,
    item_name: name,
    item_category: order.kind === 'box' ? 'box' : order.kind === 'stay' ? 'single_voucher' : 'giftcard',
    quantity: 1,
    price: euros,
    value: euros,
  };
}
