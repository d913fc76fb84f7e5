/**
 * Promotion codes a shopper may type at checkout. Each takes a share or a fixed amount off the
 * order from a minimum amount on; codes are read without case or surrounding spaces. Amounts in
 * cents.
 */

export type PromotionRule =
  | { kind: 'percent'; percent: number; minimumAmount: number }
  | { kind: 'amount'; amount: number; minimumAmount: number };

export const PROMOTION_CODES: Readonly<Record<string, PromotionRule>> = {
  /** 10 % off a first order of 100 € or more. */
  BIENVENUE10: { kind: 'percent', percent: 10, minimumAmount: 10_000 },
  /** 25 € off from 250 €. */
  ESCAPADE25: { kind: 'amount', amount: 2_500, minimumAmount: 25_000 },
};

export type PromotionStatus = 'applied' | 'unknown' | 'notApplicable';

export interface PromotionResult {
  /** The code as the shop knows it (upper case), or as typed when unknown (trimmed). */
  code: string;
  status: PromotionStatus;
  /** What the code takes off: negative when applied, else 0. */
  amount: number;
}

/** The discount a code gives on `baseAmount`; never more than the amount itself. */
export function applyPromotionCode(typed: string, baseAmount: number): PromotionResult {
  const code = typed.trim().toUpperCase();
  const rule = Object.hasOwn(PROMOTION_CODES, code) ? PROMOTION_CODES[code] : undefined;
  if (!rule) return { code: typed.trim(), status: 'unknown', amount: 0 };
  if (baseAmount < rule.minimumAmount) return { code, status: 'notApplicable', amount: 0 };
  const discount = rule.kind === 'percent' ? Math.round((baseAmount * rule.percent) / 100) : rule.amount;
  return { code, status: 'applied', amount: -Math.min(discount, baseAmount) };
}
