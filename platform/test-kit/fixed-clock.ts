/**
 * Fixes the wall clock (Date, hence luxon and react-aria's "today") while timers stay real, so
 * react-aria, user-event and ky behave as in the browser.
 */
export function fixClock(localTime: Date): void {
  jest.useFakeTimers({
    now: localTime,
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'queueMicrotask',
      'nextTick',
      'hrtime',
      'performance',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
    ],
  });
}

export function restoreClock(): void {
  jest.useRealTimers();
}
