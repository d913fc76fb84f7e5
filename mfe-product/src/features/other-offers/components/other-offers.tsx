import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '@escapade/shared-contracts/prices';
import type { SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { serializeSearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { stayParams } from '@escapade/shared-contracts/booking-criteria';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { productOffersQuery } from '../api/get-product-offers';
import { PageSection } from '../../../components/page-section';
import styles from './other-offers.module.css';

/** The hotel's other stays, shown as cards: at most this many. */
export const OTHER_OFFERS_SHOWN = 6;

/**
 * "Other offers from the same hotel": the hotel's other stays priced for the same dates and
 * travellers, each a real link to its page keeping them. Left out when there are none; when they
 * cannot be had, the section stays and says something went wrong.
 */
export function OtherOffers({ offerId, criteria }: { offerId: string; criteria: SearchCriteria }) {
  const { t } = useTranslation();
  const { locale, apiBase, hrefFor } = useRemoteProps();
  const api = useApiClient();
  const { data, isError } = useQuery(productOffersQuery(api, { offerId, locale, ...stayParams(criteria) }));
  if (isError)
    return (
      <PageSection id="other-offers" title={t('otherOffers.title')}>
        <p className={styles.error}>{t('stay.error.title')}</p>
      </PageSection>
    );
  if (!data || data.length === 0) return null;
  const { hash } = serializeSearchCriteria(criteria);
  return (
    <PageSection id="other-offers" title={t('otherOffers.title')}>
      <ul className={styles.cards}>
        {data.slice(0, OTHER_OFFERS_SHOWN).map((offer) => (
          <li key={offer.id} className={styles.card}>
            <img
              className={styles.image}
              src={`${apiBase}${offer.imageUrl}?w=640&h=360`}
              alt=""
              width={640}
              height={360}
              loading="lazy"
              decoding="async"
            />
            <div className={styles.body}>
              <a
                className={styles.link}
                href={hrefFor({ kind: 'stay', id: String(offer.id), query: { flow: criteria.flow }, hash })}
              >
                {offer.label}
              </a>
              <p className={styles.programme}>{offer.programLines.join(' · ')}</p>
              <p className={styles.price}>
                {offer.priceType === 'from-price' ? `${t('booking.price.from')} ` : null}
                <strong>{formatEuros(offer.priceInfo.sellPrice, locale)}</strong>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
