import { fakeHrefFor } from '../../../../../platform/test-kit/fake-remote-props';
import { pageLinkHints, pageTarget } from './page-target';

const list = { kind: 'search', flow: 'gifting', keptQuery: { theme: '23' } } as const;

describe('page addresses', () => {
  it('leaves the page out of the first page and counts the others from 0', () => {
    expect(pageTarget(0, { ...list, hash: 'city=12' })).toEqual({
      kind: 'search',
      query: { theme: '23', flow: 'gifting' },
      hash: 'city=12',
    });
    expect(pageTarget(3, list)).toEqual({ kind: 'search', query: { theme: '23', flow: 'gifting', page: '3' } });
  });

  it('gives the first page a next page only', () => {
    expect(pageLinkHints(0, 5, list, fakeHrefFor)).toEqual({ nextPath: '/search?theme=23&flow=gifting&page=1' });
  });

  it('gives a middle page both neighbours, the first of them without a page', () => {
    expect(pageLinkHints(1, 5, list, fakeHrefFor)).toEqual({
      prevPath: '/search?theme=23&flow=gifting',
      nextPath: '/search?theme=23&flow=gifting&page=2',
    });
  });

  it('gives the last page a previous page only, and a single page none', () => {
    expect(pageLinkHints(4, 5, list, fakeHrefFor)).toEqual({ prevPath: '/search?theme=23&flow=gifting&page=3' });
    expect(pageLinkHints(0, 1, list, fakeHrefFor)).toEqual({});
    expect(pageLinkHints(0, 0, list, fakeHrefFor)).toEqual({});
  });
});
