import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  closeDeferredHydration,
  isDeferredHydrationOpen,
  openDeferredHydration,
  openDeferredHydrationOnFirstInput,
  openDeferredHydrationOnHistoryMove,
} from '../utils/deferred-hydration-gate';
import { HydrateWhenNeeded } from './hydrate-when-needed';

describe('HydrateWhenNeeded', () => {
  let container: HTMLDivElement;
  let root: Root | undefined;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
    openDeferredHydration();
  });

  function hydrateServerMarkup(onPress: () => void, recoverableErrors: unknown[]) {
    const page = (
      <HydrateWhenNeeded>
        <button type="button" onClick={onPress}>
          Sign up
        </button>
      </HydrateWhenNeeded>
    );
    container.innerHTML = renderToString(page);
    const serverButton = screen.getByRole('button', { name: 'Sign up' });
    closeDeferredHydration();
    act(() => {
      root = hydrateRoot(container, page, { onRecoverableError: (error) => recoverableErrors.push(error) });
    });
    return serverButton;
  }

  it('keeps the server markup, not yet interactive, until the gate opens, then hydrates that same markup', async () => {
    const onPress = jest.fn();
    const recoverableErrors: unknown[] = [];
    const serverButton = hydrateServerMarkup(onPress, recoverableErrors);

    // Shown and in place, but React has not taken it over: the press goes nowhere.
    expect(screen.getByRole('button', { name: 'Sign up' })).toBe(serverButton);
    act(() => serverButton.click());
    expect(onPress).not.toHaveBeenCalled();

    act(() => openDeferredHydration());
    await waitFor(() => {
      serverButton.click();
      expect(onPress).toHaveBeenCalled();
    });
    // Hydrated, not drawn again: the very node the server sent.
    expect(screen.getByRole('button', { name: 'Sign up' })).toBe(serverButton);
    expect(recoverableErrors).toEqual([]);
  });

  it('answers a click on the waiting part itself, with no tap or key before it (a press the page held)', () => {
    const onPress = jest.fn();
    const recoverableErrors: unknown[] = [];
    const serverButton = hydrateServerMarkup(onPress, recoverableErrors);
    openDeferredHydrationOnFirstInput(document);

    act(() => serverButton.click());
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Sign up' })).toBe(serverButton);
    expect(recoverableErrors).toEqual([]);
  });

  it.each([
    ['a key press', () => fireEvent.keyDown(document.body, { key: 'Tab' })],
    ['a tap', () => fireEvent.pointerDown(document.body)],
    ['a focus move (a form filled in)', () => fireEvent.focusIn(document.body)],
    [
      'a click with no tap or key before it (a screen reader, a press held for the code)',
      () => fireEvent.click(document.body),
    ],
  ])('opens on the first input anywhere: %s', (_name, input) => {
    closeDeferredHydration();
    openDeferredHydrationOnFirstInput(document);
    expect(isDeferredHydrationOpen()).toBe(false);
    input();
    expect(isDeferredHydrationOpen()).toBe(true);
  });

  it('opens on the first move in the history (back, forward, a hash change), which re-renders the frame', () => {
    closeDeferredHydration();
    openDeferredHydrationOnHistoryMove(window);
    expect(isDeferredHydrationOpen()).toBe(false);
    fireEvent.popState(window);
    expect(isDeferredHydrationOpen()).toBe(true);
  });

  it('renders at once where nothing was closed (a page the browser draws itself)', () => {
    act(() => {
      root = createRoot(container);
      root.render(
        <HydrateWhenNeeded>
          <p>Footer</p>
        </HydrateWhenNeeded>,
      );
    });
    expect(screen.getByText('Footer')).toBeInTheDocument();
  });
});
