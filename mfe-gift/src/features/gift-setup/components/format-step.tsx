import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import type { GiftFormat, PhysicalAvailability } from '../utils/gift-format';
import styles from './setup-steps.module.css';

interface FormatStepProps {
  format: GiftFormat;
  physical: PhysicalAvailability;
  onChange(format: GiftFormat): void;
  /** What comes with the physical format (delivery, sleeve), shown under the choice when it is chosen. */
  physicalDetails: ReactNode;
}

/** One format as a card: its name and what the beneficiary receives, or why it cannot be chosen. */
function FormatOption({ format, text, isDisabled }: { format: GiftFormat; text: string; isDisabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Radio value={format} className={styles.card} isDisabled={isDisabled}>
      <span className={styles.radioMark} aria-hidden="true" />
      <span className={styles.cardText}>
        <span className={styles.cardTitle}>{t(`giftSetup.format.${format}.title`)}</span>
        <span className={isDisabled ? styles.cardWarning : styles.cardHint}>{text}</span>
      </span>
    </Radio>
  );
}

/**
 * Step 2: digital (the default) or physical. Physical can be chosen only while the shop sells it
 * and its delivery is priced; otherwise it stays visible, disabled, with the reason.
 */
export function FormatStep({ format, physical, onChange, physicalDetails }: FormatStepProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t('giftSetup.format.heading')}
      </h2>
      <RadioGroup
        aria-labelledby={headingId}
        className={styles.cards}
        value={format}
        onChange={(value) => onChange(value === 'physical' ? 'physical' : 'digital')}
      >
        <FormatOption format="digital" text={t('giftSetup.format.digital.text')} />
        <FormatOption
          format="physical"
          isDisabled={physical !== 'available'}
          text={
            physical === 'unavailable' ? t('giftSetup.format.physicalUnavailable') : t('giftSetup.format.physical.text')
          }
        />
      </RadioGroup>
      {format === 'physical' ? physicalDetails : null}
    </section>
  );
}
