import type { TrackingEvent } from '@escapade/shared-contracts/tracking';
import { renderInShell } from '../../../test/render-in-shell';
import { testEnvironment } from '../../../test/test-environment';
import { PageViewTracker } from './page-view-tracker';

describe('page views', () => {
  it('emits one page_view per page opened, not for hash changes, even under StrictMode', () => {
    const { bus } = testEnvironment();
    const views: TrackingEvent[] = [];
    bus.on('tracking:event', (event) => views.push(event));
    const { navigate } = renderInShell(<PageViewTracker />, { path: '/', bus, strictMode: true });
    navigate('/recherche#city=10001');
    navigate('/recherche#city=10002');
    navigate('/recherche?flow=gifting');

    expect(views).toEqual([
      { name: 'page_view', params: { page_path: '/', page_kind: 'home' } },
      { name: 'page_view', params: { page_path: '/recherche', page_kind: 'search' } },
      { name: 'page_view', params: { page_path: '/recherche', page_kind: 'search', page_query: 'flow=gifting' } },
    ]);
  });
});
