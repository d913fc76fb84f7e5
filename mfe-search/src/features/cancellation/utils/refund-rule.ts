import { DateTime } from 'luxon';
import { REFUND_PERCENT_BEFORE_DEADLINE, REFUND_PERCENT_FROM_CHECKIN } from './cancellation-constants';

export interface RefundRule {
  /** Percent of each night refunded before the deadline. */
  beforeDeadlinePercent: number;
  /** Percent refunded from the no-refund date (the check-in date) on. */
  fromCheckinPercent: number;
  /** Long dates in the visitor's language, when known. */
  deadline: string | null;
  noRefundDate: string | null;
}

function longDate(iso: string | null | undefined, locale: string): string | null {
  if (!iso) return null;
  const date = DateTime.fromISO(iso, { locale });
  return date.isValid ? date.toLocaleString(DateTime.DATE_FULL) : null;
}

/**
 * The refund rule of a cancellable stay: before the deadline 80 % of
 * each night is refunded; from the no-refund date, the check-in date, nothing is.
 */
export function refundRuleOf(
  { deadline, checkin }: { deadline?: string | null; checkin?: string | null },
  locale: string,
): RefundRule {
  return {
    beforeDeadlinePercent: REFUND_PERCENT_BEFORE_DEADLINE,
    fromCheckinPercent: REFUND_PERCENT_FROM_CHECKIN,
    deadline: longDate(deadline, locale),
    noRefundDate: longDate(checkin, locale),
  };
}
