import type { WishlistItem } from '@escapade/shared-contracts/event-bus';
import { MAX_WISHLIST_ITEMS } from '../accounts/account-wishlists';
import { accountCall, freshAddress, signedUpCustomer } from '../accounts/account-test-client';
import { createTestApp, type TestApp } from '../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

function stay(id: number): WishlistItem {
  return {
    id: String(id),
    type: 'STAY',
    label: `Week-end détente n°${id}`,
    headwords: ['Spa', 'Dîner'],
    imageUrl: `http://localhost:3000/images/offer/${id}/640_360.jpg`,
    uri: `/sejour/${id}?flow=booking`,
    hotel: { label: 'Hôtel des Dunes', stars: 4 },
  };
}

function activity(id: number): WishlistItem {
  return {
    id: `A${id}`,
    type: 'ACTIVITY',
    label: `Balade en kayak ${id}`,
    imageUrl: `/images/activity/${id}.jpg`,
    uri: `/activite/${id}`,
  };
}

const ids = (items: WishlistItem[]) => items.map((item) => item.id);

function getWishlist(cookie?: string) {
  return accountCall(testApp.app, 'GET', '/gateway/account/wishlist', { cookie });
}

function putWishlist(cookie: string | undefined, payload: unknown) {
  return accountCall(testApp.app, 'PUT', '/gateway/account/wishlist', { cookie, payload });
}

function mergeWishlist(cookie: string | undefined, payload: unknown) {
  return accountCall(testApp.app, 'POST', '/gateway/account/wishlist/merge', { cookie, payload });
}

