import { cookieAttributes, freshAddress, setCookieFor } from '../accounts/account-test-client';
import {
  beneficiaryCookieOf,
  beneficiaryGet,
  beneficiaryOf,
  boxItems,
  createBeneficiaryTestApp,
  digitalBox,
  giftStayItems,
  giftableStay,
  login,
  paidGiftCode,
  type BeneficiaryTestApp,
} from '../beneficiaries/beneficiary-test-fixtures';
import { BENEFICIARY_COOKIE } from '../beneficiaries/beneficiary-sessions';
import { GIFT_CODE_FAILURE_LIMIT } from '../beneficiaries/gift-code-throttle';
import { giftPrice } from '../pricing/stay-price';
import { addDaysIso } from '../pricing/dates';

let api: BeneficiaryTestApp;
beforeAll(async () => {
  api = await createBeneficiaryTestApp();
});
afterAll(async () => {
  await api.close();
});

const session = (cookie?: string) => beneficiaryGet(api.app, '/gateway/beneficiary/session', cookie);

/** A well-formed code no gift has (issued codes are random: this one is not among the few of a test run). */
const UNKNOWN_CODE = 'ZZZZ-ZZZZ-ZZZ2';

describe('POST /gateway/beneficiary/login', () => {
  it('opens a two-hour session of a gift box code and answers what it gives', async () => {
    const box = digitalBox(api.catalogue);
    const code = await paidGiftCode(api.app, boxItems(box.code));
    const response = await login(api.app, code);

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const voucher = response.json().voucher;
    expect(voucher).toEqual({
      kind: 'box',
      title: box.labels.fr,
      boxCode: box.code,
      offerId: null,
      nights: box.nights,
      people: box.people,
      amount: box.price,
      validUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const cookie = cookieAttributes(setCookieFor(response, BENEFICIARY_COOKIE)!);
    expect(cookie).toMatchObject({ httponly: '', samesite: 'Lax', path: '/', 'max-age': '7200' });
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const opened = await session(beneficiaryCookieOf(response));
    expect([opened.statusCode, opened.json()]).toEqual([200, { voucher }]);
  });

  it('reads a gift stay code typed in lower case, with spaces or without hyphens', async () => {
    const row = giftableStay(api.catalogue, 1);
    const code = await paidGiftCode(api.app, giftStayItems(row.offer.id, 1));
    for (const typed of [code.toLowerCase(), ` ${code.replace(/-/g, ' ')} `, code.replace(/-/g, '')]) {
      const response = await login(api.app, typed);
      expect(response.statusCode).toBe(200);
      expect(response.json().voucher).toMatchObject({
        kind: 'singleVoucher',
        title: row.offer.labels.fr,
        boxCode: null,
        offerId: row.offer.id,
        nights: 1,
        people: 2,
        amount: giftPrice(row.offer, 1).sellPrice,
      });
    }
  });

  it('answers 400 to a code that cannot be one, without a cookie', async () => {
    for (const typed of ['ABCD-EFGH-JKL', 'ABCD-EFGH-JKLO', 'ABCD-EFGH-JKL1', 'ABCD-EFGH-JKLMN', 'ÀBCD-EFGH-JKLM']) {
      const response = await login(api.app, typed);
      expect([response.statusCode, response.json().code]).toEqual([400, 'GIFT_CODE_MALFORMED']);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    for (const body of ['', 'x'.repeat(41), 12]) expect((await login(api.app, body)).statusCode).toBe(400);
  });

  it('answers 404 GIFT_CODE_UNKNOWN to a code no gift has', async () => {
    const response = await login(api.app, UNKNOWN_CODE);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'GIFT_CODE_UNKNOWN', message: 'No gift has this code' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers 410 GIFT_CODE_EXPIRED once the gift is past its validity, and ends its sessions', async () => {
    const { code, cookie } = await beneficiaryOf(api.app, boxItems(digitalBox(api.catalogue).code));
    expect((await session(cookie)).statusCode).toBe(200);
    const yesterday = addDaysIso(api.catalogue.todayIso(), -1);
    await api.store.db.updateTable('gift_vouchers').set({ valid_until: yesterday }).where('code', '=', code).execute();

    const response = await login(api.app, code);
    expect([response.statusCode, response.json().code]).toEqual([410, 'GIFT_CODE_EXPIRED']);
    const over = await session(cookie);
    expect([over.statusCode, over.json().code]).toEqual([401, 'NO_GIFT_SESSION']);
  });

  it('refuses an address that typed too many unknown codes, even a right code, for a while', async () => {
    const code = await paidGiftCode(api.app, boxItems(digitalBox(api.catalogue).code));
    const address = freshAddress();
    for (let attempt = 0; attempt < GIFT_CODE_FAILURE_LIMIT; attempt++) {
      expect((await login(api.app, UNKNOWN_CODE, { address })).statusCode).toBe(404);
    }
    const refused = await login(api.app, code, { address });
    expect([refused.statusCode, refused.json().code]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Another address is not held back.
    expect((await login(api.app, code)).statusCode).toBe(200);
  });

  it('does not count malformed or expired codes as guesses', async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < GIFT_CODE_FAILURE_LIMIT + 2; attempt++) {
      expect((await login(api.app, 'not a code', { address })).statusCode).toBe(400);
    }
    const code = await paidGiftCode(api.app, boxItems(digitalBox(api.catalogue).code));
    expect((await login(api.app, code, { address })).statusCode).toBe(200);
  });

  it('answers 403 OTHER_SITE when a browser says another site’s page sent it', async () => {
    const code = await paidGiftCode(api.app, boxItems(digitalBox(api.catalogue).code));
    const otherSites: Record<string, string>[] = [
      { origin: 'https://gifts.example.com' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of otherSites) {
      const response = await login(api.app, code, { headers });
      expect([response.statusCode, response.json().code]).toEqual([403, 'OTHER_SITE']);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect((await login(api.app, code, { headers: { origin: 'http://localhost:3000' } })).statusCode).toBe(200);
  });

  it('ends the session the browser held for a previous code', async () => {
    const first = await beneficiaryOf(api.app, boxItems(digitalBox(api.catalogue).code));
    const second = await paidGiftCode(api.app, giftStayItems(giftableStay(api.catalogue, 1).offer.id, 1));
    const response = await api.app.inject({
      method: 'POST',
      url: '/gateway/beneficiary/login',
      payload: { code: second },
      headers: { cookie: first.cookie },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(200);
    expect((await session(first.cookie)).statusCode).toBe(401);
    expect((await session(beneficiaryCookieOf(response))).json().voucher.kind).toBe('singleVoucher');
  });
});

describe('GET /gateway/beneficiary/session and POST /gateway/beneficiary/sign-out', () => {
  it('answers 401 without a session, and tells a browser with a stale cookie to forget it', async () => {
    const none = await session();
    expect([none.statusCode, none.json().code]).toEqual([401, 'NO_GIFT_SESSION']);
    expect(none.headers['set-cookie']).toBeUndefined();
    const stale = await session(`${BENEFICIARY_COOKIE}=${'A'.repeat(43)}`);
    expect(stale.statusCode).toBe(401);
    expect(cookieAttributes(setCookieFor(stale, BENEFICIARY_COOKIE)!)).toMatchObject({ value: '', 'max-age': '0' });
  });

  it('signs out: 204, the cookie cleared and the session over', async () => {
    const { cookie } = await beneficiaryOf(api.app, boxItems(digitalBox(api.catalogue).code));
    const response = await api.app.inject({
      method: 'POST',
      url: '/gateway/beneficiary/sign-out',
      headers: { cookie },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(204);
    expect(cookieAttributes(setCookieFor(response, BENEFICIARY_COOKIE)!)).toMatchObject({ value: '', 'max-age': '0' });
    expect((await session(cookie)).statusCode).toBe(401);
  });
});
