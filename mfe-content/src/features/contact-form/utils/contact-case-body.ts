import {
  asksForBookingNumber,
  type ContactCaseFields,
  type ContactReason,
} from '@escapade/shared-contracts/contact-case';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { ContactCaseBody } from '../api/create-contact-case';
import type { CaptchaProof } from './solve-captcha';

/** The case as the api takes it: values trimmed, the booking number only where the reason asks for one. */
export function contactCaseBody(
  fields: ContactCaseFields & { reason: ContactReason },
  context: { locale: Locale; returnUrl: string; captcha?: CaptchaProof },
): ContactCaseBody {
  return {
    reason: fields.reason,
    ...(asksForBookingNumber(fields.reason) ? { bookingNumber: fields.bookingNumber.trim() } : {}),
    email: fields.email.trim(),
    name: fields.name.trim(),
    phone: fields.phone.trim(),
    description: fields.description.trim(),
    locale: context.locale,
    returnUrl: context.returnUrl,
    ...(context.captcha ? { captcha: context.captcha } : {}),
  };
}
