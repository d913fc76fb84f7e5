import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, Input, Label, NumberField, Text } from 'react-aria-components/NumberField';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { formatEuros } from '@escapade/shared-contracts/prices';
import { useRemoteProps } from '../../../context/remote-props';
import type { GiftCardAmountsResponse } from '../api/get-gift-card-amounts';
import { otherAmountError, type AmountChoice } from '../utils/gift-card-amount';
import styles from './gift-card.module.css';

const OTHER = 'other';

interface GiftCardAmountChoiceProps {
  /** Id of the heading that names the choice. */
  labelledBy: string;
  offer: GiftCardAmountsResponse;
  choice: AmountChoice;
  onChange(choice: AmountChoice): void;
  /** The form was submitted: a wrong other amount shows its error even if never left. */
  submitted: boolean;
  otherAmountRef: RefObject<HTMLInputElement | null>;
}

/**
 * The card's amount: the offered amounts in one tap, or another one in whole euros between the
 * limits (checked when the field is left and on Continue).
 */
export function GiftCardAmountChoice({
  labelledBy,
  offer,
  choice,
  onChange,
  submitted,
  otherAmountRef,
}: GiftCardAmountChoiceProps) {
  const { t } = useTranslation();
  const { locale } = useRemoteProps();
  const [left, setLeft] = useState(false);
  const limits = { min: formatEuros(offer.min, locale), max: formatEuros(offer.max, locale) };

  return (
    <div className={styles.amountChoice}>
      <RadioGroup
        aria-labelledby={labelledBy}
        className={styles.amounts}
        orientation="horizontal"
        value={choice.kind === 'preset' ? String(choice.amount) : OTHER}
        onChange={(value) => {
          if (value !== OTHER) {
            onChange({ kind: 'preset', amount: Number(value) });
            return;
          }
          // A fresh, empty field: its error waits until it is left again.
          setLeft(false);
          onChange({ kind: 'other', euros: Number.NaN });
        }}
      >
        {offer.amounts.map((amount) => (
          <Radio key={amount} value={String(amount)} className={styles.amount}>
            {formatEuros(amount, locale)}
          </Radio>
        ))}
        <Radio value={OTHER} className={`${styles.amount} ${styles.amountOther}`}>
          {t('giftCard.amount.other')}
        </Radio>
      </RadioGroup>

      {choice.kind === 'other' ? (
        <NumberField
          className={styles.otherField}
          value={choice.euros}
          onChange={(euros) => onChange({ kind: 'other', euros })}
          onBlur={() => setLeft(true)}
          formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
          isRequired
          validationBehavior="aria"
          validate={(euros) =>
            (left || submitted) && otherAmountError(euros, offer) ? t('giftCard.amount.error', limits) : null
          }
        >
          <Label className={styles.fieldLabel}>{t('giftCard.amount.otherLabel')}</Label>
          <Input ref={otherAmountRef} className={styles.otherInput} />
          <Text slot="description" className={styles.fieldDescription}>
            {t('giftCard.amount.range', limits)}
          </Text>
          <FieldError className={styles.fieldError} />
        </NumberField>
      ) : null}
    </div>
  );
}
