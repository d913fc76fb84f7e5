import type { WishlistItem } from '@escapade/shared-contracts/event-bus';
import { ACCOUNT_WISHLIST_LIMIT, accountItems, pageLists, withChanges } from './account-wishlist';

const item = (id: string, type: WishlistItem['type'] = 'STAY'): WishlistItem => ({
  id,
  type,
  label: `Envie ${id}`,
  imageUrl: `/images/hotel/${id}.svg`,
  uri: type === 'STAY' ? `/sejour/${id}` : `/activite/${id}`,
});

describe('the wishlist as the account keeps it', () => {
  it('is one list, stays first, no longer than the account takes', () => {
    expect(accountItems({ stays: [item('1')], activities: [item('9', 'ACTIVITY')] }).map(({ id }) => id)).toEqual([
      '1',
      '9',
    ]);
    const many = Array.from({ length: 120 }, (_, index) => item(String(index)));
    expect(accountItems({ stays: many, activities: [] })).toHaveLength(ACCOUNT_WISHLIST_LIMIT);
  });

  it('comes back as the page’s two lists, dropping what cannot be shown or linked', () => {
    expect(
      pageLists({
        items: [item('1'), item('9', 'ACTIVITY'), { ...item('2'), uri: 'https://evil.test' }, { id: 3 }, item('4')],
      }),
    ).toEqual({ stays: [item('1'), item('4')], activities: [item('9', 'ACTIVITY')] });
    // An answer without a list is none: the visitor's wishlist is not emptied by it.
    expect(pageLists({})).toBeNull();
    expect(pageLists(null)).toBeNull();
  });

  it('takes again the changes made while the account’s list was on its way', () => {
    const state = { stays: [item('7'), item('1')], activities: [] };
    expect(
      withChanges(state, [
        { item: item('1'), present: false },
        { item: item('5', 'ACTIVITY'), present: true },
        { item: item('8'), present: true },
      ]),
    ).toEqual({ stays: [item('8'), item('7')], activities: [item('5', 'ACTIVITY')] });
  });
});
