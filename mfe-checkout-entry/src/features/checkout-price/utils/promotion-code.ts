/** Longer than any code the shop hands out: what is longer was not typed from one. */
export const PROMOTION_CODE_MAX_LENGTH = 40;

/** The code as sent to the api: without surrounding spaces; null when nothing was typed. */
export function normalizePromotionCode(typed: string): string | null {
  const code = typed.trim();
  return code === '' ? null : code;
}
