import { useState } from 'react';
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
import { HydrateWhenNeeded, useTypedBeforeHydration } from './hydrate-when-needed';

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

  /** A field that starts from what was typed before its code came, as the footer's newsletter does. */
  function EmailField() {
    const typedEarly = useTypedBeforeHydration('email');
    const [email, setEmail] = useState(typedEarly ?? '');
    return (
      <label>
        E-mail
        <input name="email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
    );
  }

  it('keeps what was typed before its code came, and says on its box once React holds it', async () => {
    const page = (
      <HydrateWhenNeeded>
        <EmailField />
      </HydrateWhenNeeded>
    );
    container.innerHTML = renderToString(page);
    const serverField = screen.getByRole('textbox', { name: 'E-mail' });
    const part = container.querySelector('[data-hydrate-when-needed]')!;
    closeDeferredHydration();
    act(() => {
      root = hydrateRoot(container, page);
    });
    expect(part).not.toHaveAttribute('data-hydrated');

    // Typed straight into the server's field: no React listens yet.
    (serverField as HTMLInputElement).value = 'lea@example.fr';
    await act(async () => openDeferredHydration());

    // The visitor's next key reaches a part React now hydrates.
    act(() => {
      fireEvent.keyDown(serverField, { key: 'a' });
    });
    await waitFor(() => expect(part).toHaveAttribute('data-hydrated'));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBe(serverField);
    expect(serverField).toHaveValue('lea@example.fr');
    // React holds it with that text: typing goes on from there.
    fireEvent.change(serverField, { target: { value: 'lea@example.fr!' } });
    expect(serverField).toHaveValue('lea@example.fr!');
  });

  const inputs: [string, (target: Element) => void][] = [
    ['a key press', (target) => fireEvent.keyDown(target, { key: 'Tab' })],
    ['a tap', (target) => fireEvent.pointerDown(target)],
    ['a focus move (a form filled in)', (target) => fireEvent.focusIn(target)],
    ['a pointer coming over it (a menu that opens on hover)', (target) => fireEvent.pointerOver(target)],
    [
      'a click with no tap or key before it (a screen reader, a press held for the code)',
      (target) => fireEvent.click(target),
    ],
  ];

  it.each(inputs)('opens at once on the first input in a waiting part: %s', (_name, input) => {
    hydrateServerMarkup(jest.fn(), []);
    openDeferredHydrationOnFirstInput(document);
    expect(isDeferredHydrationOpen()).toBe(false);
    input(screen.getByRole('button', { name: 'Sign up' }));
    expect(isDeferredHydrationOpen()).toBe(true);
  });

  const interactionsElsewhere: [string, (target: Element) => void, (target: Element) => void][] = [
    ['a tap', (target) => fireEvent.pointerDown(target), (target) => fireEvent.click(target)],
    ['a touch that scrolls', (target) => fireEvent.touchStart(target), (target) => fireEvent.touchEnd(target)],
    [
      'a key',
      (target) => fireEvent.keyDown(target, { key: 'Tab' }),
      (target) => fireEvent.keyUp(target, { key: 'Tab' }),
    ],
    ['a click alone (a screen reader)', () => undefined, (target) => fireEvent.click(target)],
    ['a pointer passing over the page', (target) => fireEvent.pointerOver(target), (target) => fireEvent.click(target)],
  ];

  it.each(interactionsElsewhere)(
    'opens after the first interaction elsewhere is over and its answer drawn, not during it: %s',
    (_name, begin, end) => {
      jest.useFakeTimers();
      try {
        closeDeferredHydration();
        openDeferredHydrationOnFirstInput(document);
        begin(document.body);
        jest.advanceTimersByTime(100);
        expect(isDeferredHydrationOpen()).toBe(false);
        end(document.body);
        expect(isDeferredHydrationOpen()).toBe(false);
        // The next frame, then a task of its own.
        jest.advanceTimersByTime(16);
        jest.runOnlyPendingTimers();
        expect(isDeferredHydrationOpen()).toBe(true);
      } finally {
        jest.useRealTimers();
      }
    },
  );

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
