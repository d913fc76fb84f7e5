import { createApiClient } from '@escapade/shared-contracts/api-client';
import { startEarlyRequest, takeEarlyRequest } from '@escapade/shared-contracts/early-requests';
import { earlyOffersSearchKey, offersSearchRequest } from '@escapade/shared-contracts/offers-search-request';
import { parseSearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { fakeRemoteProps, TEST_API_BASE } from '../../../../../platform/test-kit/fake-remote-props';
import { offersPage } from '../../../test/results-page-api';
import { SEARCH_PAGE_ROUTE } from '../../../test/search-page-props';
import { offersSearchQuery } from '../api/search-offers';
import { queryCacheWithEarlyResults } from './early-results-cache';

const HASH = 'checkin=2099-06-12&checkout=2099-06-14&night=2&city=12';
const props = fakeRemoteProps({ route: { ...SEARCH_PAGE_ROUTE, hash: HASH } });
const body = offersSearchRequest(parseSearchCriteria({ hash: HASH, search: '' }), 'fr_FR');
const key = earlyOffersSearchKey(body);
const answer = offersPage(3, 3);

describe('a results page mounting after the early search', () => {
  it('mounts with the answer already in its cache when it has come', async () => {
    startEarlyRequest(key, async () => answer);
    await Promise.resolve();
    const queryClient = await queryCacheWithEarlyResults(props);
    expect(queryClient?.getQueryData(offersSearchQuery(createApiClient(TEST_API_BASE), body).queryKey)).toEqual(answer);
    // Taken: the page does not find it waiting a second time.
    expect(takeEarlyRequest(key)).toBeUndefined();
  });

  it('leaves a search still on its way to the page, which takes it itself', async () => {
    startEarlyRequest(key, () => new Promise(() => undefined));
    await expect(queryCacheWithEarlyResults(props)).resolves.toBeUndefined();
    expect(takeEarlyRequest(key)).toBeDefined();
  });

  it('mounts with an empty cache after a failed search, and on other criteria or pages', async () => {
    startEarlyRequest(key, () => Promise.reject(new Error('offline')));
    await Promise.resolve();
    await expect(queryCacheWithEarlyResults(props)).resolves.toBeUndefined();

    startEarlyRequest(key, async () => answer);
    await Promise.resolve();
    const otherCriteria = fakeRemoteProps({ route: { ...SEARCH_PAGE_ROUTE, hash: `${HASH}&stars=5` } });
    await expect(queryCacheWithEarlyResults(otherCriteria)).resolves.toBeUndefined();
    const otherPage = fakeRemoteProps({ route: { ...SEARCH_PAGE_ROUTE, kind: 'activitySearch', hash: HASH } });
    await expect(queryCacheWithEarlyResults(otherPage)).resolves.toBeUndefined();
  });
});
