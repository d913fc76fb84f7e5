/**
 * Cancellation insurance offered at checkout: its price is a share of the order, never below a
 * minimum; it refunds within 72 hours and covers more than 25 reasons to cancel.
 */
import type { Language } from '@escapade/shared-contracts/locales';
import { percentOfCentsRoundedUp } from './cents';

/** The insurance costs 4.5 % of the order amount, rounded up to the cent… */
export const INSURANCE_RATE_PERCENT = 4.5;
/** …and at least 5 € (cents). */
export const INSURANCE_MIN_PRICE = 500;
export const INSURANCE_REFUND_HOURS = 72;
export const INSURANCE_COVERED_CASES = 25;

/** The stay's own cancellation terms the insurance is sold on top of (see cancellationPolicyOf). */
export const INSURED_POLICY_TYPES = ['FLEXIBLE', 'NCNR'] as const;
export type InsuredPolicyType = (typeof INSURED_POLICY_TYPES)[number];

export function insurancePrice(orderAmount: number): number {
  return Math.max(INSURANCE_MIN_PRICE, percentOfCentsRoundedUp(orderAmount, INSURANCE_RATE_PERCENT));
}

function insuranceMessage(language: Language): string {
  return {
    fr: `Assurance annulation : remboursement sous ${INSURANCE_REFUND_HOURS} h, plus de ${INSURANCE_COVERED_CASES} motifs d’annulation couverts`,
    es: `Seguro de cancelación: reembolso en ${INSURANCE_REFUND_HOURS} h, más de ${INSURANCE_COVERED_CASES} motivos de cancelación cubiertos`,
    it: `Assicurazione annullamento: rimborso entro ${INSURANCE_REFUND_HOURS} ore, oltre ${INSURANCE_COVERED_CASES} motivi di annullamento coperti`,
    nl: `Annuleringsverzekering: terugbetaling binnen ${INSURANCE_REFUND_HOURS} uur, meer dan ${INSURANCE_COVERED_CASES} annuleringsredenen gedekt`,
  }[language];
}

export function insuranceOffer(policyType: InsuredPolicyType, orderAmount: number, language: Language) {
  return {
    id: `CANCELLATION_INSURANCE_${policyType}`,
    sellPrice: insurancePrice(orderAmount),
    cancellationPolicy: {
      type: 'INSURANCE',
      /** The stay's own terms, which the insurance extends. */
      insuredPolicyType: policyType,
      cancellable: true,
      refundDelayHours: INSURANCE_REFUND_HOURS,
      coveredCases: INSURANCE_COVERED_CASES,
      message: insuranceMessage(language),
    },
  };
}
