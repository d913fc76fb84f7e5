import { act, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { WishlistItem } from '@escapade/shared-contracts/event-bus';
import { DEFAULT_FLAGS } from '@escapade/shared-contracts/lifecycle';
import { renderInShell } from '../../../test/render-in-shell';
import { setupShellApi } from '../../../test/shell-api';
import { WISHLIST_STORAGE_KEYS } from '../utils/wishlist-storage';
import { WishlistProvider } from './wishlist-provider';

const api = setupShellApi('http://api.test');
const MERGE = '/gateway/account/wishlist/merge';
const WISHLIST = '/gateway/account/wishlist';
const WITH_ACCOUNTS = { ...DEFAULT_FLAGS, customerAccount: true };
/** The readable cookie the api sets beside the access token while a customer is signed in. */
const ACCOUNT_ID_COOKIE = 'escapade_account_id';

const stay = (id: string): WishlistItem => ({
  id,
  type: 'STAY',
  label: `Séjour ${id}`,
  imageUrl: `/images/hotel/${id}.svg`,
  uri: `/sejour/${id}`,
  hotel: { label: 'Mas des Oliviers' },
});
const activity = (id: string): WishlistItem => ({
  id,
  type: 'ACTIVITY',
  label: `Activité ${id}`,
  imageUrl: `/images/activity/${id}.svg`,
  uri: `/activite/${id}`,
});

beforeEach(() => {
  localStorage.clear();
  document.cookie = `${ACCOUNT_ID_COOKIE}=; path=/; max-age=0`;
});

function keepLocally(items: WishlistItem[]) {
  localStorage.setItem(WISHLIST_STORAGE_KEYS.STAY, JSON.stringify(items.filter((item) => item.type === 'STAY')));
  localStorage.setItem(
    WISHLIST_STORAGE_KEYS.ACTIVITY,
    JSON.stringify(items.filter((item) => item.type === 'ACTIVITY')),
  );
}

function storedIds(type: keyof typeof WISHLIST_STORAGE_KEYS): string[] {
  return (JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEYS[type]) ?? '[]') as WishlistItem[]).map(
    (item) => item.id,
  );
}

/** The frame's wishlist on a page; `announced()` is the last list of ids the shell told the cards. */
function renderWishlist(options: Parameters<typeof renderInShell>[1] = {}) {
  const view = renderInShell(
    <WishlistProvider>
      <p>page</p>
    </WishlistProvider>,
    { flags: WITH_ACCOUNTS, ...options },
  );
  const { bus } = view.environment;
  return {
    ...view,
    announced: () => bus.last('wishlist:changed')?.ids,
    toggle: (item: WishlistItem) => act(() => bus.emit('wishlist:toggle', item)),
  };
}

