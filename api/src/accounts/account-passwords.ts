/** The length a customer's password must have; it is kept as `security/password-hash.ts` keeps passwords. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
