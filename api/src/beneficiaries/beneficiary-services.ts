/**
 * What the beneficiary routes share, built once when they register: the gifts and their sessions
 * in the shop store, the unknown-code throttle, and what the offers are read from.
 */
import type { AppContext } from '../routes/app-context';
import { BeneficiarySessions } from './beneficiary-sessions';
import type { FailureThrottle } from '../http/failure-throttle';
import { giftCodeThrottle } from './gift-code-throttle';

export type BeneficiaryContext = Pick<
  AppContext,
  'catalogue' | 'store' | 'orders' | 'vouchers' | 'shopOrigins' | 'throttles'
>;

export interface BeneficiaryServices extends BeneficiaryContext {
  sessions: BeneficiarySessions;
  /** Unknown gift codes per address. */
  throttle: FailureThrottle;
}

export function beneficiaryServices(context: BeneficiaryContext): BeneficiaryServices {
  return {
    ...context,
    sessions: new BeneficiarySessions(context.store),
    throttle: giftCodeThrottle(context.throttles),
  };
}
