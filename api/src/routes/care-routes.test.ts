import { createHmac } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../test/test-app';
import { issueCareToken } from '../care/care-token';
import { CARE_TOKEN_SECRET_FILE } from '../care/care-token-secret';
import { ACCOUNT_AT_ADDRESS_RULE, ADDRESS_RULE } from '../care/sign-in-throttle';
import { CARE_SIGN_IN_FAILED, CARE_SIGN_IN_LOCKED } from './care-sign-in-route';

let testApp: TestApp;
let secret: string;
beforeAll(async () => {
  testApp = await createTestApp();
  secret = readFileSync(join(testApp.dataDir, CARE_TOKEN_SECRET_FILE), 'utf8');
});
afterAll(async () => {
  await testApp.close();
});

// Each test signs in from its own address, so one test's failures never lock another out.
let addressCounter = 0;
let address = '';
beforeEach(() => {
  addressCounter += 1;
  address = `192.0.2.${addressCounter}`;
});

function signIn(email: string, password: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/gateway/care/sign-in',
    payload: { email, password },
    remoteAddress: address,
  });
}

function session(token: string) {
  return testApp.app.inject({
    method: 'GET',
    url: '/gateway/care/session',
    headers: { authorization: `Bearer ${token}` },
  });
}

function signedWith(key: string, claims: unknown): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
}

describe('customer-care sign-in', () => {
  it('gives a demo operator a token that the session call accepts', async () => {
    const response = await signIn('agent@escapade.example', 'escapade-care');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { token, email, expiresAt } = response.json();
    expect(email).toBe('agent@escapade.example');
    const hours = (Date.parse(expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(7.9);
    expect(hours).toBeLessThanOrEqual(8);

    const answer = await session(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ email: 'agent@escapade.example', expiresAt });
  });

  it('answers 401 for a wrong password or an unknown operator', async () => {
    for (const [email, password] of [
      ['agent@escapade.example', 'nope'],
      ['someone@escapade.example', 'escapade-care'],
    ]) {
      const response = await signIn(email!, password!);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: CARE_SIGN_IN_FAILED });
    }
  });

  it('answers 400 when a field is missing', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/gateway/care/sign-in',
      payload: { email: 'agent@escapade.example' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("body must have required property 'password'");
  });

  it('makes an address wait after five wrong passwords, even for the right one, and lets the operator in from elsewhere', async () => {
    for (let attempt = 1; attempt <= ACCOUNT_AT_ADDRESS_RULE.freeFailures; attempt++)
      expect((await signIn('supervisor@escapade.example', `guess-${attempt}`)).statusCode).toBe(401);
    const sixth = await signIn('supervisor@escapade.example', 'escapade-care-lead');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: CARE_SIGN_IN_LOCKED });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThanOrEqual(60);
    // The operator, at the office's address, signs in; so does another operator.
    address = '198.51.100.7';
    expect((await signIn('supervisor@escapade.example', 'escapade-care-lead')).statusCode).toBe(200);
    expect((await signIn('agent@escapade.example', 'escapade-care')).statusCode).toBe(200);
  });

  it('refuses the right password sent with a burst of wrong ones, and issues no token', async () => {
    // Sent together: each is counted before its password is checked, so no burst outruns the count.
    const guesses = Array.from({ length: 40 }, (_, n) => signIn('agent@escapade.example', `guess-${n}`));
    const answers = await Promise.all([...guesses, signIn('agent@escapade.example', 'escapade-care')]);
    const right = answers.at(-1)!;
    expect(right.statusCode).toBe(429);
    expect(right.json()).not.toHaveProperty('token');
    expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(ACCOUNT_AT_ADDRESS_RULE.freeFailures);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(0);
  });

  it('stops one address guessing the passwords of many operators at once', async () => {
    const emails = Array.from({ length: 60 }, (_, n) => `operator-${n}@escapade.example`);
    const answers = await Promise.all(emails.map((email) => signIn(email, 'Summer2026!')));
    expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(ADDRESS_RULE.freeFailures);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(60 - ADDRESS_RULE.freeFailures);
  });
});

describe('GET /gateway/care/session', () => {
  it('keeps the signing key out of the source: a random one per install, readable by its owner only', () => {
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(testApp.dataDir, CARE_TOKEN_SECRET_FILE)).mode & 0o077).toBe(0);
  });

  it('answers 401 without a token, with a bad one or an expired one', async () => {
    const expired = issueCareToken('agent@escapade.example', Date.now() - 9 * 3_600_000, secret).token;
    for (const headers of [
      {},
      { authorization: 'Bearer not-a-token' },
      { authorization: `Bearer ${expired}` },
      { authorization: 'Basic abc' },
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url: '/gateway/care/session', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    }
  });

  it('answers 401 to forged tokens: the old default key, an unknown operator, an absurd expiry', async () => {
    const now = Date.now();
    const forged = [
      signedWith('escapade-local-care-token-secret', { email: 'agent@escapade.example', iat: now, exp: now + 60_000 }),
      signedWith(secret, { email: 'attacker@evil.example', iat: now, exp: now + 60_000 }),
      signedWith(secret, { email: 'agent@escapade.example', iat: now, exp: 1e300 }),
      signedWith(secret, { email: 'agent@escapade.example', exp: 1e300 }),
    ];
    for (const token of forged) {
      const response = await session(token);
      expect(response.statusCode).toBe(401);
    }
  });

  it('ends the sessions of an operator who is deactivated', async () => {
    address = '192.0.2.250';
    const { token } = (await signIn('agent@escapade.example', 'escapade-care')).json();
    expect((await session(token)).statusCode).toBe(200);
    const db = (await import('better-sqlite3')).default(join(testApp.dataDir, 'shop.sqlite'));
    db.prepare("UPDATE care_operators SET active = 0 WHERE email = 'agent@escapade.example'").run();
    db.close();
    expect((await session(token)).statusCode).toBe(401);
  });
});
