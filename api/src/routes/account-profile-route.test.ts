import { accountCall, freshAddress, signedUpCustomer, type SignedUpCustomer } from '../accounts/account-test-client';
import { createTestApp, type TestApp } from '../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const PROFILE = {
  civility: 'MRS',
  firstName: 'Anne-Sophie',
  lastName: "L'Hôte",
  phoneNumber: '+33 (0)6 12.34.56-78',
  addressLine: '12 rue des Lilas, bâtiment B',
  postalCode: '75011',
  city: 'Paris',
  country: 'FR',
};

function getProfile(cookie?: string) {
  return accountCall(testApp.app, 'GET', '/gateway/account/profile', { cookie });
}

function putProfile(cookie: string | undefined, payload: unknown) {
  return accountCall(testApp.app, 'PUT', '/gateway/account/profile', { cookie, payload });
}

describe('GET /gateway/account/me and /gateway/account/profile', () => {
  it('answer 401 SIGNED_OUT without a cookie', async () => {
    for (const url of ['/gateway/account/me', '/gateway/account/profile']) {
      const response = await accountCall(testApp.app, 'GET', url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, code: 'SIGNED_OUT' });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('answer the signed-in customer, with the fields not filled yet empty', async () => {
    const customer = await signedUpCustomer(testApp.app, { firstName: 'Giulia', lastName: 'Rossi', locale: 'it_IT' });
    const me = await accountCall(testApp.app, 'GET', '/gateway/account/me', { cookie: customer.cookie });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.json()).toEqual({
      accountId: customer.accountId,
      email: customer.email,
      firstName: 'Giulia',
      lastName: 'Rossi',
    });

    const profile = await getProfile(customer.cookie);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual({
      email: customer.email,
      civility: '',
      firstName: 'Giulia',
      lastName: 'Rossi',
      phoneNumber: '',
      addressLine: '',
      postalCode: '',
      city: '',
      country: '',
    });
  });
});

describe('PUT /gateway/account/profile', () => {
  it('keeps the profile, tidied, and answers it as kept', async () => {
    const customer = await signedUpCustomer(testApp.app);
    const response = await putProfile(customer.cookie, {
      ...PROFILE,
      firstName: '  Anne-Sophie ',
      addressLine: '12  rue des Lilas,   bâtiment B ',
      postalCode: 'sw1a 1aa',
      country: 'gb',
    });
    expect(response.statusCode).toBe(200);
    const expected = { ...PROFILE, email: customer.email, postalCode: 'SW1A 1AA', country: 'GB' };
    expect(response.json()).toEqual(expected);
    expect((await getProfile(customer.cookie)).json()).toEqual(expected);
    const me = await accountCall(testApp.app, 'GET', '/gateway/account/me', { cookie: customer.cookie });
    expect(me.json()).toMatchObject({ firstName: 'Anne-Sophie', lastName: "L'Hôte" });
  });

  it('accepts empty optional fields and keeps the email, which is the sign-in name', async () => {
    const customer = await signedUpCustomer(testApp.app);
    const response = await putProfile(customer.cookie, {
      ...PROFILE,
      email: 'someone.else@example.com',
      civility: '',
      phoneNumber: '',
      addressLine: '',
      postalCode: '',
      city: '',
      country: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: customer.email, civility: '', phoneNumber: '', country: '' });
  });

  it('shows each customer their own profile only', async () => {
    const anna: SignedUpCustomer = await signedUpCustomer(testApp.app, { firstName: 'Anna', lastName: 'de Vries' });
    const bram: SignedUpCustomer = await signedUpCustomer(testApp.app, { firstName: 'Bram', lastName: 'Janssens' });
    await putProfile(anna.cookie, { ...PROFILE, firstName: 'Anna', lastName: 'de Vries', city: 'Utrecht' });

    const seenByBram = (await getProfile(bram.cookie)).json();
    expect(seenByBram).toMatchObject({ email: bram.email, firstName: 'Bram', city: '' });
    expect(JSON.stringify(seenByBram)).not.toContain('Utrecht');

    // An account id in the request changes nothing: the session's account is the only one.
    const bramWithAnnasId = `${bram.cookie.split(';')[0]}; escapade_account_id=${anna.accountId}`;
    expect((await getProfile(bramWithAnnasId)).json().email).toBe(bram.email);
    await putProfile(bramWithAnnasId, { ...PROFILE, firstName: 'Bram', lastName: 'Janssens', city: 'Gent' });
    expect((await getProfile(anna.cookie)).json()).toMatchObject({ firstName: 'Anna', city: 'Utrecht' });
    expect((await getProfile(bram.cookie)).json()).toMatchObject({ firstName: 'Bram', city: 'Gent' });
  });

  it.each([
    ['digits in the first name', { firstName: 'Anne2' }],
    ['an empty last name', { lastName: '' }],
    ['a last name of 51 letters', { lastName: 'L'.repeat(51) }],
    ['letters in the phone number', { phoneNumber: '06 12 AB 56 78' }],
    ['a phone number of 5 characters', { phoneNumber: '06 12' }],
    ['a phone number of 21 characters', { phoneNumber: '+33 6 12 34 56 78 9 0' }],
    ['an unknown civility', { civility: 'DR' }],
    ['a country of three letters', { country: 'FRA' }],
    ['digits as the country', { country: '33' }],
    ['a postal code of 21 characters', { postalCode: '7'.repeat(21) }],
    ['punctuation in the postal code', { postalCode: '75011;' }],
    ['an address of 121 characters', { addressLine: 'a'.repeat(121) }],
    ['a control character in the city', { city: 'Pa\u0000ris' }],
    ['a city of 61 characters', { city: 'c'.repeat(61) }],
    ['a missing field', { city: undefined }],
    ['an object as the city', { city: { name: 'Paris' } }],
  ])('answers 400 for %s and keeps the profile as it was', async (_case, changes) => {
    const customer = await signedUpCustomer(testApp.app);
    const response = await putProfile(customer.cookie, { ...PROFILE, ...changes });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
    expect((await getProfile(customer.cookie)).json().phoneNumber).toBe('');
  });

  it('answers 400, never 500, to bodies that are not a profile', async () => {
    const customer = await signedUpCustomer(testApp.app);
    for (const payload of ['', 'null', '[]', '"text"', '{', '{"civility":', '7']) {
      const response = await testApp.app.inject({
        method: 'PUT',
        url: '/gateway/account/profile',
        headers: { 'content-type': 'application/json', cookie: customer.cookie },
        payload,
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('answers 401 SIGNED_OUT without a session, before looking at the body', async () => {
    for (const payload of [PROFILE, { nonsense: true }]) {
      const response = await putProfile(undefined, payload);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('SIGNED_OUT');
    }
  });
});
