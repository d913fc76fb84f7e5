/**
 * The gifts paid for, each under its gift code (docs/gifts.md, "Gift codes"): what the code lets its
 * holder book and until when. A code is issued once, when its order is paid, and never changes.
 */
import { GIFT_VALIDITY_MONTHS } from '@escapade/shared-contracts/gift-rules';
import { DateTime } from 'luxon';
import type { Selectable } from 'kysely';
import type { ShopExecutor, ShopStore } from '../store/shop-store';
import type { GiftVouchersTable } from '../store/shop-tables';
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

type VoucherRow = Selectable<GiftVouchersTable>;

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
  constructor(private readonly store: ShopStore) {}

  /**
   * Gives the order's gift number `itemIndex` a fresh code, or answers the one it already has (a
   * payment answered twice issues nothing more).
   */
  async issue(
    orderUUID: string,
    itemIndex: number,
    voucher: Voucher,
    issuedAt: string,
    executor: ShopExecutor = this.store.db,
  ): Promise<StoredVoucher> {
    return this.store.transaction(
      async (trx) => {
        const known = await trx
          .selectFrom('gift_vouchers')
          .selectAll()
          .where('order_uuid', '=', orderUUID)
          .where('item_index', '=', itemIndex)
          .executeTakeFirst();
        if (known) return stored(known);
        const code = await this.freshCode(trx);
        await trx
          .insertInto('gift_vouchers')
          .values({
            code,
            order_uuid: orderUUID,
            item_index: itemIndex,
            kind: voucher.kind,
            title: voucher.title,
            box_code: voucher.boxCode,
            offer_id: voucher.offerId,
            nights: voucher.nights,
            people: voucher.people,
            amount: voucher.amount,
            valid_until: voucher.validUntil,
            issued_at: issuedAt,
          })
          .execute();
        return { ...voucher, code, orderUUID };
      },
      { lockKeys: [`gift-voucher:${orderUUID}:${itemIndex}`], within: executor },
    );
  }

  /** The voucher of a code in its printed form. */
  async find(code: string, executor: ShopExecutor = this.store.db): Promise<StoredVoucher | undefined> {
    const row = await executor.selectFrom('gift_vouchers').selectAll().where('code', '=', code).executeTakeFirst();
    return row ? stored(row) : undefined;
  }

  async ofOrder(orderUUID: string, executor: ShopExecutor = this.store.db): Promise<StoredVoucher[]> {
    const rows = await executor
      .selectFrom('gift_vouchers')
      .selectAll()
      .where('order_uuid', '=', orderUUID)
      .orderBy('item_index')
      .execute();
    return rows.map(stored);
  }

  private async freshCode(executor: ShopExecutor): Promise<string> {
    for (;;) {
      const code = randomGiftCode();
      const taken = await executor
        .selectFrom('gift_vouchers')
        .select((eb) => eb.lit(1).as('taken'))
        .where('code', '=', code)
        .executeTakeFirst();
      if (!taken) return code;
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
