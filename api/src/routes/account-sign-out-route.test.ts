import { join } from 'node:path';
import Database from 'better-sqlite3';
import { ACCESS_TOKEN_COOKIE, ACCOUNT_ID_COOKIE } from '../accounts/account-cookies';
import {
  PASSWORD,
  accountCall,
  cookieAttributes,
  setCookieFor,
  signedUpCustomer,
  type SignedUpCustomer,
} from '../accounts/account-test-client';
import { createTestApp, type TestApp } from '../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

function signOut(cookie?: string) {
  return accountCall(testApp.app, 'POST', '/gateway/account/sign-out', { cookie });
}

function me(cookie: string) {
  return accountCall(testApp.app, 'GET', '/gateway/account/me', { cookie });
}

function expectCookiesCleared(response: Awaited<ReturnType<typeof signOut>>) {
  for (const name of [ACCESS_TOKEN_COOKIE, ACCOUNT_ID_COOKIE]) {
    const cookie = cookieAttributes(setCookieFor(response, name)!);
    expect(cookie.value).toBe('');
    expect(cookie['max-age']).toBe('0');
    expect(cookie.path).toBe('/');
  }
}

/** The session's end moved to `at` (ms), as if its 30 days had passed. */
function expireSessions(customer: SignedUpCustomer, at: number) {
  const db = new Database(join(testApp.dataDir, 'shop.sqlite'));
  db.prepare('UPDATE account_sessions SET expires_at = ? WHERE account_id = ?').run(at, customer.accountId);
  db.close();
}

describe('POST /gateway/account/sign-out', () => {
  it('ends the session: 204, both cookies cleared, and the token no longer signs anyone in', async () => {
    const customer = await signedUpCustomer(testApp.app);
    expect((await me(customer.cookie)).statusCode).toBe(200);

    const response = await signOut(customer.cookie);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expectCookiesCleared(response);

    // A copy of the old cookie, sent again, is refused.
    const after = await me(customer.cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('SIGNED_OUT');
  });

  it('answers 204 and clears the cookies when already signed out', async () => {
    const customer = await signedUpCustomer(testApp.app);
    expect((await signOut(customer.cookie)).statusCode).toBe(204);
    const again = await signOut(customer.cookie);
    expect(again.statusCode).toBe(204);
    expectCookiesCleared(again);
    expect((await signOut()).statusCode).toBe(204);
  });

  it('signs out one browser only', async () => {
    const customer = await signedUpCustomer(testApp.app);
    const otherBrowser = await testApp.app.inject({
      method: 'POST',
      url: '/gateway/account/sign-in',
      payload: { email: customer.email, password: PASSWORD },
    });
    const otherCookie = `${ACCESS_TOKEN_COOKIE}=${cookieAttributes(setCookieFor(otherBrowser, ACCESS_TOKEN_COOKIE)!).value}`;
    await signOut(customer.cookie);
    expect((await me(otherCookie)).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('answers 401 SIGNED_OUT once the session has expired, and tells the browser to forget its cookies', async () => {
    const customer = await signedUpCustomer(testApp.app);
    expireSessions(customer, Date.now() - 1_000);
    for (const url of ['/gateway/account/me', '/gateway/account/profile', '/gateway/account/wishlist']) {
      const response = await accountCall(testApp.app, 'GET', url, { cookie: customer.cookie });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: expect.any(String),
        code: 'SIGNED_OUT',
      });
      expectCookiesCleared(response);
    }
  });

  it('keeps a session that ends in a minute', async () => {
    const customer = await signedUpCustomer(testApp.app);
    expireSessions(customer, Date.now() + 60_000);
    expect((await me(customer.cookie)).statusCode).toBe(200);
  });

  it('answers 401 to tokens the api never issued, without touching the cookies of a visitor who has none', async () => {
    for (const cookie of [
      `${ACCESS_TOKEN_COOKIE}=${'A'.repeat(43)}`,
      `${ACCESS_TOKEN_COOKIE}=not-a-token`,
      `${ACCESS_TOKEN_COOKIE}=${'A'.repeat(5_000)}`,
      `${ACCOUNT_ID_COOKIE}=00000000-0000-4000-8000-000000000000`,
      `${ACCESS_TOKEN_COOKIE}=%E0%A4%A; ;;=;`,
    ]) {
      const response = await me(cookie);
      expect(response.statusCode).toBe(401);
      expectCookiesCleared(response);
    }
    const anonymous = await accountCall(testApp.app, 'GET', '/gateway/account/me', { cookie: 'lastLanguage=fr' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['set-cookie']).toBeUndefined();
  });

  it('finds the live token among several cookies of the same name', async () => {
    const customer = await signedUpCustomer(testApp.app);
    const response = await me(`${ACCESS_TOKEN_COOKIE}=${'B'.repeat(43)}; lastLanguage=nl; ${customer.cookie}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().accountId).toBe(customer.accountId);
  });
});
