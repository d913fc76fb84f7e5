/** Phones (< 600px): the search box collapses into a summary opening a full-screen overlay. */
export const PHONE = '(max-width: 599px)';
