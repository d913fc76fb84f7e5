import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import { OfferRail } from '../../offer-list/components/offer-rail';
import { useOfferList } from '../../offer-list/state/use-offer-list';
import type { Minisite } from '../api/get-minisite';
import { minisiteOffersRequest, minisiteSearchTarget } from '../state/minisite-offers-request';
import { MinisiteRetry } from './minisite-retry';
import styles from './minisite.module.css';

/**
 * The catalogue's offers for the partner's filter: the first ones as cards (a swiped row on phones,
 * four columns on desktops) and a link to the search that lists them all.
 */
export function MinisiteOffers({ minisite }: { minisite: Minisite }) {
  const { t } = useTranslation();
  const props = useRemoteProps();
  const body = useMemo(() => minisiteOffersRequest(minisite, props.locale), [minisite, props.locale]);
  const offers = useOfferList(body);
  const titleId = useId();
  const title = t('minisite.offersTitle');

  const seeAll = (
    <a className={styles.seeAll} {...shopLinkProps(props, minisiteSearchTarget(minisite))}>
      {t('minisite.seeAll')}
    </a>
  );

  if (offers.isError || offers.data?.exactMatch.length === 0) {
    return (
      <section className={styles.offers} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {title}
        </h2>
        {offers.isError ? (
          <>
            <MinisiteRetry
              message={t('minisite.offersError')}
              retrying={offers.isFetching}
              onRetry={() => void offers.refetch()}
            />
            <p className={styles.seeAllRow}>{seeAll}</p>
          </>
        ) : (
          <p className={styles.noOffers}>{t('minisite.noOffers')}</p>
        )}
      </section>
    );
  }
  return (
    <div className={styles.offers}>
      <OfferRail title={title} offers={offers.data?.exactMatch ?? []} loading={offers.isPending} />
      <p className={styles.seeAllRow}>
        {offers.data ? (
          <span className={styles.offerCount}>{t('minisite.offerCount', { count: offers.data.totalCount })}</span>
        ) : null}
        {seeAll}
      </p>
    </div>
  );
}
