import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { ContactReason } from '@escapade/shared-contracts/contact-case';
import type { CaptchaProof } from '../utils/solve-captcha';

/** A case for customer care; the api files it (request type, subtype, organisation, status) from the reason. */
export interface ContactCaseBody {
  reason: ContactReason;
  /** Left out when the reason needs none. */
  bookingNumber?: string;
  email: string;
  name: string;
  phone: string;
  description: string;
  locale: Locale;
  /** The contact page the visitor is sent back to, with the thank-you ref. */
  returnUrl: string;
  /** Needed unless a customer-care operator sends the case. */
  captcha?: CaptchaProof;
}

export interface CreatedContactCase {
  caseId: string;
  returnUrl: string;
}

/**
 * POST /api/contact/cases. A customer-care operator's token (`careToken`) stands in for the captcha.
 * Never retried: a second try could file the case twice.
 */
export function createContactCase(
  api: KyInstance,
  body: ContactCaseBody,
  careToken: string | null,
): Promise<CreatedContactCase> {
  return api
    .post('api/contact/cases', {
      json: body,
      retry: 0,
      ...(careToken ? { headers: { Authorization: `Bearer ${careToken}` } } : {}),
    })
    .json<CreatedContactCase>();
}
