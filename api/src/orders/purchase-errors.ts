/** Errors of the purchase calls: the api's usual error body plus a stable `code` the pages switch on. */
import type { FastifyReply } from 'fastify';
import { errorBody } from '../http/error-handling';

export type PurchaseErrorCode =
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'PRICE_CHANGED'
  | 'NOT_BOOKABLE'
  | 'SOLD_OUT'
  | 'PROMOTION_CODE_REFUSED'
  | 'ORDER_NOT_PAYABLE'
  | 'ORDER_NOT_CANCELLABLE'
  | 'ORDER_MISMATCH'
  | 'PAYMENT_DECLINED'
  | 'WALLET_INIT_FAILED';

export function sendPurchaseError(
  reply: FastifyReply,
  statusCode: number,
  code: PurchaseErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
): FastifyReply {
  return reply
    .code(statusCode)
    .header('Cache-Control', 'no-store')
    .send({ ...errorBody(statusCode, message), code, ...extra });
}
