import { useEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { act, fireEvent, screen } from '@testing-library/react';
import { HYDRATES_ON_PRESS_ATTRIBUTE } from '@escapade/shared-contracts/server-render';
import { HydrateOnApproach } from './hydrate-on-approach';
import {
  endServerMarkupHydration,
  startServerMarkupHydration,
} from '@escapade/shared-contracts/server-markup-hydration';
import {
  installTestIntersectionObserver,
  type TestIntersectionObservers,
} from '../../../platform/test-kit/intersection-observer';

/** Sections whose code has run in the browser (their first effect), by title. */
let hydrated: string[] = [];

function Section({ title, note = '' }: { title: string; note?: string }) {
  const [presses, setPresses] = useState(0);
  useEffect(() => {
    hydrated.push(title);
  }, [title]);
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <p>{note}</p>
      <button type="button" onClick={() => setPresses((count) => count + 1)}>
        {`${title} pressed ${presses}`}
      </button>
    </section>
  );
}

function Page({ note }: { note?: string }) {
  return (
    <main>
      <Section title="Gallery" />
      <HydrateOnApproach>
        <Section title="Reviews" note={note} />
      </HydrateOnApproach>
    </main>
  );
}

let container: HTMLElement;
let root: Root | undefined;
let screenEdge: TestIntersectionObservers;

beforeEach(() => {
  hydrated = [];
  screenEdge = installTestIntersectionObserver();
  container = document.createElement('div');
  document.body.appendChild(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  endServerMarkupHydration();
  screenEdge.uninstall();
});

/** The server's markup of the page, hydrated as the remote's mount does. */
async function hydrateServerMarkup(note?: string) {
  container.innerHTML = renderToString(<Page note={note} />);
  startServerMarkupHydration();
  await act(async () => {
    root = hydrateRoot(container, <Page note={note} />);
  });
}

it('keeps the server markup of a section until the shopper nears it, then hydrates it', async () => {
  await hydrateServerMarkup();
  const reviews = screen.getByRole('region', { name: 'Reviews' });
  expect(screen.getByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
  expect(hydrated).toEqual(['Gallery']);
  // A press held before the code came may be made again on it: the press hydrates it.
  expect(reviews.closest(`[${HYDRATES_ON_PRESS_ATTRIBUTE}]`)).not.toBeNull();

  await act(async () => screenEdge.bringNear(reviews));

  expect(hydrated).toEqual(['Gallery', 'Reviews']);
  expect(reviews.closest(`[${HYDRATES_ON_PRESS_ATTRIBUTE}]`)).toBeNull();
  // Hydrated, not drawn again: the server's nodes are the ones on screen.
  expect(screen.getByRole('region', { name: 'Reviews' })).toBe(reviews);
});

it('answers a press inside a waiting section at once', async () => {
  await hydrateServerMarkup();

  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Reviews pressed 0' }));
  });

  expect(screen.getByRole('button', { name: 'Reviews pressed 1' })).toBeInTheDocument();
});

it('hydrates a waiting section before showing its new props', async () => {
  await hydrateServerMarkup('Before');
  const reviews = screen.getByRole('region', { name: 'Reviews' });

  await act(async () => root!.render(<Page note="After" />));

  expect(screen.getByText('After')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Reviews' })).toBe(reviews);
  expect(hydrated).toContain('Reviews');
});

it('stays waiting when the page re-renders with the same props', async () => {
  await hydrateServerMarkup('Same');

  await act(async () => root!.render(<Page note="Same" />));

  expect(hydrated).toEqual(['Gallery']);
  expect(screen.getByText('Same')).toBeInTheDocument();
});

it('draws a section at once when the page is drawn in the browser', async () => {
  await act(async () => {
    root = createRoot(container);
    root.render(<Page />);
  });

  expect(hydrated).toEqual(['Gallery', 'Reviews']);
  expect(screenEdge.connected()).toBe(0);
});
