import {
  MAX_RECENT_SEARCHES,
  readRecentSearches,
  rememberRecentSearch,
  RECENT_SEARCHES_STORAGE_KEY,
  withRecentSearch,
  type RecentSearch,
} from './recent-searches';

const paris: RecentSearch = { id: '10001', label: 'Paris', category: 'city' };
const lyon: RecentSearch = { id: '10003', label: 'Lyon', category: 'city' };
const bretagne: RecentSearch = { id: '103', label: 'Bretagne', category: 'region' };
const hotel: RecentSearch = { id: '1203', label: 'Hôtel du Port', category: 'hotel' };

describe('recent searches', () => {
  beforeEach(() => localStorage.clear());

  it('keeps at most 3, newest first', () => {
    expect(MAX_RECENT_SEARCHES).toBe(3);
    let list: RecentSearch[] = [];
    for (const entry of [paris, lyon, bretagne, hotel]) list = withRecentSearch(list, entry);
    expect(list).toEqual([hotel, bretagne, lyon]);
  });

  it('moves an entry picked again to the top instead of repeating it', () => {
    const list = withRecentSearch([bretagne, lyon, paris], paris);
    expect(list).toEqual([paris, bretagne, lyon]);
  });

  it('tells a city and a hotel with the same id apart', () => {
    expect(withRecentSearch([{ ...hotel, id: '10001' }], paris)).toHaveLength(2);
  });

  it('keeps them in local storage under its own key', () => {
    rememberRecentSearch(paris);
    rememberRecentSearch(lyon);
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY)!)).toEqual([lyon, paris]);
    expect(readRecentSearches()).toEqual([lyon, paris]);
  });

  it('reads garbage as an empty history and skips broken entries', () => {
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, '{not json');
    expect(readRecentSearches()).toEqual([]);
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify([paris, { id: 3 }, null, lyon]));
    expect(readRecentSearches()).toEqual([paris, lyon]);
  });

  it('survives a storage that refuses to write', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    } as unknown as Storage;
    expect(rememberRecentSearch(paris, storage)).toEqual([paris]);
  });
});
