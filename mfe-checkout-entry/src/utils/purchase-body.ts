/**
 * The body the price, order and payment calls share (docs/checkout-and-accounts.md). A checkout
 * entry builds the items from its route; the payment adds the buyer and the amount the api priced.
 */
import type { Locale } from '@escapade/shared-contracts/locales';

export type GiftFormat = 'digital' | 'physical';

export interface GiftCustomisation {
  /** At most 40 characters. */
  fromName: string;
  /** At most 180 characters. */
  message: string;
}

export interface ShortStayItem {
  gift: false;
  reservationCriteria: {
    offerId: number;
    /** `<activityId>_<yyyy-MM-dd>` for each activity whose day is chosen. */
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

export type GiftItem =
  | { kind: 'box'; code: string; format: GiftFormat; customisation: GiftCustomisation | null }
  | {
      kind: 'stay';
      offerId: number;
      nights: number;
      format: GiftFormat;
      sleeves: string[];
      customisation: GiftCustomisation | null;
    }
  /** A gift card of `amount` cents, whole euros. */
  | { kind: 'giftCard'; amount: number; format: GiftFormat; customisation: GiftCustomisation | null };

/** What is bought: exactly one of the stay, the activity or the gift, with the insurance and a promotion code. */
export interface PurchaseItems {
  insuranceItem: boolean;
  promotionCodeItem: { code: string } | null;
  shortStayItem?: ShortStayItem;
  activityItem?: ActivityItem;
  giftItem?: GiftItem;
}

export type Civility = 'MR' | 'MRS';

export interface Buyer {
  email: { email: string };
  civility: Civility;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  addressLine: string;
  postalCode: string;
  city: string;
  /** ISO 3166 alpha-2. */
  country: string;
}

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

/** Why a known code gives nothing on this purchase. */
export type PromotionRefusal = 'minimumAmount' | 'productKind' | 'firstOrderOnly';

/** What the api said of the promotion code: applied (amount taken off), unknown, or not for this purchase. */
export interface PromotionAnswer {
  code: string;
  status: 'applied' | 'unknown' | 'notApplicable';
  amount: number;
  refusal?: PromotionRefusal;
  /** With the `minimumAmount` refusal, in cents. */
  minimumAmount?: number;
}

/** The api's price of the items: the breakdown, what is charged today and what is paid at the hotel. */
export interface PurchasePrice {
  currency: 'EUR';
  lines: { kind: PriceLineKind; amount: number }[];
  promotion: PromotionAnswer | null;
  touristTax: { amount: number; toBePaidAtHotel: boolean } | null;
  payToday: number;
  payAtHotel: number;
  bookable: boolean;
  code?: 'NOT_BOOKABLE' | 'SOLD_OUT';
}

/** What the payment needs from a checkout entry: the locale and the items, priced by the api. */
export interface OrderDraft {
  locale: Locale;
  items: PurchaseItems;
  price: PurchasePrice;
}

/** What an order item is, as the order read names it. */
export type OrderItemKind = 'stay' | 'activity' | 'giftBox' | 'giftStay' | 'giftCard';

/**
 * A code the api issues for each gift of a paid order (`XXXX-XXXX-XXXX`): whoever receives the
 * gift types it to book. `validUntil` is a yyyy-MM-dd day.
 */
export interface GiftCode {
  code: string;
  kind: 'box' | 'singleVoucher' | 'giftCard';
  validUntil: string;
}
