import type { ReactElement } from 'react';
import type { PaymentMethod } from '../utils/payment-terms';

/** Brand names are the same in every language. */
export const PAYMENT_METHOD_NAMES: Readonly<Record<PaymentMethod, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  paypal: 'PayPal',
  cb: 'CB',
  bancontact: 'Bancontact',
  ideal: 'iDEAL',
};

/** Simple card-sized drawings (48 × 32) of each method's mark. */
const DRAWINGS: Readonly<Record<PaymentMethod, ReactElement>> = {
  visa: (
    <>
      <rect width="48" height="32" rx="4" fill="#fff" />
      <text
        x="24"
        y="21"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontSize="13"
        fontStyle="italic"
        fontWeight="900"
        fill="#1a1f71"
      >
        VISA
      </text>
    </>
  ),
  mastercard: (
    <>
      <rect width="48" height="32" rx="4" fill="#fff" />
      <circle cx="19" cy="16" r="9" fill="#eb001b" />
      <circle cx="29" cy="16" r="9" fill="#f79e1b" />
      <path d="M24 8.4a9 9 0 0 1 0 15.2 9 9 0 0 1 0-15.2Z" fill="#ff5f00" />
    </>
  ),
  amex: (
    <>
      <rect width="48" height="32" rx="4" fill="#2e77bc" />
      <text x="24" y="20" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="10" fontWeight="900" fill="#fff">
        AMEX
      </text>
    </>
  ),
  paypal: (
    <>
      <rect width="48" height="32" rx="4" fill="#fff" />
      <text
        x="24"
        y="20"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontSize="10"
        fontStyle="italic"
        fontWeight="900"
      >
        <tspan fill="#003087">Pay</tspan>
        <tspan fill="#009cde">Pal</tspan>
      </text>
    </>
  ),
  cb: (
    <>
      <rect width="48" height="32" rx="4" fill="#1c5f8f" />
      <rect x="6" y="6" width="36" height="20" rx="3" fill="#37a2c9" />
      <text x="24" y="21" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="12" fontWeight="900" fill="#fff">
        CB
      </text>
    </>
  ),
  bancontact: (
    <>
      <rect width="48" height="32" rx="4" fill="#fff" />
      <path d="M6 20h14l6-8h16l-6 8" fill="none" stroke="#005498" strokeWidth="3" strokeLinejoin="round" />
      <path d="M6 20h14l6-8" fill="none" stroke="#ffd800" strokeWidth="3" strokeLinejoin="round" />
    </>
  ),
  ideal: (
    <>
      <rect width="48" height="32" rx="4" fill="#fff" />
      <rect x="9" y="6" width="30" height="20" rx="3" fill="none" stroke="#cc0066" strokeWidth="1.5" />
      <text
        x="24"
        y="20"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontSize="10"
        fontWeight="900"
        fill="#cc0066"
      >
        iDEAL
      </text>
    </>
  ),
};

/** One method's logo as an image named for screen readers. */
export function PaymentLogo({ method }: { method: PaymentMethod }) {
  return (
    <svg
      viewBox="0 0 48 32"
      width="48"
      height="32"
      role="img"
      aria-label={PAYMENT_METHOD_NAMES[method]}
      focusable="false"
    >
      {DRAWINGS[method]}
      <rect x="0.5" y="0.5" width="47" height="31" rx="3.5" fill="none" stroke="#e2ded6" />
    </svg>
  );
}
