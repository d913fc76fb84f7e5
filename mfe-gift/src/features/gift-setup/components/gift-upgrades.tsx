import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { apiImageUrl } from '@escapade/shared-contracts/api-images';
import { formatEuros } from '@escapade/shared-contracts/prices';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { useRemoteProps } from '../../../context/remote-props';
import type { GiftUpsell } from '../api/get-gift-upsells';
import type { GiftUpsells } from '../state/use-gift-upsells';
import { UPSELL_NAVIGATION_DELAY_MS, upgradePrice } from '../utils/gift-upsells';
import styles from './setup-steps.module.css';

/** Size asked of the image generator for an upgrade's picture (3:2). */
const THUMBNAIL_SIZE = { width: 120, height: 80 };

interface GiftUpgradesProps {
  upsells: GiftUpsells;
  /** The gift set-up of an upgrade, with the choices made so far. */
  targetFor(upsell: GiftUpsell): RouteTarget;
}

/**
 * "Give even more": the hotel's stays that add an activity or a finer dinner, with what they cost
 * more. Choosing one says it is being prepared, then opens its gift set-up.
 */
export function GiftUpgrades({ upsells, targetFor }: GiftUpgradesProps) {
  const { t } = useTranslation();
  const { apiBase, locale, navigate } = useRemoteProps();
  const headingId = useId();
  const [chosen, setChosen] = useState<GiftUpsell | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (upsells.status === 'none') return null;

  const choose = (upsell: GiftUpsell) => {
    setChosen(upsell);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate(targetFor(upsell)), UPSELL_NAVIGATION_DELAY_MS);
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t('giftSetup.upsells.heading')}
      </h2>
      <p className={styles.sectionIntro}>{t('giftSetup.upsells.intro')}</p>
      {upsells.status === 'pending' ? (
        <div className={styles.upsellList} aria-busy="true">
          <VisuallyHidden>{t('giftSetup.loading')}</VisuallyHidden>
          {[0, 1].map((index) => (
            <span key={index} className={`${styles.upsell} ${styles.skeleton}`} aria-hidden="true" />
          ))}
        </div>
      ) : (
        <ul className={styles.upsellList}>
          {upsells.upsells.map((upsell) => {
            const image = upsell.imagesBySize['120_80']?.[0] ?? upsell.imagesBySize['640_360']?.[0];
            return (
              <li key={upsell.id} className={styles.upsell}>
                {image ? (
                  <img className={styles.thumbnail} src={apiImageUrl(apiBase, image, THUMBNAIL_SIZE)} alt="" />
                ) : (
                  <span className={styles.thumbnail} aria-hidden="true" />
                )}
                <div className={styles.cardText}>
                  <p className={styles.upsellLabel}>{upsell.label}</p>
                  {upsell.programLines.length > 0 ? (
                    <p className={styles.upsellProgramme}>{upsell.programLines.join(' · ')}</p>
                  ) : null}
                </div>
                <p className={styles.upsellPrice}>
                  {t('giftSetup.upsells.difference', { price: formatEuros(upgradePrice(upsell), locale) })}
                </p>
                <Button
                  className={styles.secondaryButton}
                  aria-label={t('giftSetup.upsells.chooseOffer', { offer: upsell.label })}
                  onPress={() => choose(upsell)}
                  isDisabled={chosen !== null}
                >
                  {t('giftSetup.upsells.choose')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <p role="status" className={styles.status}>
        {chosen ? t('giftSetup.upsells.loading', { offer: chosen.label }) : ''}
      </p>
    </section>
  );
}
