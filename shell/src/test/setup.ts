import { requestsSettled, trackRequests } from './pending-requests';

// jsdom has no scrolling; the shell scrolls to top on page changes. (The server render's tests run
// without a window at all.)
if (typeof window !== 'undefined') window.scrollTo = (() => {}) as typeof window.scrollTo;

// Each test lets the frame's calls land before it ends (before unmounting). Counting starts in
// beforeEach, after a file's api mock has taken over fetch, so mocked answers are counted too.
let stopTracking = () => {};
beforeEach(() => {
  stopTracking = trackRequests();
});
afterEach(async () => {
  await requestsSettled();
  stopTracking();
});
