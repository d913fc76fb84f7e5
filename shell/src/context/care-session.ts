/** The customer-care operator signed in on this tab, as verified by the api. */
export interface CareSession {
  token: string;
  email: string;
  /** ISO date-time. */
  expiresAt: string;
}
