/**
 * The body the price, order and payment calls share (docs/checkout-and-accounts.md, "The purchase
 * body"): its JSON schema, with every string, array and number bounded, and its reading into one
 * item of a known kind. The schema checks shapes; `readPurchaseItems` checks what a schema cannot
 * say in words a shopper's page can show (exactly one item, dates in order, selection format).
 */
import {
  GIFT_FROM_NAME_MAX_LENGTH,
  GIFT_MESSAGE_MAX_LENGTH,
  GIFT_STAY_NIGHTS_RANGE,
} from '@escapade/shared-contracts/gift-rules';
import { ACTIVITY_PARTICIPANTS } from '@escapade/shared-contracts/search-criteria';
import { MAX_ACTIVITY_SELECTIONS } from '@escapade/shared-contracts/booking-criteria';
import { isoToEpochDay } from '../pricing/dates';
import {
  ADULTS,
  BABIES,
  BOX_CODE_MAX_LENGTH,
  CHILDREN,
  NIGHTS,
  idSchema,
  isoDateSchema,
} from '../routes/common-schemas';
import { giftCardAmountSchema } from './gift-card-amounts';

export type GiftFormat = 'digital' | 'physical';
export const GIFT_FORMATS: readonly GiftFormat[] = ['digital', 'physical'];

/** Gift stays are sold for 1 to 3 nights for 2 people, as their price list shows. */
export const GIFT_STAY_NIGHTS = GIFT_STAY_NIGHTS_RANGE;
export const GIFT_STAY_PEOPLE = 2;
export const SPECIAL_REQUEST_MAX_LENGTH = 500;
export const PROMOTION_CODE_MAX_LENGTH = 40;
/** A physical gift has a few sleeve extras at most: one per category and some cards. */
export const MAX_SLEEVES = 10;

export interface GiftCustomisation {
  fromName: string;
  message: string;
}

export interface ShortStayItem {
  gift: false;
  reservationCriteria: {
    offerId: number;
    activityDaySelections: string[];
    pax: { numberOfAdults: number; numberOfChildren: number; numberOfBabies: number };
    travelPeriod: { checkinDate: string; checkoutDate: string };
    minisiteId: string | null;
  };
  specialRequest: string;
}

export interface ActivityItem {
  activityId: number;
  participants: number;
  ownUse: boolean;
}

export type GiftKind = 'box' | 'stay' | 'giftCard';

/** A box names its code; a gift stay its offer, nights and sleeves; a gift card its amount. */
export interface GiftItemBody {
  kind: GiftKind;
  code?: string;
  offerId?: number;
  nights?: number;
  /** A gift card's amount, in cents. */
  amount?: number;
  format: GiftFormat;
  sleeves?: string[];
  customisation: GiftCustomisation | null;
}

/** The fields each kind of gift is named by; any other is a body no page sends. */
const GIFT_FIELDS: Readonly<Record<GiftKind, readonly (keyof GiftItemBody)[]>> = {
  box: ['code'],
  stay: ['offerId', 'nights', 'sleeves'],
  giftCard: ['amount'],
};

export interface PurchaseItems {
  insuranceItem: boolean;
  promotionCodeItem: { code: string } | null;
  shortStayItem?: ShortStayItem;
  activityItem?: ActivityItem;
  giftItem?: GiftItemBody;
}

const customisationSchema = {
  type: ['object', 'null'],
  required: ['fromName', 'message'],
  additionalProperties: false,
  properties: {
    fromName: { type: 'string', maxLength: GIFT_FROM_NAME_MAX_LENGTH },
    message: { type: 'string', maxLength: GIFT_MESSAGE_MAX_LENGTH },
  },
} as const;

export const purchaseItemsSchema = {
  type: 'object',
  required: ['insuranceItem', 'promotionCodeItem'],
  additionalProperties: false,
  properties: {
    insuranceItem: { type: 'boolean' },
    promotionCodeItem: {
      type: ['object', 'null'],
      required: ['code'],
      additionalProperties: false,
      properties: { code: { type: 'string', minLength: 1, maxLength: PROMOTION_CODE_MAX_LENGTH } },
    },
    shortStayItem: {
      type: 'object',
      required: ['gift', 'reservationCriteria', 'specialRequest'],
      additionalProperties: false,
      properties: {
        gift: { type: 'boolean', enum: [false] },
        reservationCriteria: {
          type: 'object',
          required: ['offerId', 'activityDaySelections', 'pax', 'travelPeriod', 'minisiteId'],
          additionalProperties: false,
          properties: {
            offerId: idSchema,
            activityDaySelections: {
              type: 'array',
              maxItems: MAX_ACTIVITY_SELECTIONS,
              items: { type: 'string', maxLength: 30 },
            },
            pax: {
              type: 'object',
              required: ['numberOfAdults', 'numberOfChildren', 'numberOfBabies'],
              additionalProperties: false,
              properties: { numberOfAdults: ADULTS, numberOfChildren: CHILDREN, numberOfBabies: BABIES },
            },
            travelPeriod: {
              type: 'object',
              required: ['checkinDate', 'checkoutDate'],
              additionalProperties: false,
              properties: { checkinDate: isoDateSchema, checkoutDate: isoDateSchema },
            },
            minisiteId: { type: ['string', 'null'], maxLength: 64 },
          },
        },
        specialRequest: { type: 'string', maxLength: SPECIAL_REQUEST_MAX_LENGTH },
      },
    },
    activityItem: {
      type: 'object',
      required: ['activityId', 'participants', 'ownUse'],
      additionalProperties: false,
      properties: {
        activityId: idSchema,
        participants: { type: 'integer', minimum: ACTIVITY_PARTICIPANTS.min, maximum: ACTIVITY_PARTICIPANTS.max },
        ownUse: { type: 'boolean' },
      },
    },
    giftItem: {
      type: 'object',
      required: ['kind', 'format', 'customisation'],
      additionalProperties: false,
      properties: {
        kind: { type: 'string', enum: ['box', 'stay', 'giftCard'] },
        code: { type: 'string', minLength: 1, maxLength: BOX_CODE_MAX_LENGTH },
        offerId: idSchema,
        nights: { type: 'integer', minimum: GIFT_STAY_NIGHTS.min, maximum: GIFT_STAY_NIGHTS.max },
        amount: giftCardAmountSchema,
        format: { type: 'string', enum: [...GIFT_FORMATS] },
        sleeves: {
          type: 'array',
          maxItems: MAX_SLEEVES,
          uniqueItems: true,
          items: { type: 'string', minLength: 1, maxLength: 40 },
        },
        customisation: customisationSchema,
      },
      allOf: Object.entries(GIFT_FIELDS).map(([kind, fields]) => ({
        if: { properties: { kind: { const: kind } } },
        then: { required: [...fields] },
      })),
    },
  },
} as const;

