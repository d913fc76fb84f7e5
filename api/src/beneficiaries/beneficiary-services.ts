/**
 * What the beneficiary routes share, built once when they register: the gifts and their sessions
 * in the shop store, the unknown-code throttle, and what the offers are read from.
 */
import type { AppContext } from '../routes/app-context';
import { BeneficiarySessions } from './beneficiary-sessions';
import { GiftCodeThrottle } from './gift-code-throttle';

export type BeneficiaryContext = Pick<AppContext, 'catalogue' | 'store' | 'orders' | 'vouchers' | 'shopOrigins'>;

export interface BeneficiaryServices extends BeneficiaryContext {
  sessions: BeneficiarySessions;
  throttle: GiftCodeThrottle;
}

export function beneficiaryServices(context: BeneficiaryContext): BeneficiaryServices {
  return { ...context, sessions: new BeneficiarySessions(context.store), throttle: new GiftCodeThrottle() };
}
