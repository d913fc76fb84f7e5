/** JSON-schema pieces shared by the routes. */
import { LOCALES } from '@escapade/shared-contracts/locales';
import { SORT_OPTIONS } from '@escapade/shared-contracts/offers-request';
import { FLOWS } from '@escapade/shared-contracts/routes';

export const localeSchema = { type: 'string', enum: [...LOCALES] } as const;
export const flowSchema = { type: 'string', enum: [...FLOWS] } as const;
export const sortSchema = { type: 'string', enum: [...SORT_OPTIONS] } as const;
/** A real calendar date, yyyy-MM-dd. */
export const isoDateSchema = { type: 'string', format: 'date' } as const;
/** Ids are positive 32-bit integers: a larger one names nothing and is refused. */
export const MAX_ID = 2_147_483_647;
export const idSchema = { type: 'integer', minimum: 1, maximum: MAX_ID } as const;
/** An amount in cents; a million euros is past anything the shop sells. */
export const MAX_CENTS = 100_000_000;
export const centsSchema = { type: 'integer', minimum: 0, maximum: MAX_CENTS } as const;
/** Milliseconds since the epoch, within the range a JavaScript date can hold. */
export const epochMillisSchema = { type: 'integer', minimum: 0, maximum: 8.64e15 } as const;

/** Travellers: 1 to 20 adults, up to 10 children and 10 babies. */
export const ADULTS = { type: 'integer', minimum: 1, maximum: 20 } as const;
export const CHILDREN = { type: 'integer', minimum: 0, maximum: 10 } as const;
export const BABIES = { type: 'integer', minimum: 0, maximum: 10 } as const;
/** At most 20 days between check-in and check-out. */
export const NIGHTS = { type: 'integer', minimum: 1, maximum: 20 } as const;

/** Comma-separated lists in query strings ("4,5", "spa,pool"). */
export const INTEGER_LIST_PATTERN = '^\\s*\\d+(\\s*,\\s*\\d+)*\\s*$';
export const WORD_LIST_PATTERN = '^[A-Za-z0-9_-]+(,[A-Za-z0-9_-]+)*$';
export const MONTH_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])$';
export const SLUG_PATTERN = '^[A-Za-z0-9_-]{1,64}$';
/** A gift box code: a name in capitals, a hyphen, then the format part (EBOX digital, BOX physical). */
export const BOX_CODE_PATTERN = '^[A-Z0-9]{1,32}-E?BOX$';
export const BOX_CODE_MAX_LENGTH = 40;
export const integerListSchema = { type: 'string', pattern: INTEGER_LIST_PATTERN } as const;
export const wordListSchema = { type: 'string', pattern: WORD_LIST_PATTERN } as const;

/** What a failed pattern means, in words (instead of the regular expression). */
export const PATTERN_MEANINGS: Readonly<Record<string, string>> = {
  [INTEGER_LIST_PATTERN]: 'must be a comma-separated list of integers',
  [WORD_LIST_PATTERN]: 'must be a comma-separated list of ids',
  [MONTH_PATTERN]: 'must be a month as yyyy-MM',
  [SLUG_PATTERN]: 'must be 1 to 64 letters, digits, - or _',
  [BOX_CODE_PATTERN]: 'must be a gift box code such as WELLNESS-EBOX (capitals, then -EBOX or -BOX)',
};

export const idParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: idSchema },
} as const;

export const boxCodeParamsSchema = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', pattern: BOX_CODE_PATTERN, maxLength: BOX_CODE_MAX_LENGTH } },
} as const;
