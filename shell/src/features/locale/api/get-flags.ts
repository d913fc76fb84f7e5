import type { KyInstance } from 'ky';
import * as z from 'zod/mini';
import { DEFAULT_FLAGS, type Flags } from '@escapade/shared-contracts/lifecycle';
import type { Locale } from '@escapade/shared-contracts/locales';

/** Flags must not hold the page: past this the defaults apply. */
const FLAGS_TIMEOUT_MS = 3_000;

export interface GetFlagsRequest {
  locale: Locale;
}

/** GET /api/flags?locale= answers `Flags`; unknown or mistyped fields are ignored. */
export type GetFlagsResponse = Partial<Flags>;

/**
 * Each flag of the answer kept when it has the type of its default (a toggle a boolean, a
 * variation a text), else its default; unknown fields are left out.
 */
const flagsAnswerSchema = z.lazy(() =>
  z.object(
    Object.fromEntries(
      Object.entries(DEFAULT_FLAGS).map(([name, fallback]) => [
        name,
        z.catch(typeof fallback === 'boolean' ? z.boolean() : z.string(), fallback),
      ]),
    ),
  ),
);

/** The answer's well-typed flags; the defaults fill the rest, and stand in for an answer that is no object. */
export function withDefaultFlags(answer: unknown): Flags {
  const checked = flagsAnswerSchema.safeParse(answer);
  // A variation value the shell does not know is passed on as the api sent it: remotes decide what it means.
  return checked.success ? (checked.data as unknown as Flags) : { ...DEFAULT_FLAGS };
}

/** One try: the page waits on it at boot, and the defaults are a fine answer. */
export async function getFlags(api: KyInstance, { locale }: GetFlagsRequest): Promise<Flags> {
  const answer = await api
    .get('api/flags', { searchParams: { locale }, timeout: FLAGS_TIMEOUT_MS, retry: 0 })
    .json<GetFlagsResponse>();
  return withDefaultFlags(answer);
}
