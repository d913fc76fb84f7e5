import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// OpenLayers and react-aria measure elements; jsdom has no ResizeObserver.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

// A page's first render in a test file loads its on-demand parts (import()) through the transformer:
// on a machine running every suite at once that alone can take over the default second, so the
// findBy… and waitFor checks wait up to five (a check that passes returns as soon as it does).
configure({ asyncUtilTimeout: 5000 });
