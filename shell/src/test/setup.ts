// jsdom has no scrolling; the shell scrolls to top on page changes.
window.scrollTo = (() => {}) as typeof window.scrollTo;
