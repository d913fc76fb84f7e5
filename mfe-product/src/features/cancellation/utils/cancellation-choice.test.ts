import { DateTime } from 'luxon';
import {
  canFetchInsuranceAmount,
  cancellationChoiceError,
  cancellationDeadline,
  cancellationOptions,
  cancellationState,
  insuranceAfterToggle,
  insuranceValueOf,
  isInsuranceOfferShown,
  isPolicyCancellable,
  refundAmountAt,
  refundPercentAt,
  type CancellationPolicy,
} from './cancellation-choice';

const zone = 'Europe/Paris';
const flexible: CancellationPolicy = { type: 'FLEX', cancellable: true, cancellationDeadline: '2026-07-08T23:59:00' };
const nonRefundable: CancellationPolicy = { type: 'NCNR', cancellable: false, cancellationDeadline: null };
const at = (text: string) => DateTime.fromISO(text, { zone });

describe('isPolicyCancellable', () => {
  it('follows the cancellable flag, except for the non-refundable type', () => {
    expect(isPolicyCancellable(flexible)).toBe(true);
    expect(isPolicyCancellable(nonRefundable)).toBe(false);
    expect(isPolicyCancellable({ ...flexible, type: 'NCNR' })).toBe(false);
    expect(isPolicyCancellable(null)).toBe(false);
  });
});

describe('cancellationDeadline', () => {
  it('reads the deadline in the shop zone, or its other name', () => {
    expect(cancellationDeadline(flexible, zone)?.toISO()).toBe('2026-07-08T23:59:00.000+02:00');
    const other = { cancellable: true, cancellableUntil: '2026-07-08T10:00:00Z' };
    expect(cancellationDeadline(other, zone)?.toISO()).toBe('2026-07-08T12:00:00.000+02:00');
  });

  it('is null without a cancellable policy or a valid deadline', () => {
    expect(cancellationDeadline(nonRefundable, zone)).toBeNull();
    expect(cancellationDeadline({ cancellable: true, cancellationDeadline: 'tomorrow' }, zone)).toBeNull();
    expect(cancellationDeadline({ ...flexible, cancellable: false }, zone)).toBeNull();
  });
});

describe('cancellationState', () => {
  it('asks for dates when there are none', () => {
    expect(cancellationState(false, flexible, zone)).toEqual({ kind: 'addDates' });
  });

  it('is modifiable until the deadline with a cancellable policy that has one', () => {
    const state = cancellationState(true, flexible, zone);
    expect(state.kind).toBe('modifiable');
    expect(state.kind === 'modifiable' && state.deadline.toISODate()).toBe('2026-07-08');
  });

  it('is non-exchangeable and non-refundable otherwise', () => {
    expect(cancellationState(true, nonRefundable, zone)).toEqual({ kind: 'nonRefundable' });
    expect(cancellationState(true, { cancellable: true }, zone)).toEqual({ kind: 'nonRefundable' });
    expect(cancellationState(true, null, zone)).toEqual({ kind: 'nonRefundable' });
  });
});

describe('cancellationOptions', () => {
  it('offers flexible at no cost with a cancellable policy, non-cancellable otherwise', () => {
    expect(cancellationOptions(flexible, { shown: false, amount: 1200 })).toEqual([{ choice: 'flexible', cost: 0 }]);
    expect(cancellationOptions(nonRefundable, { shown: false, amount: null })).toEqual([
      { choice: 'nonCancellable', cost: 0 },
    ]);
  });

  it('adds the insurance when it shows and its price is known', () => {
    expect(cancellationOptions(nonRefundable, { shown: true, amount: 1490 })).toEqual([
      { choice: 'nonCancellable', cost: 0 },
      { choice: 'insurance', cost: 1490 },
    ]);
    expect(cancellationOptions(flexible, { shown: true, amount: 0 })).toContainEqual({ choice: 'insurance', cost: 0 });
    expect(cancellationOptions(flexible, { shown: true, amount: null })).toHaveLength(1);
  });
});

describe('the insurance value and its validation', () => {
  it('is undefined until chosen, then true only with the insurance', () => {
    expect(insuranceValueOf(undefined)).toBeUndefined();
    expect(insuranceValueOf('insurance')).toBe(true);
    expect(insuranceValueOf('flexible')).toBe(false);
    expect(insuranceValueOf('nonCancellable')).toBe(false);
  });

  it('asks to choose an option while nothing is chosen and the offer shows', () => {
    expect(cancellationChoiceError(undefined, true)).toBe('chooseAnOption');
    expect(cancellationChoiceError(false, true)).toBeNull();
    expect(cancellationChoiceError(true, true)).toBeNull();
    expect(cancellationChoiceError(undefined, false)).toBeNull();
  });

  it('shows the offer only when the insurance is enabled', () => {
    expect(isInsuranceOfferShown(true)).toBe(true);
    expect(isInsuranceOfferShown(false)).toBe(false);
  });

  it('asks for the price only for a stay above 0 with a policy type', () => {
    expect(canFetchInsuranceAmount(1, 'FLEX')).toBe(true);
    expect(canFetchInsuranceAmount(0, 'FLEX')).toBe(false);
    expect(canFetchInsuranceAmount(18900, null)).toBe(false);
    expect(canFetchInsuranceAmount(18900, '')).toBe(false);
  });

  it('goes back to no insurance when the insurance is disabled', () => {
    expect(insuranceAfterToggle(false, true)).toBe(false);
    expect(insuranceAfterToggle(false, undefined)).toBe(false);
    expect(insuranceAfterToggle(true, true)).toBe(true);
    expect(insuranceAfterToggle(true, undefined)).toBeUndefined();
  });
});

describe('refunds', () => {
  it('refunds 80 % up to the deadline, nothing after it', () => {
    expect(refundPercentAt(at('2026-07-08T23:59'), flexible, '2026-07-10', zone)).toBe(80);
    expect(refundPercentAt(at('2026-07-09T00:00'), flexible, '2026-07-10', zone)).toBe(0);
  });

  it('refunds nothing from the check-in day on, whatever the deadline', () => {
    const late = { ...flexible, cancellationDeadline: '2026-07-12T12:00' };
    expect(refundPercentAt(at('2026-07-09T23:59'), late, '2026-07-10', zone)).toBe(80);
    expect(refundPercentAt(at('2026-07-10T00:00'), late, '2026-07-10', zone)).toBe(0);
  });

  it('refunds nothing without a deadline', () => {
    expect(refundPercentAt(at('2026-07-01T10:00'), nonRefundable, '2026-07-10', zone)).toBe(0);
    expect(refundPercentAt(at('2026-07-01T10:00'), flexible, 'someday', zone)).toBe(0);
  });

  it('adds up 80 % of each night, each rounded down to the cent', () => {
    const nights = [10_001, 12_000];
    expect(refundAmountAt(nights, at('2026-07-01T10:00'), flexible, '2026-07-10', zone)).toBe(8_000 + 9_600);
    expect(refundAmountAt(nights, at('2026-07-09T10:00'), flexible, '2026-07-10', zone)).toBe(0);
  });
});