describe('GET and PUT /gateway/account/wishlist', () => {
  it('starts empty, then keeps the list it is given, for its own customer only', async () => {
    const customer = await signedUpCustomer(testApp.app);
    const other = await signedUpCustomer(testApp.app);
    expect((await getWishlist(customer.cookie)).json()).toEqual({ items: [] });

    const items = [stay(20039), activity(7), stay(20040)];
    const put = await putWishlist(customer.cookie, { items });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ items });
    const read = await getWishlist(customer.cookie);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.json()).toEqual({ items });

    expect((await getWishlist(other.cookie)).json()).toEqual({ items: [] });
    expect((await putWishlist(customer.cookie, { items: [activity(7)] })).json()).toEqual({ items: [activity(7)] });
    expect((await getWishlist(customer.cookie)).json()).toEqual({ items: [activity(7)] });
  });

  it('keeps each id once, at its first place, and drops fields a wishlist item does not have', async () => {
    const customer = await signedUpCustomer(testApp.app);
    const response = await putWishlist(customer.cookie, {
      items: [stay(1), { ...stay(2), price: 9900, note: 'x' }, { ...stay(1), label: 'Again' }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([stay(1), stay(2)]);
  });

  it.each([
    ['more than 100 items', { items: Array.from({ length: MAX_WISHLIST_ITEMS + 1 }, (_, index) => stay(index + 1)) }],
    ['a link to another site', { items: [{ ...stay(1), uri: '//evil.example/sejour/1' }] }],
    ['a javascript: link', { items: [{ ...stay(1), uri: 'javascript:alert(1)' }] }],
    ['a javascript: image', { items: [{ ...stay(1), imageUrl: 'javascript:alert(1)' }] }],
    ['an unknown type', { items: [{ ...stay(1), type: 'HOTEL' }] }],
    ['an empty id', { items: [{ ...stay(1), id: '' }] }],
    ['an id of 65 characters', { items: [{ ...stay(1), id: '9'.repeat(65) }] }],
    ['a label of 201 characters', { items: [{ ...stay(1), label: 'l'.repeat(201) }] }],
    ['11 headwords', { items: [{ ...stay(1), headwords: Array.from({ length: 11 }, () => 'Spa') }] }],
    ['6 stars', { items: [{ ...stay(1), hotel: { label: 'Palace', stars: 6 } }] }],
    ['an item without its link', { items: [{ ...stay(1), uri: undefined }] }],
    ['a control character in a label', { items: [{ ...stay(1), label: 'Spa\u0007' }] }],
    ['no items', {}],
    ['items that are not a list', { items: 'everything' }],
  ])('answers 400 for %s and keeps the list as it was', async (_case, payload) => {
    const customer = await signedUpCustomer(testApp.app);
    await putWishlist(customer.cookie, { items: [activity(3)] });
    const response = await putWishlist(customer.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect((await getWishlist(customer.cookie)).json()).toEqual({ items: [activity(3)] });
  });

  it('answers 400, never 500, to bodies that are not a wishlist', async () => {
    const customer = await signedUpCustomer(testApp.app);
    for (const url of ['/gateway/account/wishlist', '/gateway/account/wishlist/merge'])
      for (const payload of ['', 'null', '[]', '"text"', '{', '{"items":[{}]}', '{"items":[null]}', '3']) {
        const response = await testApp.app.inject({
          method: url.endsWith('merge') ? 'POST' : 'PUT',
          url,
          headers: { 'content-type': 'application/json', cookie: customer.cookie },
          payload,
          remoteAddress: freshAddress(),
        });
        expect(response.statusCode).toBe(400);
      }
  });

  it('answers 401 SIGNED_OUT without a session', async () => {
    expect((await getWishlist()).json()).toMatchObject({ statusCode: 401, code: 'SIGNED_OUT' });
    expect((await putWishlist(undefined, { items: [stay(1)] })).statusCode).toBe(401);
    expect((await mergeWishlist(undefined, { items: [stay(1)] })).statusCode).toBe(401);
  });
});

describe('POST /gateway/account/wishlist/merge', () => {
  it('answers the union: the account’s items first, then the new ones, each id once', async () => {
    const customer = await signedUpCustomer(testApp.app);
    await putWishlist(customer.cookie, { items: [stay(1), activity(2), stay(3)] });

    const response = await mergeWishlist(customer.cookie, {
      items: [stay(3), stay(4), { ...activity(2), label: 'Older copy' }, activity(5), stay(4)],
    });
    expect(response.statusCode).toBe(200);
    expect(ids(response.json().items)).toEqual(['1', 'A2', '3', '4', 'A5']);
    // The account's copy of an item it already had wins.
    expect(response.json().items[1]).toEqual(activity(2));
    expect((await getWishlist(customer.cookie)).json()).toEqual(response.json());
  });

  it('starts the list of an account that had none', async () => {
    const customer = await signedUpCustomer(testApp.app);
    const response = await mergeWishlist(customer.cookie, { items: [activity(9), stay(8)] });
    expect(response.json()).toEqual({ items: [activity(9), stay(8)] });
  });

  it('keeps at most 100 items, the account’s first', async () => {
    const customer = await signedUpCustomer(testApp.app);
    const kept = Array.from({ length: 80 }, (_, index) => stay(index + 1));
    await putWishlist(customer.cookie, { items: kept });
    // 10 already kept, 40 new: only the first 20 new ones fit.
    const browser = [...kept.slice(70), ...Array.from({ length: 40 }, (_, index) => activity(index + 1))];

    const merged = (await mergeWishlist(customer.cookie, { items: browser })).json().items as WishlistItem[];
    expect(merged).toHaveLength(MAX_WISHLIST_ITEMS);
    expect(ids(merged.slice(0, 80))).toEqual(ids(kept));
    expect(ids(merged.slice(80))).toEqual(Array.from({ length: 20 }, (_, index) => `A${index + 1}`));
    expect(new Set(ids(merged)).size).toBe(merged.length);
  });

  it('merges into the session’s account only', async () => {
    const customer = await signedUpCustomer(testApp.app);
    const other = await signedUpCustomer(testApp.app);
    await mergeWishlist(customer.cookie, { items: [stay(42)] });
    expect((await getWishlist(other.cookie)).json()).toEqual({ items: [] });
  });
});
