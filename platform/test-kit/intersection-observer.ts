/**
 * jsdom has no IntersectionObserver. This one reports nothing near the screen until a test says
 * so, for the parts of a page that wait for the shopper to come near before they hydrate.
 */

interface WatchingObserver {
  report: IntersectionObserverCallback;
  watched: Element[];
}

export interface TestIntersectionObservers {
  /** Tells every observer watching `element`, or an element holding it, that it is near the screen. */
  bringNear(element: Element): void;
  /** How many observers are still connected. */
  connected(): number;
  /** Puts jsdom back as it was. */
  uninstall(): void;
}

/** Installs the test IntersectionObserver on the global object. */
export function installTestIntersectionObserver(): TestIntersectionObservers {
  let observers: WatchingObserver[] = [];
  class TestObserver {
    private readonly entry: WatchingObserver;
    constructor(report: IntersectionObserverCallback) {
      this.entry = { report, watched: [] };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.watched.push(element);
    }
    disconnect() {
      observers = observers.filter((observer) => observer !== this.entry);
    }
  }
  globalThis.IntersectionObserver = TestObserver as unknown as typeof IntersectionObserver;
  return {
    bringNear(element) {
      for (const observer of [...observers]) {
        const target = observer.watched.find((watched) => watched.contains(element));
        if (target)
          observer.report(
            [{ target, isIntersecting: true } as IntersectionObserverEntry],
            observer as unknown as IntersectionObserver,
          );
      }
    },
    connected: () => observers.length,
    uninstall() {
      observers = [];
      delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    },
  };
}
