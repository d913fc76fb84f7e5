import { DateTime } from 'luxon';
import type { StayQuote } from '../api/get-stay-quote';

/** Cancelling before the deadline refunds 80 % of each night. */
export const PARTIAL_REFUND_PERCENT = 80;
/** The insurance refunds within 72 hours… */
export const INSURANCE_REFUND_HOURS = 72;
/** …and covers more than 25 reasons to cancel. */
export const INSURANCE_COVERED_CASES = 25;

/** The policy type of a stay that can be neither exchanged nor refunded. */
const NON_REFUNDABLE = 'NCNR';

type Policy = StayQuote['cancellationPolicy'];

/**
 * The stay's own terms: modifiable and partly refundable until a day, neither exchangeable nor
 * refundable, or only the api's words when the policy is cancellable without a known day.
 */
export type CancellationTerms =
  { kind: 'modifiable'; deadline: string } | { kind: 'nonRefundable' } | { kind: 'asWorded'; message: string };

export function isCancellable(policy: Policy): boolean {
  return Boolean(policy?.cancellable) && policy?.type !== NON_REFUNDABLE;
}

/** The terms of the quote's policy; null when the quote says nothing about cancelling. */
export function cancellationTerms(policy: Policy): CancellationTerms | null {
  if (!policy) return null;
  if (!isCancellable(policy)) return { kind: 'nonRefundable' };
  const deadline = policy.cancellationDeadline ? DateTime.fromISO(policy.cancellationDeadline) : null;
  if (deadline?.isValid) return { kind: 'modifiable', deadline: deadline.toISODate()! };
  return policy.message ? { kind: 'asWorded', message: policy.message } : null;
}

/** The policy type the payment provider is told about: FLEXIBLE or NCNR. */
export function policyTypeOf(policy: Policy): 'FLEXIBLE' | 'NCNR' {
  return isCancellable(policy) ? 'FLEXIBLE' : NON_REFUNDABLE;
}

/** The deadline's day of a cancellable policy (yyyy-MM-dd), null otherwise. */
export function cancellableUntil(policy: Policy): string | null {
  const terms = cancellationTerms(policy);
  return terms?.kind === 'modifiable' ? terms.deadline : null;
}
