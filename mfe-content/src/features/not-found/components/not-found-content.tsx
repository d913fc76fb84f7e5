import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import { OfferRail } from '../../offer-list/components/offer-rail';
import { useExpiredOffer } from '../state/use-expired-offer';
import { notFoundMeta } from '../utils/not-found-meta';
import { MarketingArticles } from './marketing-articles';
import { NotFoundSearchBox } from './not-found-search-box';
import { SelectionOfTheMoment } from './selection-of-the-moment';
import styles from './not-found.module.css';

/**
 * The 404 page's body: what every page of this remote shows when its route names nothing that
 * exists (an unknown landing, static page, campaign or minisite), and the not-found route itself.
 * It announces its own head tags; the shell reports the failed address.
 */
export function NotFoundContent() {
  const { t } = useTranslation();
  const remoteProps = useRemoteProps();
  const { bus } = remoteProps;
  const titleId = useId();
  const { branch, offers, loadingOffers } = useExpiredOffer();

  const metaTitle = t('notFound.metaTitle');
  useEffect(() => {
    bus.emit('page:meta', notFoundMeta(metaTitle));
  }, [bus, metaTitle]);

  return (
    <div className={styles.page}>
      <section className={styles.intro} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          {t('notFound.title')}
        </h1>
        <p className={styles.text}>{t('notFound.text')}</p>
        {branch.kind === 'expiredOffer' ? (
          <p role="status" className={styles.expired}>
            {t('notFound.expiredOffer')}
          </p>
        ) : (
          <a className={styles.homeButton} {...shopLinkProps(remoteProps, { kind: 'home' })}>
            {t('notFound.homeLink')}
          </a>
        )}
      </section>
      {branch.kind === 'expiredOffer' ? (
        <div className={styles.rail}>
          <OfferRail
            title={t('notFound.hotelOffersTitle', { hotel: branch.hotelName })}
            offers={offers}
            loading={loadingOffers}
          />
        </div>
      ) : null}
      <NotFoundSearchBox />
      <SelectionOfTheMoment />
      <MarketingArticles />
    </div>
  );
}
