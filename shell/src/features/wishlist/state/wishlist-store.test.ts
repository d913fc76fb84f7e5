import { createEventBus, type WishlistItem } from '@escapade/shared-contracts/event-bus';
import { WISHLIST_STORAGE_KEYS, readWishlist, wishlistItemSchema } from '../utils/wishlist-storage';
import { createWishlistStore } from './wishlist-store';

const stay = (id: string): WishlistItem => ({
  id,
  type: 'STAY',
  label: `Séjour ${id}`,
  imageUrl: `/images/hotel/${id}.svg`,
  uri: `/sejour/${id}`,
  hotel: { label: 'Hôtel', stars: 4 },
});
const activity = (id: string): WishlistItem => ({
  id,
  type: 'ACTIVITY',
  label: `Activité ${id}`,
  imageUrl: `/images/activity/${id}.svg`,
  uri: `/activite/${id}`,
});

beforeEach(() => localStorage.clear());

function setUp() {
  const bus = createEventBus();
  const changes: string[][] = [];
  bus.on('wishlist:changed', ({ ids }) => changes.push(ids));
  const wishlist = createWishlistStore({ bus, storage: localStorage });
  const disconnect = wishlist.connect();
  return { bus, wishlist, changes, disconnect, state: () => wishlist.store.get(wishlist.wishlistAtom) };
}

describe('wishlist store', () => {
  it('announces the kept ids at start, also to cards that subscribe later', () => {
    localStorage.setItem(WISHLIST_STORAGE_KEYS.STAY, JSON.stringify([stay('1')]));
    localStorage.setItem(WISHLIST_STORAGE_KEYS.ACTIVITY, JSON.stringify([activity('9')]));
    const { bus, changes } = setUp();
    expect(changes).toEqual([['1', '9']]);

    const late: string[][] = [];
    bus.on('wishlist:changed', ({ ids }) => late.push(ids));
    expect(late).toEqual([['1', '9']]);
  });

  it('adds an absent item on wishlist:toggle and removes it on the next one', () => {
    const { bus, changes, state } = setUp();
    bus.emit('wishlist:toggle', stay('1'));
    bus.emit('wishlist:toggle', stay('2'));
    expect(state().stays.map((item) => item.id)).toEqual(['2', '1']);
    bus.emit('wishlist:toggle', stay('1'));
    expect(state().stays.map((item) => item.id)).toEqual(['2']);
    expect(changes).toEqual([[], ['1'], ['2', '1'], ['2']]);
  });

  it('keeps stays and activities apart, each under its own storage key', () => {
    const { bus, state } = setUp();
    bus.emit('wishlist:toggle', stay('5'));
    bus.emit('wishlist:toggle', activity('5'));
    expect(state().stays).toHaveLength(1);
    expect(state().activities).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('escapade.wishlist.stays')!)).toEqual([stay('5')]);
    expect(JSON.parse(localStorage.getItem('escapade.wishlist.activities')!)).toEqual([activity('5')]);
  });

  it('finds the same list again on the next page load', () => {
    const first = setUp();
    first.bus.emit('wishlist:toggle', stay('3'));
    first.disconnect();
    const next = setUp();
    expect(next.state().stays).toEqual([stay('3')]);
    expect(next.changes).toEqual([['3']]);
  });

  it('removes one item and tells the cards', () => {
    const { bus, wishlist, changes, state } = setUp();
    bus.emit('wishlist:toggle', stay('1'));
    wishlist.remove('STAY', '1');
    expect(state().stays).toEqual([]);
    expect(changes.at(-1)).toEqual([]);
    expect(localStorage.getItem(WISHLIST_STORAGE_KEYS.STAY)).toBe('[]');
  });

  it('stops listening when disconnected', () => {
    const { bus, disconnect, state } = setUp();
    disconnect();
    bus.emit('wishlist:toggle', stay('1'));
    expect(state().stays).toEqual([]);
  });

  it('follows changes made in another tab', () => {
    const { changes, state } = setUp();
    localStorage.setItem(WISHLIST_STORAGE_KEYS.STAY, JSON.stringify([stay('8')]));
    window.dispatchEvent(new StorageEvent('storage', { key: WISHLIST_STORAGE_KEYS.STAY }));
    expect(state().stays).toEqual([stay('8')]);
    expect(changes.at(-1)).toEqual(['8']);
    window.dispatchEvent(new StorageEvent('storage', { key: 'something.else' }));
    expect(changes).toHaveLength(2);
  });

  it('works without storage', () => {
    const bus = createEventBus();
    const wishlist = createWishlistStore({ bus, storage: null });
    wishlist.connect();
    bus.emit('wishlist:toggle', stay('1'));
    expect(wishlist.store.get(wishlist.wishlistAtom).stays).toHaveLength(1);
  });
});

describe('wishlist storage', () => {
  it('drops garbage, other types and links that leave the shop', () => {
    localStorage.setItem(
      WISHLIST_STORAGE_KEYS.STAY,
      JSON.stringify([
        stay('1'),
        activity('2'),
        { id: 3 },
        { ...stay('4'), uri: 'javascript:alert(1)' },
        { ...stay('5'), uri: '//evil.test/x' },
        null,
      ]),
    );
    expect(readWishlist(localStorage, 'STAY')).toEqual([stay('1')]);
    localStorage.setItem(WISHLIST_STORAGE_KEYS.STAY, '{not json');
    expect(readWishlist(localStorage, 'STAY')).toEqual([]);
  });

  it('accepts items with or without a hotel', () => {
    expect(wishlistItemSchema.safeParse(activity('1')).success).toBe(true);
    expect(wishlistItemSchema.safeParse(stay('1')).success).toBe(true);
    expect(wishlistItemSchema.safeParse({ ...stay('1'), hotel: { stars: 3 } }).success).toBe(false);
  });
});
