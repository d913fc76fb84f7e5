import type { RouteKind } from '@escapade/shared-contracts/routes';
import { NAV_LINKS_FIXTURE } from '../../../test/nav-links-fixture';
import { NAV_COLUMNS_THRESHOLD, isNavTargetAvailable, usesColumns, visibleNavLinks } from './visible-nav-links';

describe('visibleNavLinks', () => {
  it('leaves out links to switched-off pages with everything under them', () => {
    const available = (kind: RouteKind) => kind !== 'giftBoxes';
    const gifts = visibleNavLinks(NAV_LINKS_FIXTURE.links, available).find((tab) => tab._id === 'gifts')!;
    expect(gifts.children.map((child) => child._id)).toEqual(['gift-card']);
    expect(visibleNavLinks(NAV_LINKS_FIXTURE.links, (kind) => kind !== 'search')).toEqual([
      expect.objectContaining({ _id: 'gifts' }),
    ]);
  });

  it('leaves out gifting searches when the gift pages are switched off', () => {
    const withoutGifts = (kind: RouteKind) => kind !== 'giftSetup';
    expect(isNavTargetAvailable({ kind: 'search', query: { flow: 'gifting' } }, withoutGifts)).toBe(false);
    expect(isNavTargetAvailable({ kind: 'search', query: { flow: 'booking' } }, withoutGifts)).toBe(true);
    expect(isNavTargetAvailable({ kind: 'search', query: { flow: 'gifting' } }, () => true)).toBe(true);
  });
});

describe('usesColumns', () => {
  it('is 15', () => {
    expect(NAV_COLUMNS_THRESHOLD).toBe(15);
  });

  it.each([
    [3, 15, true],
    [3, 14, false],
    [4, 15, true],
    [4, 30, true],
    [4, 14, false],
    [2, 40, false],
    [1, 15, false],
  ])('level %i with %i items: %s', (level, count, expected) => {
    expect(usesColumns(level, count)).toBe(expected);
  });
});
