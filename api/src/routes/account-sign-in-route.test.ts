import { ACCESS_TOKEN_COOKIE, ACCOUNT_ID_COOKIE } from '../accounts/account-cookies';
import {
  PASSWORD,
  accountCall,
  browserCookie,
  cookieAttributes,
  freshAddress,
  freshEmail,
  setCookieFor,
  signedUpCustomer,
} from '../accounts/account-test-client';
import { MAX_SESSIONS_PER_ACCOUNT } from '../accounts/account-sessions';
import { createAccount } from '../accounts/customer-accounts';
import { ACCOUNT_AT_ADDRESS_RULE } from '../care/sign-in-throttle';
import { openShopStore } from '../store/shop-store';
import { createTestApp, type TestApp } from '../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

function signIn(payload: unknown, { address = freshAddress(), cookie }: { address?: string; cookie?: string } = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: '/gateway/account/sign-in',
    payload: payload as Record<string, unknown>,
    headers: cookie ? { cookie } : {},
    remoteAddress: address,
  });
}

function me(cookie: string) {
  return accountCall(testApp.app, 'GET', '/gateway/account/me', { cookie });
}

describe('POST /gateway/account/sign-in', () => {
  it('signs a customer in with the right password, whatever the case of the email', async () => {
    const customer = await signedUpCustomer(testApp.app);
    const response = await signIn({ email: ` ${customer.email.toUpperCase()} `, password: PASSWORD });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      accountId: customer.accountId,
      email: customer.email,
      firstName: 'Élodie',
      lastName: "D'Argent",
    });
    const token = cookieAttributes(setCookieFor(response, ACCESS_TOKEN_COOKIE)!);
    expect(token).toHaveProperty('httponly');
    expect(token.samesite).toBe('Lax');
    // A new session: not the sign-up's token.
    expect(token.value).not.toBe(customer.token);
    expect(cookieAttributes(setCookieFor(response, ACCOUNT_ID_COOKIE)!).value).toBe(customer.accountId);
    expect((await me(browserCookie(response))).json().accountId).toBe(customer.accountId);
    // The sign-up's browser stays signed in.
    expect((await me(customer.cookie)).statusCode).toBe(200);
  });

  it('signs in accounts whose passwords were kept before the password rules, however weak', async () => {
    // The rules apply when a password is chosen: an account made before them keeps working.
    const store = await openShopStore({ dataDir: testApp.dataDir });
    const accounts = ['1234567890', 'password12', ' '.repeat(10), null].map((weak) => {
      const email = freshEmail();
      return { email, password: weak ?? email };
    });
    try {
      for (const account of accounts)
        await createAccount(store, { ...account, firstName: 'Léa', lastName: 'Martin', locale: 'fr_FR' });
    } finally {
      await store.close();
    }
    for (const account of accounts) {
      const response = await signIn(account);
      expect(response.statusCode).toBe(200);
      expect(response.json().email).toBe(account.email);
    }
  });

  it('answers the same 401 INVALID_CREDENTIALS to a wrong password and to an unknown email', async () => {
    const customer = await signedUpCustomer(testApp.app);
    const wrongPassword = await signIn({ email: customer.email, password: `${PASSWORD}!` });
    const unknownEmail = await signIn({ email: freshEmail(), password: PASSWORD });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(wrongPassword.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Email or password is incorrect',
      code: 'INVALID_CREDENTIALS',
    });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('makes an address wait after repeated failures, even for the right password, with Retry-After', async () => {
    const customer = await signedUpCustomer(testApp.app);
    const guesser = freshAddress();
    for (let attempt = 1; attempt <= ACCOUNT_AT_ADDRESS_RULE.freeFailures; attempt++)
      expect(
        (await signIn({ email: customer.email, password: `guess-number-${attempt}` }, { address: guesser })).statusCode,
      ).toBe(401);

    const refused = await signIn({ email: customer.email, password: PASSWORD }, { address: guesser });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, code: 'TOO_MANY_ATTEMPTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(60);
    expect(refused.headers['set-cookie']).toBeUndefined();

    // The owner, at home, signs in: someone else's guesses never lock them out.
    expect((await signIn({ email: customer.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('refuses the right password sent with a burst of wrong ones from one address', async () => {
    const customer = await signedUpCustomer(testApp.app);
    const address = freshAddress();
    // 29 guesses and the right password, sent together (within the address's 30 sign-ins a minute).
    const guesses = Array.from({ length: 29 }, (_, n) =>
      signIn({ email: customer.email, password: `guess-number-${n}` }, { address }),
    );
    const answers = await Promise.all([...guesses, signIn({ email: customer.email, password: PASSWORD }, { address })]);
    const right = answers.at(-1)!;
    expect(right.statusCode).toBe(429);
    expect(right.headers['set-cookie']).toBeUndefined();
    expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(ACCOUNT_AT_ADDRESS_RULE.freeFailures);
  });

  it('ends the session the browser held before signing in as someone else', async () => {
    const first = await signedUpCustomer(testApp.app);
    const second = await signedUpCustomer(testApp.app);
    const response = await signIn({ email: second.email, password: PASSWORD }, { cookie: first.cookie });
    expect(response.statusCode).toBe(200);
    expect((await me(first.cookie)).statusCode).toBe(401);
    expect((await me(browserCookie(response))).json().accountId).toBe(second.accountId);
  });

  it(`keeps the ${MAX_SESSIONS_PER_ACCOUNT} newest sessions of an account: signing in once more ends the oldest`, async () => {
    const customer = await signedUpCustomer(testApp.app);
    const cookies = [customer.cookie];
    for (let count = 1; count < MAX_SESSIONS_PER_ACCOUNT; count++)
      cookies.push(browserCookie(await signIn({ email: customer.email, password: PASSWORD })));
    expect((await me(cookies[0]!)).statusCode).toBe(200);

    cookies.push(browserCookie(await signIn({ email: customer.email, password: PASSWORD })));
    expect((await me(cookies[0]!)).statusCode).toBe(401);
    for (const cookie of cookies.slice(1)) expect((await me(cookie)).statusCode).toBe(200);
  });

  it.each([
    ['no password', { email: 'lea@example.com' }],
    ['an empty password', { email: 'lea@example.com', password: '' }],
    ['a password of 129 characters', { email: 'lea@example.com', password: 'p'.repeat(129) }],
    ['an object as email', { email: { $gt: '' }, password: PASSWORD }],
    ['a list of emails', { email: ['a@example.com', 'b@example.com'], password: PASSWORD }],
    ['an email of 255 characters', { email: `${'a'.repeat(243)}@example.com`, password: PASSWORD }],
  ])('answers 400 for %s', async (_case, payload) => {
    const response = await signIn(payload);
    expect(response.statusCode).toBe(400);
  });

  it('answers 400, never 500, to bodies that are not a sign-in', async () => {
    for (const payload of ['', 'null', '[]', '"text"', '{', '{"email":', 'true']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/gateway/account/sign-in',
        headers: { 'content-type': 'application/json' },
        payload,
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('refuses a sign-in sent by another site’s page', async () => {
    const customer = await signedUpCustomer(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/gateway/account/sign-in',
      payload: { email: customer.email, password: PASSWORD },
      headers: { origin: 'https://evil.example' },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
