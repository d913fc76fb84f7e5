/**
 * Promotion codes a shopper may type at checkout, each with all its rules in one place: what it
 * takes off, from which amount, on which kinds of product, and whether only a first order gets
 * it. The api applies these rules when it prices a purchase and again when it writes the order.
 *
 * Gift cards are stored value: a code on a 500 € card sold for 450 € would issue 500 € of credit
 * for 450 €, so no rule can name them (`PromotableKind`) and `applyPromotionCode` refuses them
 * whatever a rule says. Amounts in cents.
 */
import type { PurchaseItem } from './purchase-items';

/** What a code may discount: anything sold but a gift card. */
export type PromotableKind = Exclude<PurchaseItem['kind'], 'giftCard'>;

export interface PromotionRule {
  discount: { kind: 'percent'; percent: number } | { kind: 'amount'; amount: number };
  /** The goods (after the automatic discount) must cost at least this much. */
  minimumAmount: number;
  productKinds: readonly PromotableKind[];
  /**
   * Only for a shopper who has not ordered before: no paid order from the signed-in account or
   * with the buyer's email, and no other order using such a code on its way to being paid.
   */
  firstOrderOnly: boolean;
}

export const PROMOTION_CODES: Readonly<Record<string, PromotionRule>> = {
  /** 10 % off a first order of 100 € or more: a stay, an activity or a gift that names its experience. */
  BIENVENUE10: {
    discount: { kind: 'percent', percent: 10 },
    minimumAmount: 10_000,
    productKinds: ['stay', 'activity', 'giftBox', 'giftStay'],
    firstOrderOnly: true,
  },
  /** 25 € off a stay or an activity from 250 €. */
  ESCAPADE25: {
    discount: { kind: 'amount', amount: 2_500 },
    minimumAmount: 25_000,
    productKinds: ['stay', 'activity'],
    firstOrderOnly: false,
  },
};

export type PromotionStatus = 'applied' | 'unknown' | 'notApplicable';

/** Why a known code gives nothing on this purchase. */
export type PromotionRefusal = 'minimumAmount' | 'productKind' | 'firstOrderOnly';

export interface PromotionResult {
  /** The code as the shop knows it (upper case, no spaces), or as typed when unknown (trimmed). */
  code: string;
  status: PromotionStatus;
  /** What the code takes off: negative when applied, else 0. */
  amount: number;
  /** With `notApplicable`: the rule the purchase does not meet. */
  refusal?: PromotionRefusal;
  /** With the `minimumAmount` refusal: the amount the goods must reach, in cents. */
  minimumAmount?: number;
}

export interface PromotedPurchase {
  /** The goods' price the code would apply to (after the automatic discount). */
  amount: number;
  productKind: PurchaseItem['kind'];
  /** Asked only of first-order codes: whether this shopper ordered before. */
  hasOrderedBefore: () => boolean;
}

/** A code as the shop writes it: case and spaces (inside too, as a code is often read out) do not count. */
export function normalizedPromotionCode(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}

/** The rule of a code, if the shop has one by that name. */
export function promotionRuleOf(typed: string): PromotionRule | undefined {
  const code = normalizedPromotionCode(typed);
  return Object.hasOwn(PROMOTION_CODES, code) ? PROMOTION_CODES[code] : undefined;
}

/** The discount a code gives on a purchase; never more than the goods' price itself. */
export function applyPromotionCode(typed: string, purchase: PromotedPurchase): PromotionResult {
  const rule = promotionRuleOf(typed);
  if (!rule) return { code: typed.trim(), status: 'unknown', amount: 0 };
  const code = normalizedPromotionCode(typed);
  const refused = (refusal: PromotionRefusal): PromotionResult => ({
    code,
    status: 'notApplicable',
    amount: 0,
    refusal,
  });
  const { productKind } = purchase;
  if (productKind === 'giftCard' || !rule.productKinds.includes(productKind)) return refused('productKind');
  if (purchase.amount < rule.minimumAmount) return { ...refused('minimumAmount'), minimumAmount: rule.minimumAmount };
  if (rule.firstOrderOnly && purchase.hasOrderedBefore()) return refused('firstOrderOnly');
  const { discount } = rule;
  const off = discount.kind === 'percent' ? Math.round((purchase.amount * discount.percent) / 100) : discount.amount;
  return { code, status: 'applied', amount: -Math.min(off, purchase.amount) };
}
