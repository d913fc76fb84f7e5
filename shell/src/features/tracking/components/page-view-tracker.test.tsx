import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import type { TrackingEvent } from '@escapade/shared-contracts/tracking';
import { ShellEnvironmentContext } from '../../../context/shell-environment';
import { testEnvironment } from '../../../test/test-environment';
import { PageViewTracker } from './page-view-tracker';

describe('page views', () => {
  it('emits one page_view per page opened, not for hash changes, even under StrictMode', () => {
    const environment = testEnvironment();
    const views: TrackingEvent[] = [];
    environment.bus.on('tracking:event', (event) => views.push(event));
    const navigation: { navigate?: NavigateFunction } = {};
    function Harness() {
      navigation.navigate = useNavigate();
      return <PageViewTracker />;
    }
    render(
      <ShellEnvironmentContext.Provider value={environment}>
        <MemoryRouter initialEntries={['/']}>
          <Harness />
        </MemoryRouter>
      </ShellEnvironmentContext.Provider>,
      { reactStrictMode: true },
    );
    act(() => void navigation.navigate!('/recherche#city=10001'));
    act(() => void navigation.navigate!('/recherche#city=10002'));
    act(() => void navigation.navigate!('/recherche?flow=gifting'));

    expect(views).toEqual([
      { name: 'page_view', params: { page_path: '/', page_kind: 'home' } },
      { name: 'page_view', params: { page_path: '/recherche', page_kind: 'search' } },
      { name: 'page_view', params: { page_path: '/recherche', page_kind: 'search', page_query: 'flow=gifting' } },
    ]);
  });
});
