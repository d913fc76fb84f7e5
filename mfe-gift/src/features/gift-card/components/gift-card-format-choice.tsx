import { useTranslation } from 'react-i18next';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import type { GiftFormat } from '../utils/gift-card-hash';
import styles from './gift-card.module.css';

interface GiftCardFormatChoiceProps {
  /** Id of the heading that names the choice. */
  labelledBy: string;
  format: GiftFormat;
  /** Printed cards are sold (the physicalVoucher flag). */
  physicalAvailable: boolean;
  onChange(format: GiftFormat): void;
}

/** One format as a card: its name and how the card reaches the beneficiary. */
function FormatOption({ format, text, isDisabled }: { format: GiftFormat; text: string; isDisabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Radio value={format} className={styles.format} isDisabled={isDisabled}>
      <span className={styles.radioMark} aria-hidden="true" />
      <span className={styles.formatText}>
        <span className={styles.formatTitle}>{t(`giftCard.format.${format}.title`)}</span>
        <span className={styles.formatDetail}>{text}</span>
      </span>
    </Radio>
  );
}

/** The card's format: an e-card by e-mail, or a printed card posted free, while printed cards are sold. */
export function GiftCardFormatChoice({ labelledBy, format, physicalAvailable, onChange }: GiftCardFormatChoiceProps) {
  const { t } = useTranslation();
  return (
    <RadioGroup
      aria-labelledby={labelledBy}
      className={styles.formats}
      value={format}
      onChange={(value) => onChange(value === 'physical' ? 'physical' : 'digital')}
    >
      <FormatOption format="digital" text={t('giftCard.format.digital.text')} />
      <FormatOption
        format="physical"
        isDisabled={!physicalAvailable}
        text={physicalAvailable ? t('giftCard.format.physical.text') : t('giftCard.format.physicalUnavailable')}
      />
    </RadioGroup>
  );
}
