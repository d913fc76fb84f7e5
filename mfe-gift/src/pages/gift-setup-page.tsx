import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { useRemoteProps } from '../context/remote-props';
import {
  customisationStorageKey,
  useStoredCustomisation,
} from '../features/gift-customisation/state/stored-customisation';
import { isCustomisationComplete } from '../features/gift-customisation/utils/customisation-rules';
import { ContinueLink } from '../features/gift-setup/components/continue-link';
import { CustomisationStep, type CustomisationOpening } from '../features/gift-setup/components/customisation-step';
import { FormatStep } from '../features/gift-setup/components/format-step';
import { GiftSetupSkeleton } from '../features/gift-setup/components/gift-setup-skeleton';
import { GiftUpgrades } from '../features/gift-setup/components/gift-upgrades';
import { NightsStep } from '../features/gift-setup/components/nights-step';
import { OfferExpired } from '../features/gift-setup/components/offer-expired';
import { OfferSummary } from '../features/gift-setup/components/offer-summary';
import { PriceSummary } from '../features/gift-setup/components/price-summary';
import { SetupStepper } from '../features/gift-setup/components/setup-stepper';
import { ShippingDetails } from '../features/gift-setup/components/shipping-details';
import { SleeveExtrasChoice } from '../features/gift-setup/components/sleeve-extras-choice';
import { useGiftSetupData } from '../features/gift-setup/state/use-gift-setup-data';
import { useGiftUpsells } from '../features/gift-setup/state/use-gift-upsells';
import { useSetupHash } from '../features/gift-setup/state/use-setup-hash';
import { useShippingCosts } from '../features/gift-setup/state/use-shipping-costs';
import { useSleeveExtras } from '../features/gift-setup/state/use-sleeve-extras';
import { giftCheckoutTarget } from '../features/gift-setup/utils/gift-checkout-target';
import { effectiveGiftFormat, senderNameRequired } from '../features/gift-setup/utils/gift-format';
import { giftPriceSummary } from '../features/gift-setup/utils/gift-price-summary';
import { personalizationEvent } from '../features/gift-setup/utils/gift-tracking';
import { hashWithSetup } from '../features/gift-setup/utils/gift-setup-hash';
import { upsellsShown } from '../features/gift-setup/utils/gift-upsells';
import { resolveGiftNights } from '../features/gift-setup/utils/resolve-gift-nights';
import { currentSetupStep } from '../features/gift-setup/utils/setup-progress';
import {
  DEFAULT_SLEEVE_ID,
  resolveSleeves,
  sleevesPrice,
  withGroupSelection,
} from '../features/gift-setup/utils/sleeve-selection';
import { GIFT_PAGE_ROBOTS } from './page-server-data';
import setupStyles from '../features/gift-setup/components/gift-setup.module.css';
import styles from './gift-setup-page.module.css';

/**
 * Gift set-up of a stay offer, its steps one after the other: the length of stay, the format (and,
 * posted, the sleeve's extras), upgrades for a one-night gift, the customisation, then the summary
 * and the way on to the gift checkout. Every choice but the customisation lives in the hash.
 * The checkout is reached only with a customisation the format accepts (a posted voucher needs the
 * sender's name): "Continue" otherwise opens the customisation on what is missing, and "Offer" with
 * a valid customisation goes on as "Continue" would.
 */
