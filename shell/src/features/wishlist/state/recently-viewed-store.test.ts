import { createEventBus, type RecentlyViewed, type WishlistItem } from '@escapade/shared-contracts/event-bus';
import {
  RECENTLY_VIEWED_CAP,
  RECENTLY_VIEWED_STORAGE_KEYS,
  connectRecentlyViewed,
  withViewed,
} from './recently-viewed-store';

const item = (id: number, type: WishlistItem['type'] = 'STAY'): WishlistItem => ({
  id: String(id),
  type,
  label: `Offre ${id}`,
  imageUrl: `/images/hotel/${id}.svg`,
  uri: `/sejour/${id}`,
});

describe('recently viewed products', () => {
  beforeEach(() => window.localStorage.clear());

  it('puts the latest first, once, and forgets beyond the cap', () => {
    let list: WishlistItem[] = [];
    for (let id = 1; id <= RECENTLY_VIEWED_CAP + 2; id += 1) list = withViewed(list, item(id));
    expect(list).toHaveLength(RECENTLY_VIEWED_CAP);
    expect(list[0]?.id).toBe(String(RECENTLY_VIEWED_CAP + 2));
    list = withViewed(list, item(5));
    expect(list.map((kept) => kept.id).filter((id) => id === '5')).toEqual(['5']);
    expect(list[0]?.id).toBe('5');
  });

  it('keeps stays and activities apart in the browser and announces both lists on the bus', () => {
    const bus = createEventBus();
    const announced: RecentlyViewed[] = [];
    bus.on('recentlyViewed:changed', (lists) => announced.push(lists));
    const stop = connectRecentlyViewed({ bus, storage: window.localStorage });
    expect(announced).toEqual([{ stays: [], activities: [] }]);

    bus.emit('product:viewed', item(1));
    bus.emit('product:viewed', item(90, 'ACTIVITY'));
    bus.emit('product:viewed', item(2));
    expect(bus.last('recentlyViewed:changed')).toEqual({
      stays: [item(2), item(1)],
      activities: [item(90, 'ACTIVITY')],
    });
    expect(JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEYS.STAY) ?? '[]')).toHaveLength(2);

    stop();
    bus.emit('product:viewed', item(3));
    expect(bus.last('recentlyViewed:changed')?.stays).toHaveLength(2);
  });

  it('leaves out what is stored malformed or pointing elsewhere', () => {
    window.localStorage.setItem(
      RECENTLY_VIEWED_STORAGE_KEYS.STAY,
      JSON.stringify([item(1), { id: '2', type: 'STAY', label: 'x', imageUrl: '', uri: 'https://evil.example/' }, 7]),
    );
    const bus = createEventBus();
    connectRecentlyViewed({ bus, storage: window.localStorage });
    expect(bus.last('recentlyViewed:changed')?.stays).toEqual([item(1)]);
  });
});
