import { screen } from '@testing-library/react';
import { ITEMS_PER_PAGE } from '@escapade/shared-contracts/search-criteria';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { renderRemote } from '../../platform/test-kit/render-remote';
import { AppRoot } from './app-root';
import { answerResultsPage, offersPage } from './test/results-page-api';
import { SEARCH_PAGE_ROUTE } from './test/search-page-props';

const api = setupApiMock();

/** Three pages of results (0, 1 and 2 in the URL), on the page asked for. */
async function metaOfPage(search: string) {
  answerResultsPage(api, { offers: false });
  api.json('/api/offers.json', offersPage(ITEMS_PER_PAGE, ITEMS_PER_PAGE * 3 - 4), { method: 'POST' });
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  const { props } = renderRemote(AppRoot, { route: { ...SEARCH_PAGE_ROUTE, search, hash: 'city=12' } });
  await screen.findByRole('heading', { level: 1, name: /^50 séjours/ });
  return props.bus.last('page:meta');
}

describe('search results page: prev and next hints for the head', () => {
  it('gives the first page a next page, and no previous one', async () => {
    const meta = await metaOfPage('flow=booking');
    expect(meta).toEqual(expect.objectContaining({ nextPath: '/search?flow=booking&page=1' }));
    expect(meta).not.toHaveProperty('prevPath');
  });

  it('gives a middle page both, the first page being the plain address, with the flow kept', async () => {
    const meta = await metaOfPage('flow=gifting&page=1');
    expect(meta).toEqual(
      expect.objectContaining({ prevPath: '/search?flow=gifting', nextPath: '/search?flow=gifting&page=2' }),
    );
  });

  it('gives the last page a previous page, and no next one', async () => {
    const meta = await metaOfPage('flow=booking&page=2');
    expect(meta).toEqual(expect.objectContaining({ prevPath: '/search?flow=booking&page=1' }));
    expect(meta).not.toHaveProperty('nextPath');
  });
});
