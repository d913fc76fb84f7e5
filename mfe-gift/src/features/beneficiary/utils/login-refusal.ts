/** Why the api did not open a gift code, as the code entry page words it. */
export type LoginRefusal = 'unknown' | 'expired' | 'tooManyAttempts' | 'malformed' | 'unavailable';

/**
 * The refusal of a login answer's status: 404 no gift has this code, 410 its gift has expired, 429
 * too many wrong codes from this address lately, 400 a code the api cannot read. Anything else
 * (no answer, the api failing) is the shop's problem, not the code's.
 */
export function loginRefusalOf(status: number | null): LoginRefusal {
  switch (status) {
    case 404:
      return 'unknown';
    case 410:
      return 'expired';
    case 429:
      return 'tooManyAttempts';
    case 400:
      return 'malformed';
    default:
      return 'unavailable';
  }
}
