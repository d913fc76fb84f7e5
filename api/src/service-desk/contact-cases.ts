/**
 * Contact cases, as customer care's case system takes them (web-to-case): what the visitor wrote,
 * filed under the request type and subtype of their reason, for the Escapade organisation, with
 * the status `New`, the language and point of sale of the site they wrote from.
 */
import { randomUUID } from 'node:crypto';
import { REQUEST_KIND_OF_REASON, type ContactReason } from '@escapade/shared-contracts/contact-case';
import { languageOf, pointOfSaleOf, type Locale } from '@escapade/shared-contracts/locales';
import type { ShopStore } from '../store/shop-store';

/** The organisation every case of this shop is filed under. */
export const CASE_ORGANISATION = 'Escapade';
/** A case customer care has not opened yet. */
export const NEW_CASE_STATUS = 'New';

export interface NewContactCase {
  reason: ContactReason;
  /** Null for a reason that comes before any booking. */
  bookingNumber: string | null;
  email: string;
  name: string;
  phone: string;
  description: string;
  locale: Locale;
  returnUrl: string;
  /** The customer-care operator who filed it for a customer, or null when the customer did. */
  careOperator: string | null;
}

export class ContactCases {
  constructor(private readonly store: ShopStore) {}

  /** Files the case; its id (random, so one case's id says nothing of the others). */
  async add(contactCase: NewContactCase, now: Date = new Date()): Promise<string> {
    const caseId = randomUUID();
    const { requestType, requestSubtype } = REQUEST_KIND_OF_REASON[contactCase.reason];
    await this.store.db
      .insertInto('contact_cases')
      .values({
        case_id: caseId,
        created_at: now.toISOString(),
        reason: contactCase.reason,
        request_type: requestType,
        request_subtype: requestSubtype,
        booking_number: contactCase.bookingNumber,
        email: contactCase.email,
        name: contactCase.name,
        phone: contactCase.phone,
        description: contactCase.description,
        organisation: CASE_ORGANISATION,
        status: NEW_CASE_STATUS,
        language: languageOf(contactCase.locale),
        point_of_sale: pointOfSaleOf(contactCase.locale).id,
        locale: contactCase.locale,
        return_url: contactCase.returnUrl,
        care_operator: contactCase.careOperator,
      })
      .execute();
    return caseId;
  }
}