export function GiftSetupPage() {
  const { t } = useTranslation();
  const { route, bus, navigate } = useRemoteProps();
  const offerId = route.id ?? '';
  const data = useGiftSetupData(offerId);
  const { hash, setup, write } = useSetupHash(offerId);
  const { shipping, physical } = useShippingCosts();
  const [savedCustomisation, saveCustomisation] = useStoredCustomisation(customisationStorageKey(`stay-${offerId}`));
  const [customising, setCustomising] = useState<CustomisationOpening>('closed');

  const ready = data.status === 'ready' ? data : null;
  const nights = ready
    ? resolveGiftNights(ready.priceList.priceList, setup.nights, ready.priceList.giftNights)
    : undefined;
  const format = effectiveGiftFormat(setup.format, physical);
  const sleeveExtras = useSleeveExtras(ready !== null && format === 'physical');
  const upsells = useGiftUpsells(offerId, ready !== null && upsellsShown(nights));

  const title = ready ? (ready.stay?.label ?? ready.priceList.label) : undefined;
  useEffect(() => {
    if (title !== undefined)
      bus.emit('page:meta', { title: t('giftSetup.metaTitle', { label: title }), robots: GIFT_PAGE_ROBOTS });
    if (data.status === 'expired')
      bus.emit('page:meta', { title: t('giftSetup.expired.title'), robots: GIFT_PAGE_ROBOTS });
  }, [bus, t, title, data.status]);

  if (data.status === 'expired') {
    return (
      <div className={styles.page}>
        <OfferExpired />
      </div>
    );
  }

  // Until the extras are known, the hash's ids are kept as written (the default sleeve aside).
  const groups = sleeveExtras.status === 'ready' ? sleeveExtras.groups : null;
  const sleeves =
    format !== 'physical'
      ? []
      : groups
        ? resolveSleeves(groups, setup.sleeves)
        : setup.sleeves.filter((id) => id !== DEFAULT_SLEEVE_ID);
  const entry = ready?.priceList.priceList.find((candidate) => candidate.nights === nights);
  const summary = entry
    ? giftPriceSummary({
        entry,
        format,
        shipping: shipping ?? null,
        sleevesPrice: groups ? sleevesPrice(groups, sleeves) : 0,
      })
    : undefined;
  const gift = entry ? { offerId, label: title ?? '', sellPrice: entry.sellPrice } : undefined;
  const checkoutTarget = (customisation: typeof savedCustomisation) =>
    nights === undefined ? undefined : giftCheckoutTarget({ offerId, nights, format, sleeves, customisation });
  const customisationComplete = isCustomisationComplete(savedCustomisation, senderNameRequired(format));
  const changeCustomising = (next: CustomisationOpening) => {
    if (customising === 'closed' && next !== 'closed' && gift)
      bus.emit('tracking:event', personalizationEvent(gift, 'open', format));
    setCustomising(next);
  };
  const step = currentSetupStep({
    nightsChosen: setup.nights !== undefined,
    formatChosen: setup.format !== undefined,
    customised: savedCustomisation !== null,
  });

  return (
    <div className={styles.page}>
      <SetupStepper current={step} />
      {data.status === 'loading' ? <GiftSetupSkeleton /> : null}
      {data.status === 'error' ? (
        <div role="alert" className={styles.error}>
          <p className={styles.errorText}>{t('giftSetup.error')}</p>
          <Button className={styles.retry} onPress={data.retry}>
            {t('giftSetup.retry')}
          </Button>
        </div>
      ) : null}
      {ready ? (
        <div className={setupStyles.layout}>
          <div className={setupStyles.main}>
            <NightsStep
              priceList={ready.priceList.priceList}
              nights={nights}
              onChooseNights={(chosen) => write({ nights: chosen })}
            />
            <FormatStep
              format={format}
              physical={physical}
              onChange={(chosen) => write({ format: chosen })}
              physicalDetails={
                <>
                  {shipping ? <ShippingDetails shipping={shipping} /> : null}
                  <SleeveExtrasChoice
                    extras={sleeveExtras}
                    selected={sleeves}
                    onChange={(groupId, ids) =>
                      groups && write({ sleeves: withGroupSelection(groups, sleeves, groupId, ids) })
                    }
                  />
                </>
              }
            />
            {upsellsShown(nights) ? (
              <GiftUpgrades
                upsells={upsells}
                targetFor={(upsell) => ({
                  kind: 'giftSetup',
                  id: String(upsell.id),
                  query: { flow: 'gifting' },
                  hash: hashWithSetup(hash, { nights: nights ?? 1, format, sleeves }),
                })}
              />
            ) : null}
            {gift ? (
              <CustomisationStep
                format={format}
                saved={savedCustomisation}
                onOffer={(value) => {
                  saveCustomisation(value);
                  const target = checkoutTarget(value);
                  if (target) navigate(target);
                }}
                gift={gift}
                opening={customising}
                onOpeningChange={changeCustomising}
              />
            ) : null}
          </div>
          <aside className={setupStyles.aside}>
            <OfferSummary stay={ready.stay} fallbackTitle={ready.priceList.label} />
            <PriceSummary nights={nights} summary={summary} />
            {nights !== undefined ? (
              <ContinueLink
                target={checkoutTarget(savedCustomisation)}
                refused={!customisationComplete && gift !== undefined}
                onRefused={() => changeCustomising('check')}
              />
            ) : null}
          </aside>
        </div>
      ) : null}
    </div>
  );
}