/** What is bought, once read: one item of a known kind, with the stay's nights worked out. */
export type PurchaseItem =
  | {
      kind: 'stay';
      offerId: number;
      checkin: string;
      checkout: string;
      nights: number;
      pax: { adults: number; children: number; babies: number };
      activitySelections: { activityId: number; date: string }[];
    }
  | { kind: 'activity'; activityId: number; participants: number; ownUse: boolean }
  | { kind: 'giftBox'; code: string; format: GiftFormat; customisation: GiftCustomisation | null }
  | {
      kind: 'giftStay';
      offerId: number;
      nights: number;
      format: GiftFormat;
      sleeves: string[];
      customisation: GiftCustomisation | null;
    }
  | { kind: 'giftCard'; amount: number; format: GiftFormat; customisation: GiftCustomisation | null };

export interface ReadPurchase {
  item: PurchaseItem;
  insurance: boolean;
  promotionCode: string | null;
}

/** `<activityId>_<yyyy-MM-dd>`, as the stay page writes a chosen activity day. */
const ACTIVITY_SELECTION = /^(\d{1,10})_(\d{4}-\d{2}-\d{2})$/;

/** The purchase, or the reason (a 400 message) it cannot be read. */
export function readPurchaseItems(items: PurchaseItems): ReadPurchase | { problem: string } {
  const given = [items.shortStayItem, items.activityItem, items.giftItem].filter((item) => item !== undefined);
  if (given.length !== 1) {
    return { problem: 'body/items must hold exactly one of shortStayItem, activityItem and giftItem' };
  }
  const read = readItem(items);
  if ('problem' in read) return read;
  return { item: read, insurance: items.insuranceItem, promotionCode: items.promotionCodeItem?.code ?? null };
}

function readItem(items: PurchaseItems): PurchaseItem | { problem: string } {
  if (items.shortStayItem) return readStay(items.shortStayItem);
  if (items.activityItem) return { kind: 'activity', ...items.activityItem };
  const gift = items.giftItem!;
  const foreign = (Object.keys(gift) as (keyof GiftItemBody)[]).find(
    (field) => isKindField(field) && !GIFT_FIELDS[gift.kind].includes(field),
  );
  if (foreign) return { problem: `body/items/giftItem/${foreign} does not go with a gift of kind ${gift.kind}` };
  if (gift.kind === 'giftCard') {
    return { kind: 'giftCard', amount: gift.amount!, format: gift.format, customisation: gift.customisation };
  }
  if (gift.kind === 'box') {
    return { kind: 'giftBox', code: gift.code!, format: gift.format, customisation: gift.customisation };
  }
  return {
    kind: 'giftStay',
    offerId: gift.offerId!,
    nights: gift.nights!,
    format: gift.format,
    sleeves: gift.sleeves!,
    customisation: gift.customisation,
  };
}

/** Whether a field names one kind of gift (and not the format or customisation every gift has). */
function isKindField(field: keyof GiftItemBody): boolean {
  return Object.values(GIFT_FIELDS).some((fields) => fields.includes(field));
}

function readStay(stay: ShortStayItem): PurchaseItem | { problem: string } {
  const criteria = stay.reservationCriteria;
  const { checkinDate, checkoutDate } = criteria.travelPeriod;
  const nights = isoToEpochDay(checkoutDate)! - isoToEpochDay(checkinDate)!;
  if (nights < NIGHTS.minimum || nights > NIGHTS.maximum) {
    return {
      problem: `body/items/shortStayItem/reservationCriteria/travelPeriod/checkoutDate must be ${NIGHTS.minimum} to ${NIGHTS.maximum} nights after checkinDate`,
    };
  }
  const activitySelections: { activityId: number; date: string }[] = [];
  for (const selection of criteria.activityDaySelections) {
    const match = ACTIVITY_SELECTION.exec(selection);
    if (!match || isoToEpochDay(match[2]!) === null) {
      return {
        problem:
          'body/items/shortStayItem/reservationCriteria/activityDaySelections must hold activity days as <activityId>_<yyyy-MM-dd>',
      };
    }
    activitySelections.push({ activityId: Number(match[1]), date: match[2]! });
  }
  return {
    kind: 'stay',
    offerId: criteria.offerId,
    checkin: checkinDate,
    checkout: checkoutDate,
    nights,
    pax: {
      adults: criteria.pax.numberOfAdults,
      children: criteria.pax.numberOfChildren,
      babies: criteria.pax.numberOfBabies,
    },
    activitySelections,
  };
}
