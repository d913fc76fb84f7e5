import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// OpenLayers and react-aria measure elements; jsdom has no ResizeObserver.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

// How long a findBy… or waitFor check waits for what it expects. A check that passes returns as soon
// as it does, so the bound only matters to a failing test: it is sized for the slowest honest wait,
// a page's first render in a test file, which loads the page's on-demand parts (import()) through
// the transformer; on a machine whose cores are busy (other suites, a build, a laptop's other work)
// that has taken several seconds. Delays of the code under test (debounces, auto-closing) are not
// waited for in real time: those tests advance fake timers.
configure({ asyncUtilTimeout: 15_000 });
