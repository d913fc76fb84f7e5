/**
 * Identity tokens of customer-care operators: `<payload>.<signature>`, both base64url, the
 * signature an HMAC-SHA256 of the payload. The token holds the operator's email and its expiry;
 * nothing is kept on the server, so any api instance with the same secret can check it.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** How long a care sign-in lasts: one working day. */
export const CARE_TOKEN_LIFETIME_MS = 8 * 60 * 60 * 1000;

/** Used when CARE_TOKEN_SECRET is not set: fine for the local shop, never for a real deployment. */
export const DEV_CARE_TOKEN_SECRET = 'escapade-local-care-token-secret';

export function careTokenSecret(env: NodeJS.ProcessEnv = process.env): string {
  return env.CARE_TOKEN_SECRET || DEV_CARE_TOKEN_SECRET;
}

/**
 * Demo operator accounts of the local shop (api/README.md "Demo operator accounts"). Passwords are
 * kept as SHA-256 digests so they are compared in constant time.
 */
export const DEMO_OPERATOR_ACCOUNTS: readonly { email: string; passwordSha256: string }[] = [
  { email: 'agent@escapade.example', passwordSha256: sha256('escapade-care') },
  { email: 'supervisor@escapade.example', passwordSha256: sha256('escapade-care-lead') },
];

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The operator's canonical email when the credentials match a demo account, else null. */
export function checkOperatorCredentials(email: string, password: string): string | null {
  const wanted = email.trim().toLowerCase();
  const digest = sha256(password);
  const account = DEMO_OPERATOR_ACCOUNTS.find((candidate) => candidate.email === wanted);
  // Compare a digest even for an unknown email, so timing does not tell which emails exist.
  const matches = sameText(account?.passwordSha256 ?? sha256(''), digest);
  return account && matches ? account.email : null;
}

export interface CareTokenPayload {
  email: string;
  /** Expiry, milliseconds since the epoch. */
  exp: number;
}

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function issueCareToken(email: string, now: number, secret: string): { token: string; expiresAt: number } {
  const expiresAt = now + CARE_TOKEN_LIFETIME_MS;
  const payload = Buffer.from(JSON.stringify({ email, exp: expiresAt } satisfies CareTokenPayload)).toString('base64url');
  return { token: `${payload}.${sign(payload, secret)}`, expiresAt };
}

/** The token's payload when its signature is right and it has not expired, else null. */
export function verifyCareToken(token: string, now: number, secret: string): CareTokenPayload | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  if (!sameText(sign(payload, secret), signature)) return null;
  try {
    const decoded: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!decoded || typeof decoded !== 'object') return null;
    const { email, exp } = decoded as Partial<CareTokenPayload>;
    if (typeof email !== 'string' || typeof exp !== 'number' || exp <= now) return null;
    return { email, exp };
  } catch {
    return null;
  }
}
