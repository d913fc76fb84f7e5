import ky from 'ky';
import { DEFAULT_FLAGS, type Flags } from '@escapade/shared-contracts/lifecycle';
import type { Locale } from '@escapade/shared-contracts/locales';

/** Flags must not hold the page: past this the defaults apply. */
const FLAGS_TIMEOUT_MS = 3_000;

export interface GetFlagsRequest {
  apiBase: string;
  locale: Locale;
}

/** GET /api/flags?locale= answers `Flags`; unknown or mistyped fields are ignored. */
export type GetFlagsResponse = Partial<Flags>;

/** Keeps the answer's fields that have the type of the default; the defaults fill the rest. */
export function withDefaultFlags(answer: unknown): Flags {
  const flags: Flags = { ...DEFAULT_FLAGS };
  if (!answer || typeof answer !== 'object') return flags;
  for (const key of Object.keys(DEFAULT_FLAGS) as (keyof Flags)[]) {
    const value = (answer as Record<string, unknown>)[key];
    if (typeof value === typeof DEFAULT_FLAGS[key]) (flags as unknown as Record<string, unknown>)[key] = value;
  }
  return flags;
}

export async function getFlags({ apiBase, locale }: GetFlagsRequest): Promise<Flags> {
  const answer = await ky
    .get(`${apiBase}/api/flags`, { searchParams: { locale }, timeout: FLAGS_TIMEOUT_MS, retry: 0 })
    .json<GetFlagsResponse>();
  return withDefaultFlags(answer);
}
