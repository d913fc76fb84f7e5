import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DateTime } from 'luxon';
import { FieldError, Label, Radio, RadioGroup, Text } from 'react-aria-components/RadioGroup';
import type { CancellationChoice } from '@escapade/shared-contracts/booking-criteria';
import { bcp47 } from '@escapade/shared-contracts/locales';
import { formatEuros } from '@escapade/shared-contracts/prices';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { SHOP_TIME_ZONE } from '../../../utils/shop-time-zone';
import { insuranceQuoteQuery } from '../api/get-insurance-quote';
import {
  PARTIAL_REFUND_PERCENT,
  canFetchInsuranceAmount,
  cancellationOptions,
  cancellationState,
  type CancellationPolicy,
} from '../utils/cancellation-choice';
import styles from './cancellation-options.module.css';

export interface CancellationOptionsProps {
  policy: (CancellationPolicy & { message?: string }) | null;
  hasDates: boolean;
  /** The stay's amount in cents, which the insurance's price depends on. */
  stayAmount: number;
  /** The insurance is on offer (feature flag). */
  insuranceEnabled: boolean;
  value: CancellationChoice | undefined;
  onChange(choice: CancellationChoice): void;
  /** "Please choose an option", after a Book press without a choice. */
  isInvalid: boolean;
}

/**
 * How the stay may be cancelled: its own terms (until a day, modifying is free and cancelling
 * refunds part of each night, nothing afterwards; or neither), and the paid insurance when it is on
 * offer. Without dates there is nothing to choose yet: the terms depend on the check-in day.
 */
export function CancellationOptions({
  policy,
  hasDates,
  stayAmount,
  insuranceEnabled,
  value,
  onChange,
  isInvalid,
}: CancellationOptionsProps) {
  const { t } = useTranslation();
  const { locale } = useRemoteProps();
  const api = useApiClient();
  const policyType = policy?.type ?? null;
  const insurance = useQuery({
    ...insuranceQuoteQuery(api, { cancellationType: policyType ?? '', amount: stayAmount, locale }),
    enabled: hasDates && insuranceEnabled && canFetchInsuranceAmount(stayAmount, policyType),
  });

  const state = cancellationState(hasDates, policy, SHOP_TIME_ZONE);
  if (state.kind === 'addDates') {
    return (
      <div className={styles.group}>
        <p className={styles.title}>{t('cancellation.title')}</p>
        <p className={styles.hint}>{t('cancellation.addDates')}</p>
      </div>
    );
  }
  const deadline =
    state.kind === 'modifiable' ? state.deadline.setLocale(bcp47(locale)).toLocaleString(DateTime.DATE_FULL) : '';
  const options = cancellationOptions(policy, {
    shown: insuranceEnabled,
    amount: insurance.data?.sellPrice ?? null,
  });
  const detailOf = (choice: CancellationChoice) => {
    if (choice === 'flexible' && !deadline) return [policy?.message ?? ''];
    if (choice === 'flexible')
      return [
        t('cancellation.until', { deadline }),
        t('cancellation.freeModification'),
        t('cancellation.refundRule', { percent: PARTIAL_REFUND_PERCENT, deadline }),
      ];
    if (choice === 'nonCancellable') return [t('cancellation.nonCancellableDetail')];
    return [insurance.data?.cancellationPolicy.message ?? ''];
  };
  const costOf = (cost: number) => (cost === 0 ? t('cancellation.included') : `+${formatEuros(cost, locale)}`);

  return (
    <RadioGroup
      className={styles.group}
      value={value ?? null}
      onChange={(next) => {
        const chosen = options.find((option) => option.choice === next);
        if (chosen) onChange(chosen.choice);
      }}
      isInvalid={isInvalid}
      validationBehavior="aria"
    >
      <Label className={styles.title}>{t('cancellation.title')}</Label>
      {options.map((option) => (
        <Radio key={option.choice} value={option.choice} className={styles.option}>
          <span className={styles.radioMark} aria-hidden="true" />
          <span className={styles.optionText}>
            <span className={styles.optionLine}>
              <span className={styles.optionLabel}>{t(`cancellation.${option.choice}`)}</span>
              <span className={styles.cost}>{costOf(option.cost)}</span>
            </span>
            {detailOf(option.choice)
              .filter(Boolean)
              .map((line) => (
                <span key={line} className={styles.detail}>
                  {line}
                </span>
              ))}
          </span>
        </Radio>
      ))}
      {/* An insurance price that cannot be loaded is told as every failed load of the path: "Oops, something went wrong". */}
      {insuranceEnabled && insurance.isError ? (
        <Text slot="description" className={styles.hint}>
          {t('cancellation.insuranceError')}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{t('cancellation.chooseAnOption')}</FieldError>
    </RadioGroup>
  );
}
