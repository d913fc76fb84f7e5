import { act, screen } from '@testing-library/react';
import { useRef } from 'react';
import { StickySearchSummary } from './sticky-search-summary';
import { fakeRemoteProps } from '../../../test/fake-remote-props';
import { renderInMount } from '../../../test/render-with-providers';
import { jsonResponse, stubFetch } from '../../../test/stub-fetch';
import { emulatePhoneViewport } from '../../../test/phone-viewport';

type ObserverCallback = (entries: { isIntersecting: boolean }[]) => void;

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
    stubFetch([
      {
        path: '/api/places/city/12',
        answer: jsonResponse({ id: 12, label: 'Paris', category: 'city', latitude: 0, longitude: 0 }),
      },
    ]);
    restoreViewport = emulatePhoneViewport();
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

  it('shows after more than 250px of scroll once the anchor has left the screen', async () => {
    renderInMount(<Page withAnchor />, fakeRemoteProps());
    const region = () => screen.queryByRole('region', { name: 'Résumé de votre recherche' });
    expect(region()).not.toBeInTheDocument();

    scrollWindowTo(251);
    act(() => observed?.([{ isIntersecting: true }]));
    expect(region()).not.toBeInTheDocument();

    act(() => observed?.([{ isIntersecting: false }]));
    expect(region()).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Je recherche un week-end : Paris/ })).toBeInTheDocument();

    scrollWindowTo(250);
    expect(region()).not.toBeInTheDocument();
  });

  it('follows the scroll alone without an anchor', async () => {
    renderInMount(<Page withAnchor={false} />, fakeRemoteProps());
    scrollWindowTo(400);
    expect(screen.getByRole('region', { name: 'Résumé de votre recherche' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Paris/ })).toBeInTheDocument();
  });

  it('is for phones only', () => {
    restoreViewport();
    renderInMount(<Page withAnchor={false} />, fakeRemoteProps());
    scrollWindowTo(400);
    expect(screen.queryByRole('region', { name: 'Résumé de votre recherche' })).not.toBeInTheDocument();
  });
});
