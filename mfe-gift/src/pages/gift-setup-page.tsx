import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '../context/remote-props';
import { GiftSetupSkeleton } from '../features/gift-setup/components/gift-setup-skeleton';
import { NightsStep } from '../features/gift-setup/components/nights-step';
import { OfferExpired } from '../features/gift-setup/components/offer-expired';
import { SetupStepper } from '../features/gift-setup/components/setup-stepper';
import { chosenGiftNightsAtom } from '../features/gift-setup/state/chosen-gift-nights-atom';
import { useGiftSetupData } from '../features/gift-setup/state/use-gift-setup-data';
import { giftNightsFromHash, hashWithGiftNights } from '../features/gift-setup/utils/gift-nights-hash';
import { resolveGiftNights } from '../features/gift-setup/utils/resolve-gift-nights';
import { GIFT_PAGE_ROBOTS } from './page-server-data';
import styles from './gift-setup-page.module.css';

/** Gift set-up of a stay offer. Step 1: the length of stay, with its prices. */
export function GiftSetupPage() {
  const { t } = useTranslation();
  const { route, navigate, bus } = useRemoteProps();
  const offerId = route.id ?? '';
  const data = useGiftSetupData(offerId);
  const [chosenNights, setChosenNights] = useAtom(chosenGiftNightsAtom);

  // Once the shell has written the choice to the hash (or the visitor went elsewhere), the hash rules again.
  useEffect(() => setChosenNights(null), [route.hash, offerId, setChosenNights]);

  const title = data.status === 'ready' ? (data.stay?.label ?? data.priceList.label) : undefined;
  useEffect(() => {
    if (title !== undefined)
      bus.emit('page:meta', { title: t('giftSetup.metaTitle', { label: title }), robots: GIFT_PAGE_ROBOTS });
    if (data.status === 'expired')
      bus.emit('page:meta', { title: t('giftSetup.expired.title'), robots: GIFT_PAGE_ROBOTS });
  }, [bus, t, title, data.status]);

  function chooseNights(nights: number) {
    setChosenNights(nights);
    navigate(
      { kind: 'giftSetup', id: offerId, query: { flow: 'gifting' }, hash: hashWithGiftNights(route.hash, nights) },
      { replace: true },
    );
  }

  if (data.status === 'expired') {
    return (
      <div className={styles.page}>
        <OfferExpired />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <SetupStepper current="nights" />
      {data.status === 'loading' ? <GiftSetupSkeleton /> : null}
      {data.status === 'error' ? (
        <p role="alert" className={styles.error}>
          {t('giftSetup.error')}
        </p>
      ) : null}
      {data.status === 'ready' ? (
        <NightsStep
          priceList={data.priceList}
          stay={data.stay}
          nights={resolveGiftNights(
            data.priceList.priceList,
            chosenNights ?? giftNightsFromHash(route.hash),
            data.priceList.giftNights,
          )}
          onChooseNights={chooseNights}
        />
      ) : null}
    </div>
  );
}
