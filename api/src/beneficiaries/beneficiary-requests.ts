/**
 * What the /gateway/beneficiary calls share: answers never cached (they are one gift's), errors
 * with a stable `code` the pages switch on, writes taken from the shop's own pages only, and the
 * guard that lets through only a browser holding a live session of a code still valid.
 */
import type { FastifyReply, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import type { Catalogue } from '../catalogue/catalogue';
import { errorBody } from '../http/error-handling';
import { isFromOtherSite, type ShopOrigins } from '../http/shop-origins';
import { carriesBeneficiaryCookie, clearedBeneficiaryCookie, type BeneficiarySessions } from './beneficiary-sessions';
import { isExpired, type GiftVoucherStore, type StoredVoucher } from './gift-vouchers';

export type BeneficiaryErrorCode =
  | 'GIFT_CODE_MALFORMED'
  | 'GIFT_CODE_UNKNOWN'
  | 'GIFT_CODE_EXPIRED'
  | 'TOO_MANY_ATTEMPTS'
  | 'OTHER_SITE'
  | 'NO_GIFT_SESSION'
  | 'NOT_A_BOX'
  | 'NOT_A_SINGLE_VOUCHER'
  | 'CHECKIN_OUT_OF_RANGE';

export const BENEFICIARY_MESSAGES: Readonly<Record<BeneficiaryErrorCode, string>> = {
  GIFT_CODE_MALFORMED: 'A gift code has 12 letters and digits, as XXXX-XXXX-XXXX',
  GIFT_CODE_UNKNOWN: 'No gift has this code',
  GIFT_CODE_EXPIRED: 'This gift code is past its validity',
  TOO_MANY_ATTEMPTS: 'Too many unknown codes typed: try again later',
  OTHER_SITE: 'Gift codes are only taken from the shop’s own pages',
  NO_GIFT_SESSION: 'Type your gift code to see what it can book',
  NOT_A_BOX: 'This gift code is not a gift box',
  NOT_A_SINGLE_VOUCHER: 'This gift code is a gift box: see the box’s stays',
  CHECKIN_OUT_OF_RANGE: 'querystring/checkinDate must be from today to one year ahead',
};

export function sendBeneficiaryError(
  reply: FastifyReply,
  statusCode: number,
  code: BeneficiaryErrorCode,
): FastifyReply {
  return reply.code(statusCode).send({ ...errorBody(statusCode, BENEFICIARY_MESSAGES[code]), code });
}

export const noStore: onRequestHookHandler = async (_request, reply) => {
  reply.header('Cache-Control', 'no-store');
};

/** Typing a code or leaving is the beneficiary's own act on a page of the shop. */
export function refuseOtherSites(shopOrigins: ShopOrigins): onRequestHookHandler {
  return async (request, reply) => {
    if (isFromOtherSite(request, shopOrigins)) return sendBeneficiaryError(reply, 403, 'OTHER_SITE');
  };
}

const sessionVouchers = new WeakMap<FastifyRequest, StoredVoucher>();

export interface BeneficiaryGuardContext {
  sessions: BeneficiarySessions;
  vouchers: GiftVoucherStore;
  catalogue: Catalogue;
}

/**
 * 401 NO_GIFT_SESSION without a live session of a code still valid. Run after validation, so a
 * malformed query is told so first. A browser holding a cookie that no longer opens anything is
 * told to forget it.
 */
export function requireBeneficiary({ sessions, vouchers, catalogue }: BeneficiaryGuardContext): preHandlerHookHandler {
  return async (request, reply) => {
    const code = await sessions.codeOf(request);
    const voucher = code === undefined ? undefined : await vouchers.find(code);
    if (voucher && !isExpired(voucher, catalogue.todayIso())) {
      sessionVouchers.set(request, voucher);
      return;
    }
    if (carriesBeneficiaryCookie(request)) reply.header('Set-Cookie', clearedBeneficiaryCookie(request));
    return sendBeneficiaryError(reply, 401, 'NO_GIFT_SESSION');
  };
}

/** The session's voucher; only for routes guarded by `requireBeneficiary`. */
export function voucherOf(request: FastifyRequest): StoredVoucher {
  const voucher = sessionVouchers.get(request);
  if (!voucher) throw new Error('A beneficiary route ran without its session guard');
  return voucher;
}
