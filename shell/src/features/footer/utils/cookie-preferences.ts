import * as z from 'zod/mini';

/** The visitor's cookie choices, kept in this browser. Necessary cookies need no consent. */
export interface CookiePreferences {
  audience: boolean;
  personalisation: boolean;
}

export const COOKIE_PREFERENCES_STORAGE_KEY = 'escapade.cookiePreferences';

/** Nothing optional before the visitor says yes. */
export const DEFAULT_COOKIE_PREFERENCES: CookiePreferences = { audience: false, personalisation: false };

/** A choice counts only when it was stored as a yes or a no; anything else is no. */
const storedPreferencesSchema = z.lazy(() =>
  z.object({
    audience: z.catch(z.boolean(), false),
    personalisation: z.catch(z.boolean(), false),
  }),
);

export function readCookiePreferences(): CookiePreferences {
  try {
    const stored = storedPreferencesSchema.safeParse(
      JSON.parse(window.localStorage.getItem(COOKIE_PREFERENCES_STORAGE_KEY) ?? 'null'),
    );
    return stored.success ? stored.data : DEFAULT_COOKIE_PREFERENCES;
  } catch {
    return DEFAULT_COOKIE_PREFERENCES;
  }
}

export function saveCookiePreferences(preferences: CookiePreferences): void {
  try {
    window.localStorage.setItem(
      COOKIE_PREFERENCES_STORAGE_KEY,
      JSON.stringify({ ...preferences, savedAt: new Date().toISOString() }),
    );
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
}
