import { act, screen } from '@testing-library/react';
import { useRef } from 'react';
import { StickySearchSummary } from './sticky-search-summary';
import { setupApiMock } from '../../../../../platform/test-kit/api-mock';
import { emulateViewport, PHONE_WIDTH } from '../../../../../platform/test-kit/viewport';
import { renderSearchMount, searchPageProps } from '../../../test/search-page-props';

const api = setupApiMock();

type ObserverCallback = (entries: { isIntersecting: boolean; boundingClientRect: { top: number } }[]) => void;

function Page({ withAnchor }: { withAnchor: boolean }) {
  const anchor = useRef<HTMLDivElement>(null);
  return (
    <>
      <div ref={anchor}>banner</div>
      <StickySearchSummary flow="booking" hash="city=12" anchorRef={withAnchor ? anchor : undefined} />
    </>
  );
}

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('StickySearchSummary', () => {
  let restoreViewport: () => void;
  let observed: ObserverCallback | null;
  beforeEach(() => {
    api.json('/api/places/city/12', { id: 12, label: 'Paris', category: 'city', latitude: 0, longitude: 0 });
    restoreViewport = emulateViewport(PHONE_WIDTH);
    observed = null;
    (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
      constructor(callback: ObserverCallback) {
        observed = callback;
      }
      observe() {}
      disconnect() {}
    };
    scrollWindowTo(0);
  });
  afterEach(() => {
    restoreViewport();
    delete (globalThis as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('shows after more than 250px of scroll once the anchor has begun to leave the screen', async () => {
    renderSearchMount(<Page withAnchor />, searchPageProps());
    const region = () => screen.queryByRole('region', { name: 'Résumé de votre recherche' });
    expect(region()).not.toBeInTheDocument();

    scrollWindowTo(251);
    act(() => observed?.([{ isIntersecting: true, boundingClientRect: { top: 8 } }]));
    expect(region()).not.toBeInTheDocument();

    // Its top gone above the screen, the rest still on it: the summary takes its place.
    act(() => observed?.([{ isIntersecting: true, boundingClientRect: { top: -20 } }]));
    expect(region()).toBeInTheDocument();
    act(() => observed?.([{ isIntersecting: true, boundingClientRect: { top: 8 } }]));
    expect(region()).not.toBeInTheDocument();

    act(() => observed?.([{ isIntersecting: false, boundingClientRect: { top: -300 } }]));
    expect(region()).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Je recherche un week-end : Paris/ })).toBeInTheDocument();

    scrollWindowTo(250);
    expect(region()).not.toBeInTheDocument();
  });

  it('follows the scroll alone without an anchor', async () => {
    renderSearchMount(<Page withAnchor={false} />, searchPageProps());
    scrollWindowTo(400);
    expect(screen.getByRole('region', { name: 'Résumé de votre recherche' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Paris/ })).toBeInTheDocument();
  });

  it('is for phones only', () => {
    restoreViewport();
    renderSearchMount(<Page withAnchor={false} />, searchPageProps());
    scrollWindowTo(400);
    expect(screen.queryByRole('region', { name: 'Résumé de votre recherche' })).not.toBeInTheDocument();
  });
});
