/**
 * The requests the page sent that have not answered yet. A test that ends while the frame's
 * calls (banners, navigation…) are in flight lets them land first, so their updates happen while
 * the test still runs rather than after it.
 */
// From the dom library, not the react one: importing that here would unmount before this waits.
// The react library, once a test imports it, makes this waitFor run outside act as its own does.
import { waitFor } from '@testing-library/dom';

let pending = 0;

/** Counts the fetches sent from now on; returns the function that stops counting. */
export function trackRequests(): () => void {
  const inner = globalThis.fetch;
  globalThis.fetch = ((...args: Parameters<typeof fetch>) => {
    pending += 1;
    return inner(...args).finally(() => {
      pending -= 1;
    });
  }) as typeof fetch;
  return () => {
    globalThis.fetch = inner;
    pending = 0;
  };
}

/**
 * Waits until no request is pending and their answers have reached the page. A call that never
 * answers (a loading state under test) is given up on after `timeoutMs`: unmounting aborts it.
 */
export async function requestsSettled(timeoutMs = 1000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  // An answer may send the next call (a fallback): settled only once a round finds none pending.
  do {
    try {
      await waitFor(
        () => {
          if (pending > 0) throw new Error(`${pending} requests still pending`);
        },
        { timeout: Math.max(0, deadline - Date.now()) },
      );
    } catch {
      return;
    }
  } while (pending > 0 && Date.now() < deadline);
}
