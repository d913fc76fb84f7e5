/**
 * For the account routes' tests: a customer signing up through the api, and the cookies a browser
 * would keep from the answers. Each call comes from its own address, so the per-address limits and
 * the sign-in throttle of one test never reach another.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ACCESS_TOKEN_COOKIE, ACCOUNT_ID_COOKIE } from './account-cookies';

let addressCount = 0;
let emailCount = 0;

/** A client address not used before in this run (TEST-NET and private ranges). */
export function freshAddress(): string {
  addressCount += 1;
  return `10.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`;
}

export function freshEmail(): string {
  emailCount += 1;
  return `customer.${process.pid}.${emailCount}@example.com`;
}

export const PASSWORD = 'weekend-a-Biarritz-2026';

export function setCookieHeaders(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  if (header === undefined) return [];
  return Array.isArray(header) ? header : [header];
}

/** The Set-Cookie value for one cookie name. */
export function setCookieFor(response: LightMyRequestResponse, name: string): string | undefined {
  return setCookieHeaders(response).find((cookie) => cookie.startsWith(`${name}=`));
}

/** A cookie's attributes, by lower-case name (`max-age`, `httponly`…), and its value under `value`. */
export function cookieAttributes(setCookie: string): Record<string, string> {
  const [pair, ...attributes] = setCookie.split(';').map((part) => part.trim());
  const entries = attributes.map((attribute) => {
    const [name, ...value] = attribute.split('=');
    return [name!.toLowerCase(), value.join('=')] as const;
  });
  return { value: pair!.slice(pair!.indexOf('=') + 1), ...Object.fromEntries(entries) };
}

/** The Cookie header a browser sends back after `response` signed it in. */
export function browserCookie(response: LightMyRequestResponse): string {
  return [ACCESS_TOKEN_COOKIE, ACCOUNT_ID_COOKIE]
    .map((name) => `${name}=${cookieAttributes(setCookieFor(response, name) ?? `${name}=`).value}`)
    .join('; ');
}

export interface SignedUpCustomer {
  accountId: string;
  email: string;
  cookie: string;
  token: string;
}

export function signUp(app: FastifyInstance, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/gateway/account/sign-up',
    payload: body,
    headers,
    remoteAddress: freshAddress(),
  });
}

export function signUpBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: freshEmail(),
    password: PASSWORD,
    firstName: 'Élodie',
    lastName: "D'Argent",
    locale: 'fr_FR',
    ...overrides,
  };
}

/** A new customer, signed in. */
export async function signedUpCustomer(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<SignedUpCustomer> {
  const body = signUpBody(overrides);
  const response = await signUp(app, body);
  if (response.statusCode !== 201) throw new Error(`sign-up answered ${response.statusCode}: ${response.body}`);
  return {
    accountId: response.json().accountId,
    email: String(body.email),
    cookie: browserCookie(response),
    token: cookieAttributes(setCookieFor(response, ACCESS_TOKEN_COOKIE)!).value!,
  };
}

/** A call of a signed-in customer (or of anyone, without `cookie`). */
export function accountCall(
  app: FastifyInstance,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  { cookie, payload }: { cookie?: string; payload?: unknown } = {},
) {
  return app.inject({
    method,
    url,
    headers: cookie === undefined ? {} : { cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    remoteAddress: freshAddress(),
  });
}
