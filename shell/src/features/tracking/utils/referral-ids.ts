/**
 * Referral ids: when a visitor arrives from a partner, the id in the address is
 * kept so later events (and the newsletter's excluded affiliates) can tell where they came from.
 * A new visit with an id replaces that id; the others stay.
 */
import * as z from 'zod/mini';

/** What each id is, and the query parameter that carries it. */
export const REFERRAL_ID_PARAMETERS = {
  /** The travel-review site's referral id. */
  reviewSiteRefId: 'refid',
  /** A metasearch engine's click id. */
  metasearchClickId: 'mcid',
  affiliateId: 'aff',
  /** The CRM subscription id of a newsletter link. */
  crmSubscriptionId: 'crmid',
} as const;

export type ReferralIdName = keyof typeof REFERRAL_ID_PARAMETERS;
export type ReferralIds = Partial<Record<ReferralIdName, string>>;

export const REFERRAL_IDS_STORAGE_KEY = 'escapade.referralIds';

/** A kept id is a non-empty text; anything else stored under a name is left out, the other ids stay. */
const storedIdSchema = z.catch(z.optional(z.string().check(z.minLength(1))), undefined);
const storedReferralIdsSchema = z.lazy(() =>
  z.object({
    reviewSiteRefId: storedIdSchema,
    metasearchClickId: storedIdSchema,
    affiliateId: storedIdSchema,
    crmSubscriptionId: storedIdSchema,
  } satisfies Record<ReferralIdName, unknown>),
);

/** Ids are opaque tokens: anything longer is not one. */
const REFERRAL_ID_MAX_LENGTH = 200;

function defaultStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The ids kept so far (an empty object when none, or when storage is unusable). */
export function readReferralIds(storage: Storage | null = defaultStorage()): ReferralIds {
  try {
    const stored = storedReferralIdsSchema.safeParse(JSON.parse(storage?.getItem(REFERRAL_IDS_STORAGE_KEY) ?? '{}'));
    if (!stored.success) return {};
    return Object.fromEntries(Object.entries(stored.data).filter(([, value]) => value !== undefined));
  } catch {
    return {};
  }
}

/** Keeps the ids found in the query string (or the hash) of the landing address. Never throws. */
export function saveReferralIdsFromUrl(
  location: { search: string; hash: string },
  storage: Storage | null = defaultStorage(),
): ReferralIds {
  const query = new URLSearchParams(location.search);
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const ids = readReferralIds(storage);
  let changed = false;
  for (const [name, parameter] of Object.entries(REFERRAL_ID_PARAMETERS) as [ReferralIdName, string][]) {
    const value = (query.get(parameter) ?? hash.get(parameter))?.trim();
    if (!value || value.length > REFERRAL_ID_MAX_LENGTH) continue;
    ids[name] = value;
    changed = true;
  }
  if (changed) {
    try {
      storage?.setItem(REFERRAL_IDS_STORAGE_KEY, JSON.stringify(ids));
    } catch {
      // Storage full or forbidden: the ids still count for this page.
    }
  }
  return ids;
}
