/**
 * Identity tokens of customer-care operators: `<payload>.<signature>`, both base64url, the
 * signature an HMAC-SHA256 of the payload. The payload holds the operator's email, when the token
 * was issued and when it expires. Every claim is checked, not only the signature: a token whose
 * dates are absurd (an expiry centuries away, an issue date in the future) is refused even when
 * correctly signed, and the session route also checks that the operator is still active.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** How long a care sign-in lasts: one working day. */
export const CARE_TOKEN_LIFETIME_MS = 8 * 60 * 60 * 1000;
/** Clocks of two api instances may disagree by this much. */
export const CARE_TOKEN_CLOCK_SKEW_MS = 60_000;
/** A longer token is not one of ours (an email of 254 characters signs to far less). */
export const MAX_CARE_TOKEN_LENGTH = 1024;
const MAX_EMAIL_LENGTH = 254;

export interface CareTokenPayload {
  email: string;
  /** Issue time, milliseconds since the epoch. */
  iat: number;
  /** Expiry, milliseconds since the epoch. */
  exp: number;
}

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function issueCareToken(email: string, now: number, secret: string): { token: string; expiresAt: number } {
  const expiresAt = now + CARE_TOKEN_LIFETIME_MS;
  const payload = Buffer.from(JSON.stringify({ email, iat: now, exp: expiresAt } satisfies CareTokenPayload)).toString(
    'base64url',
  );
  return { token: `${payload}.${sign(payload, secret)}`, expiresAt };
}

/** A time in milliseconds since the epoch: a positive safe integer. */
const time = z.int().positive();

/** The claims a token must carry; anything else in the payload is dropped. */
const careTokenClaims = z.object({ email: z.string().min(1).max(MAX_EMAIL_LENGTH), iat: time, exp: time });

/** The claims when they make sense at `now`: an email, issued not in the future, alive, and for no longer than a sign-in lasts. */
function validClaims(decoded: unknown, now: number): CareTokenPayload | null {
  const parsed = careTokenClaims.safeParse(decoded);
  if (!parsed.success) return null;
  const { email, iat, exp } = parsed.data;
  if (iat > now + CARE_TOKEN_CLOCK_SKEW_MS || exp <= now || exp - iat > CARE_TOKEN_LIFETIME_MS) return null;
  return { email, iat, exp };
}

/** The token's claims when its signature and every claim are right at `now`, else null. */
export function verifyCareToken(token: string, now: number, secret: string): CareTokenPayload | null {
  if (token.length > MAX_CARE_TOKEN_LENGTH) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  if (!sameText(sign(payload, secret), signature)) return null;
  try {
    return validClaims(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')), now);
  } catch {
    return null;
  }
}
