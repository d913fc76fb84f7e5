import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { ACCESS_TOKEN_COOKIE, ACCOUNT_ID_COOKIE, SESSION_LIFETIME_MS } from '../accounts/account-cookies';
import {
  PASSWORD,
  accountCall,
  cookieAttributes,
  freshAddress,
  freshEmail,
  setCookieFor,
  signUp,
  signUpBody,
  signedUpCustomer,
} from '../accounts/account-test-client';
import { ACCOUNT_RATE_LIMITS } from '../accounts/account-requests';
import { createTestApp, type TestApp } from '../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('POST /gateway/account/sign-up', () => {
  it('creates the account and signs it in: 201, the account, and both cookies', async () => {
    const body = signUpBody({ email: 'Lea.Martin@Example.com', firstName: ' Léa ', lastName: 'Martin-Ožbolt' });
    const response = await signUp(testApp.app, body);

    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const account = response.json();
    expect(account).toEqual({
      accountId: expect.stringMatching(UUID),
      email: 'lea.martin@example.com',
      firstName: 'Léa',
      lastName: 'Martin-Ožbolt',
    });

    const token = cookieAttributes(setCookieFor(response, ACCESS_TOKEN_COOKIE)!);
    expect(token.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token).toHaveProperty('httponly');
    expect(token.samesite).toBe('Lax');
    expect(token.path).toBe('/');
    expect(token['max-age']).toBe(String(SESSION_LIFETIME_MS / 1000));
    expect(token).not.toHaveProperty('secure');

    const accountId = cookieAttributes(setCookieFor(response, ACCOUNT_ID_COOKIE)!);
    expect(accountId.value).toBe(account.accountId);
    // The header reads this one to know someone is signed in.
    expect(accountId).not.toHaveProperty('httponly');
    expect(accountId.samesite).toBe('Lax');
    expect(accountId.path).toBe('/');
    expect(accountId['max-age']).toBe(String(SESSION_LIFETIME_MS / 1000));
    expect(accountId).not.toHaveProperty('secure');
  });

  it.each([
    [{ host: 'www.escapade.example' }, true],
    [{ host: 'fr.escapade.example:443' }, true],
    [{ host: 'localhost:3000' }, false],
    [{ host: 'es.localhost:3000' }, false],
    [{ host: 'care.be.localhost' }, false],
    [{ host: '127.0.0.1:4000' }, false],
  ])('marks both cookies Secure unless the host is this machine (%j → %s)', async (headers, secure) => {
    const response = await signUp(testApp.app, signUpBody(), headers);
    expect(response.statusCode).toBe(201);
    for (const name of [ACCESS_TOKEN_COOKIE, ACCOUNT_ID_COOKIE])
      expect(Object.hasOwn(cookieAttributes(setCookieFor(response, name)!), 'secure')).toBe(secure);
  });

  it('follows the visitor’s host that the edge on this machine forwards, and no one else’s', async () => {
    const viaEdge = await testApp.app.inject({
      method: 'POST',
      url: '/gateway/account/sign-up',
      payload: signUpBody(),
      headers: { host: '127.0.0.1:4000', 'x-forwarded-host': 'nl.escapade.example' },
      remoteAddress: '127.0.0.1',
    });
    expect(cookieAttributes(setCookieFor(viaEdge, ACCESS_TOKEN_COOKIE)!)).toHaveProperty('secure');

    const forgedByClient = await testApp.app.inject({
      method: 'POST',
      url: '/gateway/account/sign-up',
      payload: signUpBody(),
      headers: { host: 'www.escapade.example', 'x-forwarded-host': 'localhost' },
      remoteAddress: freshAddress(),
    });
    expect(cookieAttributes(setCookieFor(forgedByClient, ACCESS_TOKEN_COOKIE)!)).toHaveProperty('secure');
  });

  it('keeps neither the password nor the token in the store, only their hashes', async () => {
    const password = 'Un-mot-de-passe-bien-à-moi-7';
    const customer = await signedUpCustomer(testApp.app, { password });

    const db = new Database(join(testApp.dataDir, 'shop.sqlite'), { readonly: true });
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[];
    const everything = JSON.stringify(tables.map(({ name }) => db.prepare(`SELECT * FROM "${name}"`).all()));
    const stored = db.prepare('SELECT password_hash FROM accounts WHERE id = ?').get(customer.accountId) as {
      password_hash: string;
    };
    db.close();
    expect(everything).toContain(customer.accountId);
    expect(everything).not.toContain(password);
    expect(everything).not.toContain(customer.token);
    expect(stored.password_hash).toMatch(/^scrypt\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);

    // Not in the files either (the database, its journal), not even in a freed page.
    for (const file of readdirSync(testApp.dataDir).filter((name) => name.startsWith('shop.sqlite'))) {
      const bytes = readFileSync(join(testApp.dataDir, file));
      expect(bytes.includes(Buffer.from(password))).toBe(false);
      expect(bytes.includes(Buffer.from(customer.token))).toBe(false);
    }
  });

  it('answers 409 EMAIL_TAKEN for an email that has an account, whatever its case', async () => {
    const customer = await signedUpCustomer(testApp.app);
    const response = await signUp(testApp.app, signUpBody({ email: customer.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: expect.any(String),
      code: 'EMAIL_TAKEN',
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('creates one account when the same email signs up twice at once', async () => {
    const body = signUpBody();
    const answers = await Promise.all([signUp(testApp.app, body), signUp(testApp.app, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it.each([
    ['a password of 9 characters', { password: 'short-pw9' }],
    ['a password of 129 characters', { password: 'p'.repeat(129) }],
    ['an email without @', { email: 'lea.example.com' }],
    ['an email of 255 characters', { email: `${'a'.repeat(243)}@example.com` }],
    ['digits in a name', { firstName: 'L3a' }],
    ['markup in a name', { lastName: '<b>Martin</b>' }],
    ['a name of 51 letters', { lastName: 'M'.repeat(51) }],
    ['a name of spaces only', { firstName: '   ' }],
    ['a name of hyphens only', { firstName: '--' }],
    ['an unknown locale', { locale: 'de_DE' }],
    ['a list as password', { password: ['weekend-a-Biarritz', 'weekend-a-Nice'] }],
    ['an object as email', { email: { $ne: null } }],
  ])('answers 400 for %s', async (_case, overrides) => {
    const response = await signUp(testApp.app, signUpBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers 400, never 500, to bodies that are not a sign-up', async () => {
    for (const payload of ['', 'null', '[]', '"text"', '{', '{"email":', '42', '{"__proto__":{"admin":true}}']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/gateway/account/sign-up',
        headers: { 'content-type': 'application/json' },
        payload,
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('accepts a password of exactly 10 and of exactly 128 characters', async () => {
    for (const password of ['exactly-10', PASSWORD.repeat(6).slice(0, 128)]) {
      expect((await signUp(testApp.app, signUpBody({ password }))).statusCode).toBe(201);
    }
  });

  it.each([
    ['1234567890', 'PASSWORD_TOO_COMMON'],
    ['password12', 'PASSWORD_TOO_COMMON'],
    ['PassWord12', 'PASSWORD_TOO_COMMON'],
    ['  qwertyuiop  ', 'PASSWORD_TOO_COMMON'],
    ['1q2w3e4r5t', 'PASSWORD_TOO_COMMON'],
    ['iloveyou12', 'PASSWORD_TOO_COMMON'],
    ['azertyuiop', 'PASSWORD_TOO_COMMON'],
    ['motdepasse', 'PASSWORD_TOO_COMMON'],
    ['contraseña', 'PASSWORD_TOO_COMMON'],
    ['wachtwoord123', 'PASSWORD_TOO_COMMON'],
    [' '.repeat(10), 'PASSWORD_REPEATED'],
    ['\t \u00a0 \t \u00a0 \t ', 'PASSWORD_REPEATED'],
    ['aaaaaaaaaa', 'PASSWORD_REPEATED'],
    ['AaAaAaAaAaAa', 'PASSWORD_REPEATED'],
    ['1111111111', 'PASSWORD_REPEATED'],
  ])('refuses %j, too easy to guess: 400 %s, and no account', async (password, code) => {
    const body = signUpBody({ password });
    const response = await signUp(testApp.app, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.any(String), code });
    expect(response.headers['set-cookie']).toBeUndefined();
    // The email is still free.
    expect((await signUp(testApp.app, { ...body, password: PASSWORD })).statusCode).toBe(201);
  });

  it('refuses the email itself, in any case, or the name before its @, as the password', async () => {
    const email = freshEmail();
    const name = email.slice(0, email.indexOf('@'));
    for (const password of [email, email.toUpperCase(), ` ${email} `, name, name.toUpperCase()]) {
      const response = await signUp(testApp.app, signUpBody({ email, password }));
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('PASSWORD_IS_EMAIL');
    }
    // The same password is fine for someone else's account.
    expect((await signUp(testApp.app, signUpBody({ password: email }))).statusCode).toBe(201);
  });

  it('accepts a strong password, even one built on a common word', async () => {
    for (const password of ['Lavande en été à Biarritz', 'password12 pour Nice !', 'azertyuiop-Sète-2031']) {
      expect((await signUp(testApp.app, signUpBody({ password }))).statusCode).toBe(201);
    }
  });

  it('refuses a sign-up sent by another site’s page', async () => {
    const response = await signUp(testApp.app, signUpBody(), { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('OTHER_SITE');
    const crossSite = await signUp(testApp.app, signUpBody(), { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    const fromTheShop = await signUp(testApp.app, signUpBody(), {
      origin: 'http://localhost:3000',
      'sec-fetch-site': 'same-origin',
    });
    expect(fromTheShop.statusCode).toBe(201);
  });

  it('limits the sign-ups of one address', async () => {
    const address = freshAddress();
    const send = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/gateway/account/sign-up',
        payload: signUpBody({ password: 'too-short' }),
        remoteAddress: address,
      });
    for (let attempt = 0; attempt < ACCOUNT_RATE_LIMITS.signUp.max; attempt++)
      expect((await send()).statusCode).toBe(400);
    const over = await send();
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('signs the new customer in: /me answers with the cookie it set', async () => {
    const customer = await signedUpCustomer(testApp.app, { password: PASSWORD });
    const me = await accountCall(testApp.app, 'GET', '/gateway/account/me', { cookie: customer.cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      accountId: customer.accountId,
      email: customer.email,
      firstName: 'Élodie',
      lastName: "D'Argent",
    });
  });
});
