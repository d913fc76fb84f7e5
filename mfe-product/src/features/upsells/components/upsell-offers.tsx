import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { stayParams } from '@escapade/shared-contracts/booking-criteria';
import { formatEuros } from '@escapade/shared-contracts/prices';
import { serializeSearchCriteria, type SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { upsellsQuery, type Upsell } from '../api/get-upsells';
import { PageSection } from '../../../components/page-section';
import styles from './upsell-offers.module.css';

/** After choosing an upgrade, the page says so this long before it opens the upgraded stay. */
export const UPSELL_NAVIGATION_DELAY_MS = 500;

/**
 * "Upgrade your stay": the hotel's stays that add an activity or a finer dinner, with what they
 * cost more per night. Choosing one says it is being prepared, then opens it with the same dates
 * and travellers.
 */
export function UpsellOffers({ offerId, criteria }: { offerId: string; criteria: SearchCriteria }) {
  const { t } = useTranslation();
  const { locale, navigate } = useRemoteProps();
  const api = useApiClient();
  const { data } = useQuery(upsellsQuery(api, { offerId, locale, ...stayParams(criteria) }, criteria.flow));
  const [chosen, setChosen] = useState<Upsell | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (!data || data.length === 0) return null;
  const choose = (upsell: Upsell) => {
    setChosen(upsell);
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () =>
        navigate({
          kind: 'stay',
          id: String(upsell.id),
          query: { flow: criteria.flow },
          hash: serializeSearchCriteria(criteria).hash,
        }),
      UPSELL_NAVIGATION_DELAY_MS,
    );
  };
  return (
    <PageSection id="upsells" title={t('upsells.title')}>
      <ul className={styles.list}>
        {data.map((upsell) => (
          <li key={upsell.id} className={styles.upsell}>
            <div className={styles.text}>
              <p className={styles.label}>{upsell.label}</p>
              <p className={styles.programme}>{upsell.programLines.join(' · ')}</p>
            </div>
            <p className={styles.difference}>
              {t('upsells.perNight', { amount: formatEuros(upsell.priceDifferencePerLos, locale) })}
            </p>
            <Button className={styles.choose} onPress={() => choose(upsell)} isDisabled={chosen !== null}>
              {t('upsells.choose')}
            </Button>
          </li>
        ))}
      </ul>
      <p role="status" className={styles.status}>
        {chosen ? t('upsells.loading', { offer: chosen.label }) : ''}
      </p>
    </PageSection>
  );
}