describe('wishlist kept on the account', () => {
  it('joins the page’s items to the account’s at start and takes the answer, in the browser too', async () => {
    keepLocally([stay('1'), activity('9')]);
    document.cookie = `${ACCOUNT_ID_COOKIE}=acc-42; path=/`;
    api.answer({ [MERGE]: { items: [stay('7'), stay('1'), activity('9')] } });
    const { announced } = renderWishlist();

    await waitFor(() => expect(announced()).toEqual(['7', '1', '9']));
    expect(api.mock.bodiesOf('POST', MERGE)).toEqual([{ items: [stay('1'), activity('9')] }]);
    expect(storedIds('STAY')).toEqual(['7', '1']);
    expect(storedIds('ACTIVITY')).toEqual(['9']);
  });

  it('puts the whole list on the account after each change', async () => {
    document.cookie = `${ACCOUNT_ID_COOKIE}=acc-42; path=/`;
    api.answer({
      [MERGE]: { items: [stay('7')] },
      [WISHLIST]: (request: Request) =>
        request.method === 'PUT' ? new HttpResponse(null, { status: 204 }) : new HttpResponse(null, { status: 405 }),
    });
    const { announced, toggle } = renderWishlist();
    await waitFor(() => expect(announced()).toEqual(['7']));

    toggle(activity('3'));
    await waitFor(() => expect(api.mock.bodiesOf('PUT', WISHLIST)).toHaveLength(1));
    expect(api.mock.bodiesOf('PUT', WISHLIST)[0]).toEqual({ items: [stay('7'), activity('3')] });

    toggle(stay('7'));
    await waitFor(() => expect(api.mock.bodiesOf('PUT', WISHLIST)).toHaveLength(2));
    expect(api.mock.bodiesOf('PUT', WISHLIST)[1]).toEqual({ items: [activity('3')] });
  });

  it('plays again on the account’s list a change made while it was on its way', async () => {
    keepLocally([stay('1')]);
    document.cookie = `${ACCOUNT_ID_COOKIE}=acc-42; path=/`;
    let answerMerge: () => void = () => {};
    api.answer({
      [MERGE]: () =>
        new Promise<Response>((resolve) => {
          answerMerge = () => resolve(HttpResponse.json({ items: [stay('7'), stay('1')] }));
        }),
      [WISHLIST]: () => new HttpResponse(null, { status: 204 }),
    });
    const { announced, toggle } = renderWishlist();
    await waitFor(() => expect(api.mock.requestsTo(MERGE)).toHaveLength(1));

    toggle(stay('1'));
    expect(api.mock.requestsTo(WISHLIST)).toHaveLength(0);
    act(() => answerMerge());

    await waitFor(() => expect(api.mock.bodiesOf('PUT', WISHLIST)).toEqual([{ items: [stay('7')] }]));
    expect(announced()).toEqual(['7']);
  });

  it('keeps the page’s list and reports when the account cannot be reached, without overwriting it later', async () => {
    keepLocally([stay('1')]);
    document.cookie = `${ACCOUNT_ID_COOKIE}=acc-42; path=/`;
    api.answer({ [MERGE]: () => HttpResponse.json({ statusCode: 503, error: 'Unavailable' }, { status: 503 }) });
    const { announced, toggle, environment } = renderWishlist();

    await waitFor(() => expect(environment.reportError).toHaveBeenCalledWith(expect.any(Error), 'wishlist-sync'));
    expect(announced()).toEqual(['1']);
    toggle(stay('2'));
    expect(announced()).toEqual(['2', '1']);
    expect(storedIds('STAY')).toEqual(['2', '1']);
    expect(api.mock.requestsTo(WISHLIST)).toHaveLength(0);
  });

  it('keeps the page’s list when a change cannot be put, and says nothing of a sign-in that ended', async () => {
    document.cookie = `${ACCOUNT_ID_COOKIE}=acc-42; path=/`;
    api.answer({
      [MERGE]: { items: [] },
      [WISHLIST]: () => HttpResponse.json({ statusCode: 401, error: 'Unauthorized' }, { status: 401 }),
    });
    const { announced, toggle, environment } = renderWishlist();
    await waitFor(() => expect(api.mock.requestsTo(MERGE)).toHaveLength(1));
    await waitFor(() => expect(announced()).toEqual([]));

    toggle(stay('4'));
    await waitFor(() => expect(api.mock.requestsTo(WISHLIST)).toHaveLength(1));
    expect(announced()).toEqual(['4']);
    toggle(stay('5'));
    expect(announced()).toEqual(['5', '4']);
    expect(api.mock.requestsTo(WISHLIST)).toHaveLength(1);
    expect(environment.reportError).not.toHaveBeenCalled();
  });

  it('stays in the browser for a visitor, or while the customer account toggle is off', async () => {
    keepLocally([stay('1')]);
    const visitor = renderWishlist();
    visitor.toggle(stay('2'));
    expect(visitor.announced()).toEqual(['2', '1']);
    visitor.unmount();

    document.cookie = `${ACCOUNT_ID_COOKIE}=acc-42; path=/`;
    const withoutAccounts = renderWishlist({ flags: DEFAULT_FLAGS });
    withoutAccounts.toggle(stay('3'));
    expect(withoutAccounts.announced()).toEqual(['3', '2', '1']);
    expect(api.mock.requests).toHaveLength(0);
  });
});
