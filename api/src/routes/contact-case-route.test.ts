import { readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { issueCareToken } from '../care/care-token';
import { CARE_TOKEN_SECRET_FILE } from '../care/care-token-secret';
import { WRITE_RATE_LIMITS } from '../http/write-rate-limits';
import { freshAddress } from '../orders/purchase-fixtures';
import { RETURN_URL_MESSAGE } from '../service-desk/contact-case-request';
import { postJson, solvedCaptcha } from '../service-desk/service-desk-test-support';
import { createTestApp, type TestApp } from '../test/test-app';

let testApp: TestApp;
let shopStore: Database.Database;
beforeAll(async () => {
  testApp = await createTestApp();
  shopStore = new Database(path.join(testApp.dataDir, 'shop.sqlite'), { readonly: true });
});
afterAll(async () => {
  shopStore.close();
  await testApp.close();
});

/** Each case of a test carries its own email, so the rows a test reads are its own. */
let caseCount = 0;
function aCase(overrides: Record<string, unknown> = {}) {
  caseCount += 1;
  return {
    reason: 'modification',
    bookingNumber: '12345678',
    email: `lea.martin.${caseCount}@example.fr`,
    name: 'Léa Martin-D’Arcy',
    phone: '+33 (0)6 12-34-56-78',
    description: 'Je souhaite décaler mon séjour d’une semaine.',
    locale: 'fr_FR',
    returnUrl: '/contact',
    ...overrides,
  };
}

function postCase(body: unknown, options: { headers?: Record<string, string>; address?: string } = {}) {
  return postJson(testApp.app, '/api/contact/cases', body, options);
}

async function postSolved(body: Record<string, unknown>) {
  return postCase({ ...body, captcha: await solvedCaptcha(testApp.app) });
}

function casesOf(email: unknown) {
  return shopStore.prepare('SELECT * FROM contact_cases WHERE email = ? ORDER BY id').all(email) as Record<
    string,
    unknown
  >[];
}

describe('POST /api/contact/cases', () => {
  it('files a case with a solved captcha and sends the visitor back to the page with the thank-you ref', async () => {
    const body = aCase();
    const response = await postSolved(body);
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = response.json();
    expect(answer).toEqual({
      caseId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      returnUrl: '/contact?ref=contact_thank_you',
    });
    const [row] = casesOf(body.email);
    expect(row).toMatchObject({
      case_id: answer.caseId,
      reason: 'modification',
      request_type: 'Modification',
      request_subtype: null,
      booking_number: '12345678',
      name: 'Léa Martin-D’Arcy',
      phone: '+33 (0)6 12-34-56-78',
      description: 'Je souhaite décaler mon séjour d’une semaine.',
      organisation: 'Escapade',
      status: 'New',
      language: 'fr',
      point_of_sale: 'FR',
      locale: 'fr_FR',
      return_url: '/contact',
      care_operator: null,
    });
    expect(Math.abs(Date.parse(String(row!.created_at)) - Date.now())).toBeLessThan(60_000);
  });

  it.each([
    ['avv_info', 'Hotel Activity information request', null],
    ['booking_info', 'Information/request', null],
    ['emailconf', 'Information/request', 'Confirmation email'],
    ['modification', 'Modification', null],
    ['cancellation', 'Cancellation Request', null],
    ['complaint', 'Complaint', null],
    ['other', null, null],
  ])('files the reason %s under request type %s, subtype %s', async (reason, requestType, requestSubtype) => {
    const body = aCase({ reason });
    expect((await postSolved(body)).statusCode).toBe(201);
    expect(casesOf(body.email)).toEqual([
      expect.objectContaining({ reason, request_type: requestType, request_subtype: requestSubtype }),
    ]);
  });

  it('needs no booking number for a question about an offer, and ignores one sent', async () => {
    const without = aCase({ reason: 'avv_info', bookingNumber: undefined });
    const withGarbage = aCase({ reason: 'avv_info', bookingNumber: 'not mine' });
    for (const body of [without, withGarbage]) {
      expect((await postSolved(body)).statusCode).toBe(201);
      expect(casesOf(body.email)).toEqual([expect.objectContaining({ booking_number: null })]);
    }
  });

  it.each([
    ['nl_BE', '/nl/contact', 'nl', 'BE'],
    ['fr_BE', '/fr/contact', 'fr', 'BE'],
    ['es_ES', '/contact', 'es', 'ES'],
    ['it_IT', '/contact', 'it', 'IT'],
    ['nl_NL', '/contact', 'nl', 'NL'],
  ])('files a case written on %s with its language and point of sale', async (locale, returnUrl, language, pos) => {
    const body = aCase({ locale, returnUrl });
    const response = await postSolved(body);
    expect(response.json().returnUrl).toBe(`${returnUrl}?ref=contact_thank_you`);
    expect(casesOf(body.email)).toEqual([expect.objectContaining({ locale, language, point_of_sale: pos })]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a missing booking number', { bookingNumber: undefined }, 'body/bookingNumber: Mandatory field'],
    [
      'a booking number of 7 digits',
      { bookingNumber: '1234567' },
      'body/bookingNumber: Booking number is composed of 8 digits',
    ],
    [
      'a booking number with a letter',
      { bookingNumber: '1234567a' },
      'body/bookingNumber: Booking number is composed of 8 digits',
    ],
    ['an email without a domain', { email: 'lea.martin@' }, 'body/email: Email seems incorrect'],
    ['an email with a space', { email: 'lea martin@example.fr' }, 'body/email: Email seems incorrect'],
    ['an empty email', { email: '  ' }, 'body/email: Mandatory field'],
    ['a name with digits', { name: 'R2D2' }, 'body/name: Only text is expected'],
    ['an empty name', { name: '' }, 'body/name: Mandatory field'],
    ['a phone with letters', { phone: 'call me' }, 'body/phone: Phone number seems incorrect'],
    ['a phone without digits', { phone: '+ ( )' }, 'body/phone: Phone number seems incorrect'],
    ['a blank message', { description: ' \n ' }, 'body/description: Mandatory field'],
    [
      'several refused fields',
      { email: 'nope', phone: 'nope' },
      'body/email: Email seems incorrect, body/phone: Phone number seems incorrect',
    ],
    ['an unknown reason', { reason: 'refund' }, 'body/reason must be equal to one of the allowed values'],
    ['a name over 80 characters', { name: 'a'.repeat(81) }, 'body/name must NOT have more than 80 characters'],
    [
      'a message over 2000 characters',
      { description: 'a'.repeat(2001) },
      'body/description must NOT have more than 2000 characters',
    ],
    ['a phone over 30 characters', { phone: '0'.repeat(31) }, 'body/phone must NOT have more than 30 characters'],
    ['no email', { email: undefined }, "body must have required property 'email'"],
    ['an unknown locale', { locale: 'de_DE' }, 'body/locale must be equal to one of the allowed values'],
    ['a return address on another site', { returnUrl: 'https://elsewhere.example/contact' }, RETURN_URL_MESSAGE],
    ['a protocol-relative return address', { returnUrl: '//elsewhere.example' }, RETURN_URL_MESSAGE],
    [
      'a return address over 2048 characters',
      { returnUrl: `/${'a'.repeat(2048)}` },
      'body/returnUrl must NOT have more than 2048 characters',
    ],
  ])('refuses %s with a 400 naming the field, and files nothing', async (_name, overrides, message) => {
    const body = aCase(overrides);
    const response = await postSolved(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(casesOf(body.email)).toEqual([]);
  });

  it('checks the fields before the captcha, so a refused field does not spend the solved challenge', async () => {
    const captcha = await solvedCaptcha(testApp.app);
    const body = aCase();
    expect((await postCase({ ...body, bookingNumber: '123', captcha })).statusCode).toBe(400);
    expect((await postCase({ ...body, captcha })).statusCode).toBe(201);
  });
});

describe('the contact captcha', () => {
  it('is required: without one the case is refused with 403 CAPTCHA_REQUIRED', async () => {
    for (const captcha of [undefined, null]) {
      const body = aCase({ captcha });
      const response = await postCase(body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'CAPTCHA_REQUIRED' });
      expect(casesOf(body.email)).toEqual([]);
    }
  });

  it('refuses a captcha that is not a fresh solution with 403 CAPTCHA_INVALID, whatever its shape', async () => {
    const real = await solvedCaptcha(testApp.app);
    const garbage: unknown[] = [
      'solved',
      42,
      true,
      [],
      {},
      [real],
      { challenge: real.challenge },
      { solution: real.solution },
      { challenge: { ...real.challenge, signature: 'f'.repeat(64) }, solution: real.solution },
      { challenge: real.challenge, solution: { ...real.solution, counter: real.solution.counter + 1 } },
      { challenge: real.challenge, solution: { counter: 'Infinity', derivedKey: real.solution.derivedKey } },
      {
        challenge: {
          parameters: { ...real.challenge.parameters, keyPrefix: '0' },
          signature: real.challenge.signature,
        },
        solution: real.solution,
      },
      { challenge: { parameters: 'x'.repeat(3000), signature: real.challenge.signature }, solution: real.solution },
    ];
    for (const captcha of garbage) {
      const body = aCase({ captcha });
      const response = await postCase(body);
      expect([JSON.stringify(captcha).slice(0, 60), response.statusCode, response.json().message]).toEqual([
        JSON.stringify(captcha).slice(0, 60),
        403,
        'CAPTCHA_INVALID',
      ]);
      expect(casesOf(body.email)).toEqual([]);
    }
    // None of those spent the real solution.
    expect((await postCase(aCase({ captcha: real }))).statusCode).toBe(201);
  });

  it('accepts a solved challenge for one case only', async () => {
    const captcha = await solvedCaptcha(testApp.app);
    expect((await postCase(aCase({ captcha }))).statusCode).toBe(201);
    const again = aCase({ captcha });
    const response = await postCase(again);
    expect([response.statusCode, response.json().message]).toEqual([403, 'CAPTCHA_INVALID']);
    expect(casesOf(again.email)).toEqual([]);
  });

  it('is skipped for a customer-care operator signed in, and the case names them', async () => {
    const signIn = await postJson(testApp.app, '/gateway/care/sign-in', {
      email: 'agent@escapade.example',
      password: 'escapade-care',
    });
    const { token } = signIn.json();
    const body = aCase();
    const response = await postCase(body, { headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(201);
    expect(casesOf(body.email)).toEqual([expect.objectContaining({ care_operator: 'agent@escapade.example' })]);
  });

  it('is not skipped for a token that is not a live operator’s', async () => {
    const secret = readFileSync(path.join(testApp.dataDir, CARE_TOKEN_SECRET_FILE), 'utf8');
    const unknownOperator = issueCareToken('nobody@escapade.example', Date.now(), secret).token;
    const otherKey = issueCareToken('agent@escapade.example', Date.now(), 'x'.repeat(32)).token;
    const expired = issueCareToken('agent@escapade.example', Date.now() - 9 * 3_600_000, secret).token;
    for (const authorization of [
      `Bearer ${unknownOperator}`,
      `Bearer ${otherKey}`,
      `Bearer ${expired}`,
      'Bearer x',
      'Basic abc',
    ]) {
      const body = aCase();
      const response = await postCase(body, { headers: { authorization } });
      expect([authorization.slice(0, 12), response.statusCode, response.json().message]).toEqual([
        authorization.slice(0, 12),
        403,
        'CAPTCHA_REQUIRED',
      ]);
      expect(casesOf(body.email)).toEqual([]);
    }
  });
});

describe('who may file contact cases', () => {
  it('refuses a case sent by another site’s page with 403 OTHER_SITE', async () => {
    const otherSites: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://elsewhere.example' },
    ];
    for (const headers of otherSites) {
      const body = aCase();
      const response = await postCase({ ...body, captcha: await solvedCaptcha(testApp.app) }, { headers });
      expect([response.statusCode, response.json().message]).toEqual([403, 'OTHER_SITE']);
      expect(casesOf(body.email)).toEqual([]);
    }
    const fromTheShop = await postCase(
      { ...aCase(), captcha: await solvedCaptcha(testApp.app) },
      { headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' } },
    );
    expect(fromTheShop.statusCode).toBe(201);
  });

  it('limits the cases of one address per minute (429 with Retry-After)', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < WRITE_RATE_LIMITS.contact.max; i++)
      statuses.push((await postCase(aCase({ bookingNumber: '1' }), { address })).statusCode);
    expect(new Set(statuses)).toEqual(new Set([400]));
    const limited = await postCase(aCase(), { address });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
