/**
 * The gifts paid for, each under its gift code (docs/gifts.md, "Gift codes"): what the code lets its
 * holder book and until when. A code is issued once, when its order is paid, and never changes.
 */
import { GIFT_VALIDITY_MONTHS } from '@escapade/shared-contracts/gift-rules';
import { DateTime } from 'luxon';
import { ensureTable, type ShopStore } from '../store/shop-store';
import { randomGiftCode } from './gift-code';

export const VOUCHER_KINDS = ['box', 'singleVoucher', 'giftCard'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

/** How long a gift can be used from its payment (the checkout tells the buyer the same). */
export const VALIDITY_MONTHS: Readonly<Record<VoucherKind, number>> = GIFT_VALIDITY_MONTHS;

/** What a code gives, as the beneficiary's pages show it. */
export interface Voucher {
  kind: VoucherKind;
  /** The box's, the stay's, or the gift card's name, in the language the gift was bought in. */
  title: string;
  boxCode: string | null;
  offerId: number | null;
  nights: number | null;
  people: number;
  /** What was paid for the gift itself, in cents. */
  amount: number;
  /** Last day it can be used, yyyy-MM-dd. */
  validUntil: string;
}

/** A code as the order shows it once paid. */
export interface GiftCodeView {
  code: string;
  kind: VoucherKind;
  validUntil: string;
}

export interface StoredVoucher extends Voucher {
  code: string;
  orderUUID: string;
}

interface VoucherRow {
  code: string;
  order_uuid: string;
  item_index: number;
  kind: VoucherKind;
  title: string;
  box_code: string | null;
  offer_id: number | null;
  nights: number | null;
  people: number;
  amount: number;
  valid_until: string;
  issued_at: string;
}

/** The last day a gift paid at `paidAt` (an ISO instant) can be used, in the shop's time zone. */
export function validUntilOf(kind: VoucherKind, paidAt: string): string {
  return DateTime.fromISO(paidAt).plus({ months: VALIDITY_MONTHS[kind] }).toISODate()!;
}

export function isExpired(voucher: Pick<Voucher, 'validUntil'>, todayIso: string): boolean {
  return voucher.validUntil < todayIso;
}

export function voucherAnswer(voucher: StoredVoucher): Voucher {
  const { kind, title, boxCode, offerId, nights, people, amount, validUntil } = voucher;
  return { kind, title, boxCode, offerId, nights, people, amount, validUntil };
}

export function giftCodeView(voucher: StoredVoucher): GiftCodeView {
  return { code: voucher.code, kind: voucher.kind, validUntil: voucher.validUntil };
}

export class GiftVoucherStore {
  constructor(private readonly db: ShopStore) {
    ensureTable(
      db,
      `CREATE TABLE IF NOT EXISTS gift_vouchers (
         code TEXT PRIMARY KEY,
         order_uuid TEXT NOT NULL,
         item_index INTEGER NOT NULL,
         kind TEXT NOT NULL CHECK (kind IN ('box', 'singleVoucher', 'giftCard')),
         title TEXT NOT NULL,
         box_code TEXT,
         offer_id INTEGER,
         nights INTEGER,
         people INTEGER NOT NULL,
         amount INTEGER NOT NULL,
         valid_until TEXT NOT NULL,
         issued_at TEXT NOT NULL,
         UNIQUE (order_uuid, item_index)
       );`,
    );
  }

  /**
   * Gives the order's gift number `itemIndex` a fresh code, or answers the one it already has (a
   * payment answered twice issues nothing more).
   */
  issue(orderUUID: string, itemIndex: number, voucher: Voucher, issuedAt: string): StoredVoucher {
    const known = this.db
      .prepare('SELECT * FROM gift_vouchers WHERE order_uuid = ? AND item_index = ?')
      .get(orderUUID, itemIndex) as VoucherRow | undefined;
    if (known) return stored(known);
    const code = this.freshCode();
    this.db
      .prepare(
        `INSERT INTO gift_vouchers (code, order_uuid, item_index, kind, title, box_code, offer_id, nights, people,
           amount, valid_until, issued_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        code,
        orderUUID,
        itemIndex,
        voucher.kind,
        voucher.title,
        voucher.boxCode,
        voucher.offerId,
        voucher.nights,
        voucher.people,
        voucher.amount,
        voucher.validUntil,
        issuedAt,
      );
    return { ...voucher, code, orderUUID };
  }

  /** The voucher of a code in its printed form. */
  find(code: string): StoredVoucher | undefined {
    const row = this.db.prepare('SELECT * FROM gift_vouchers WHERE code = ?').get(code) as VoucherRow | undefined;
    return row ? stored(row) : undefined;
  }

  ofOrder(orderUUID: string): StoredVoucher[] {
    const rows = this.db
      .prepare('SELECT * FROM gift_vouchers WHERE order_uuid = ? ORDER BY item_index')
      .all(orderUUID) as VoucherRow[];
    return rows.map(stored);
  }

  private freshCode(): string {
    const taken = this.db.prepare('SELECT 1 FROM gift_vouchers WHERE code = ?');
    for (;;) {
      const code = randomGiftCode();
      if (!taken.get(code)) return code;
    }
  }
}

function stored(row: VoucherRow): StoredVoucher {
  return {
    code: row.code,
    orderUUID: row.order_uuid,
    kind: row.kind,
    title: row.title,
    boxCode: row.box_code,
    offerId: row.offer_id,
    nights: row.nights,
    people: row.people,
    amount: row.amount,
    validUntil: row.valid_until,
  };
}
