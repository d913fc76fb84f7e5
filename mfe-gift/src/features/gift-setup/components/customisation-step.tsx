import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import {
  CustomisationDrawer,
  type CustomisationDrawerProps,
} from '../../gift-customisation/components/customisation-drawer';
import { useRemoteProps } from '../../../context/remote-props';
import { senderNameRequired, type GiftFormat } from '../utils/gift-format';
import { personalizationEvent, type TrackedGift } from '../utils/gift-tracking';
import styles from './setup-steps.module.css';

type GiftCustomisation = NonNullable<CustomisationDrawerProps['initial']>;

/** Whether the customisation drawer is open, and whether it opened to show what is missing. */
export type CustomisationOpening = 'closed' | 'open' | 'check';

interface CustomisationStepProps {
  format: GiftFormat;
  /** The customisation saved for this gift, or null. */
  saved: GiftCustomisation | null;
  /** "Offer" with a valid customisation: the page saves it and goes on to the checkout. */
  onOffer(value: GiftCustomisation): void;
  /** The gift as analytics sees it. */
  gift: TrackedGift;
  /** The drawer's state, kept by the page so that its way on can open the drawer too. */
  opening: CustomisationOpening;
  onOpeningChange(opening: CustomisationOpening): void;
}

/**
 * Step 3: the sender's name and a message, written in the customisation drawer and shown here once
 * saved, with a way to edit them. Opening and confirming the drawer are measured.
 */
export function CustomisationStep({ format, saved, onOffer, gift, opening, onOpeningChange }: CustomisationStepProps) {
  const { t } = useTranslation();
  const { bus } = useRemoteProps();
  const headingId = useId();
  const nameRequired = senderNameRequired(format);

  const open = () => onOpeningChange('open');
  const offer = (value: GiftCustomisation) => {
    bus.emit('tracking:event', personalizationEvent(gift, 'confirm', format));
    onOffer(value);
  };
  const hasText = saved !== null && (saved.fromName.trim() !== '' || saved.message.trim() !== '');

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t('giftSetup.customisation.heading')}
      </h2>
      <p className={styles.sectionIntro}>
        {t('giftSetup.customisation.intro')}
        {nameRequired ? ` ${t('giftSetup.customisation.nameRequired')}` : ''}
      </p>
      {hasText ? (
        <div className={styles.saved}>
          <dl className={styles.savedLines}>
            {saved.fromName.trim() ? (
              <div className={styles.savedLine}>
                <dt>{t('giftSetup.customisation.from')}</dt>
                <dd>{saved.fromName}</dd>
              </div>
            ) : null}
            {saved.message.trim() ? (
              <div className={styles.savedLine}>
                <dt>{t('giftSetup.customisation.message')}</dt>
                <dd className={styles.savedMessage}>{saved.message}</dd>
              </div>
            ) : null}
          </dl>
          <Button className={styles.secondaryButton} aria-label={t('giftSetup.customisation.editLabel')} onPress={open}>
            {t('giftSetup.customisation.edit')}
          </Button>
        </div>
      ) : (
        <Button className={styles.secondaryButton} onPress={open}>
          {t('giftSetup.customisation.open')}
        </Button>
      )}
      <CustomisationDrawer
        isOpen={opening !== 'closed'}
        checkOnOpen={opening === 'check'}
        onOpenChange={(isOpen) => onOpeningChange(isOpen ? opening : 'closed')}
        initial={saved}
        fromNameRequired={nameRequired}
        onOffer={offer}
      />
    </section>
  );
}
