import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Form } from 'react-aria-components/Form';
import { useRemoteProps } from '../context/remote-props';
import type { GiftCardAmountsResponse } from '../features/gift-card/api/get-gift-card-amounts';
import { GiftCardAmountChoice } from '../features/gift-card/components/gift-card-amount-choice';
import { GiftCardError } from '../features/gift-card/components/gift-card-error';
import { GiftCardFormatChoice } from '../features/gift-card/components/gift-card-format-choice';
import { GiftCardPreview } from '../features/gift-card/components/gift-card-preview';
import { GiftCardSkeleton } from '../features/gift-card/components/gift-card-skeleton';
import { useGiftCardAmounts } from '../features/gift-card/state/use-gift-card-amounts';
import { useGiftCardChoice } from '../features/gift-card/state/use-gift-card-choice';
import { GIFT_CARD_ID, giftCardCheckoutTarget } from '../features/gift-card/utils/gift-card-checkout';
import { giftCardPersonalizationEvent } from '../features/gift-card/utils/gift-card-tracking';
import { CustomisationFields } from '../features/gift-customisation/components/customisation-fields';
import {
  customisationStorageKey,
  useStoredCustomisation,
} from '../features/gift-customisation/state/stored-customisation';
import { useCustomisationForm } from '../features/gift-customisation/state/use-customisation-form';
import { GIFT_PAGE_ROBOTS } from './page-server-data';
import cardStyles from '../features/gift-card/components/gift-card.module.css';
import styles from './gift-card-page.module.css';

/**
 * The amount, the format and the personalisation of the card beside its live preview; Continue
 * checks them, keeps the personalisation in the browser and goes to the gift checkout.
 */
function GiftCardForm({ offer }: { offer: GiftCardAmountsResponse }) {
  const { t } = useTranslation();
  const { bus, navigate } = useRemoteProps();
  const choice = useGiftCardChoice(offer);
  const [stored, saveCustomisation] = useStoredCustomisation(customisationStorageKey(GIFT_CARD_ID));
  // A printed card carries the sender's name: it is then required.
  const customisation = useCustomisationForm({ initial: stored, fromNameRequired: choice.format === 'physical' });
  const [submitted, setSubmitted] = useState(false);
  const otherAmountRef = useRef<HTMLInputElement>(null);
  const ids = { amount: useId(), format: useId(), customisation: useId(), summary: useId() };

  function onContinue(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const { amount } = choice;
    // The amount comes first on the page: when it is wrong, it takes the focus.
    const value = customisation.submit({ focus: amount !== undefined });
    if (amount === undefined) {
      otherAmountRef.current?.focus();
      return;
    }
    if (!value) return;
    saveCustomisation(value);
    const order = { amount, giftFormat: choice.format, ...value };
    bus.emit('tracking:event', giftCardPersonalizationEvent(order));
    navigate(giftCardCheckoutTarget(order));
  }

  return (
    <Form className={cardStyles.layout} validationBehavior="aria" onSubmit={onContinue}>
      <div className={cardStyles.main}>
        <section className={cardStyles.section} aria-labelledby={ids.amount}>
          <h2 id={ids.amount} className={cardStyles.sectionHeading}>
            {t('giftCard.amount.heading')}
          </h2>
          <GiftCardAmountChoice
            labelledBy={ids.amount}
            offer={offer}
            choice={choice.amountChoice}
            onChange={choice.chooseAmount}
            submitted={submitted}
            otherAmountRef={otherAmountRef}
          />
        </section>

        <section className={cardStyles.section} aria-labelledby={ids.format}>
          <h2 id={ids.format} className={cardStyles.sectionHeading}>
            {t('giftCard.format.heading')}
          </h2>
          <GiftCardFormatChoice
            labelledBy={ids.format}
            format={choice.format}
            physicalAvailable={choice.physicalAvailable}
            onChange={choice.chooseFormat}
          />
        </section>

        <section className={cardStyles.section} aria-labelledby={ids.customisation}>
          <h2 id={ids.customisation} className={cardStyles.sectionHeading}>
            {t('giftCard.customisation.heading')}
          </h2>
          <p className={cardStyles.sectionText}>{t('giftCard.customisation.text')}</p>
          <CustomisationFields state={customisation.fields} />
        </section>
      </div>

      <aside className={cardStyles.aside} aria-labelledby={ids.summary}>
        <h2 id={ids.summary} className={cardStyles.sectionHeading}>
          {t('giftCard.summary.heading')}
        </h2>
        <GiftCardPreview
          amount={choice.amount}
          format={choice.format}
          fromName={customisation.value.fromName}
          message={customisation.value.message}
          validityMonths={offer.validityMonths}
        />
        <ul className={cardStyles.notes}>
          <li className={cardStyles.note}>{t('giftCard.notes.validity', { count: offer.validityMonths })}</li>
          <li className={cardStyles.note}>{t('giftCard.notes.everywhere')}</li>
          <li className={cardStyles.note}>{t(`giftCard.notes.${choice.format}`)}</li>
        </ul>
        <Button type="submit" className={cardStyles.continue}>
          {t('giftCard.continue')}
        </Button>
      </aside>
    </Form>
  );
}

/** The gift card: an amount to spend on any stay, in the chosen format, with a personal word. */
export function GiftCardPage() {
  const { t } = useTranslation();
  const { bus } = useRemoteProps();
  const amounts = useGiftCardAmounts();

  useEffect(() => {
    bus.emit('page:meta', { title: t('giftCard.metaTitle'), robots: GIFT_PAGE_ROBOTS });
  }, [bus, t]);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{t('giftCard.heading')}</h1>
        <p className={styles.intro}>{t('giftCard.intro')}</p>
      </header>
      {amounts.data ? (
        <GiftCardForm offer={amounts.data} />
      ) : amounts.isError ? (
        <GiftCardError onRetry={() => void amounts.refetch()} isRetrying={amounts.isFetching} />
      ) : (
        <GiftCardSkeleton />
      )}
    </div>
  );
}
