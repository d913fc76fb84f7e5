/**
 * Contact cases, as customer care's case system takes them (web-to-case): what the visitor wrote,
 * filed under the request type and subtype of their reason, for the Escapade organisation, with
 * the status `New`, the language and point of sale of the site they wrote from.
 */
import { randomUUID } from 'node:crypto';
import { REQUEST_KIND_OF_REASON, type ContactReason } from '@escapade/shared-contracts/contact-case';
import { languageOf, pointOfSaleOf, type Locale } from '@escapade/shared-contracts/locales';
import { ensureTable, type ShopStore } from '../store/shop-store';

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
  private readonly insert;

  constructor(store: ShopStore) {
    ensureTable(
      store,
      `CREATE TABLE IF NOT EXISTS contact_cases (
         id INTEGER PRIMARY KEY AUTOINCREMENT,
         case_id TEXT NOT NULL UNIQUE,
         created_at TEXT NOT NULL,
         reason TEXT NOT NULL,
         request_type TEXT,
         request_subtype TEXT,
         booking_number TEXT,
         email TEXT NOT NULL,
         name TEXT NOT NULL,
         phone TEXT NOT NULL,
         description TEXT NOT NULL,
         organisation TEXT NOT NULL,
         status TEXT NOT NULL,
         language TEXT NOT NULL,
         point_of_sale TEXT NOT NULL,
         locale TEXT NOT NULL,
         return_url TEXT NOT NULL,
         care_operator TEXT
       )`,
    );
    this.insert = store.prepare(
      `INSERT INTO contact_cases (case_id, created_at, reason, request_type, request_subtype, booking_number, email,
         name, phone, description, organisation, status, language, point_of_sale, locale, return_url, care_operator)
       VALUES (@caseId, @createdAt, @reason, @requestType, @requestSubtype, @bookingNumber, @email, @name, @phone,
         @description, @organisation, @status, @language, @pointOfSale, @locale, @returnUrl, @careOperator)`,
    );
  }

  /** Files the case; its id (random, so one case's id says nothing of the others). */
  add(contactCase: NewContactCase, now: Date = new Date()): string {
    const caseId = randomUUID();
    const { requestType, requestSubtype } = REQUEST_KIND_OF_REASON[contactCase.reason];
    this.insert.run({
      ...contactCase,
      caseId,
      createdAt: now.toISOString(),
      requestType,
      requestSubtype,
      organisation: CASE_ORGANISATION,
      status: NEW_CASE_STATUS,
      language: languageOf(contactCase.locale),
      pointOfSale: pointOfSaleOf(contactCase.locale).id,
    });
    return caseId;
  }
}
