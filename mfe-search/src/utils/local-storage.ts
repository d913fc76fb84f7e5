/** The browser's local storage, or null where it is unavailable (private mode, blocked cookies, server). */
export function localStorageOrNull(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}
