import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { apiImageUrl } from '@escapade/shared-contracts/api-images';
import { isInPageClick } from '@escapade/shared-contracts/shop-link';
import { useShellEnvironment } from '../../../context/shell-environment';
import { useIsRouteAvailable } from '../../../hooks/use-route-availability';
import { SlideOver } from '../../../components/slide-over';
import { hrefFor } from '../../../utils/route-table';
import { useReportFailure } from '../../../hooks/use-report-failure';
import { soldGiftProductsQuery } from '../api/get-gift-block';
import { GIFT_PRODUCTS } from '../utils/gift-products';
import styles from './gift-drawer-panel.module.css';

interface GiftDrawerPanelProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}

/** The gift drawer itself: the gift products the site sells and the "I've received a gift" link. */
export function GiftDrawerPanel({ isOpen, onOpenChange }: GiftDrawerPanelProps) {
  const { t } = useTranslation('header');
  const { locale, apiBase, api, reportError } = useShellEnvironment();
  const isRouteAvailable = useIsRouteAvailable();
  // The site's gift block says which products it sells (asked for when the drawer was about to
  // open); if it cannot answer, the drawer offers those whose pages exist here.
  const sold = useQuery(
    soldGiftProductsQuery(api, { locale, reportMalformed: (error) => reportError(error, 'gift-drawer') }),
  );
  useReportFailure(sold.error, (error) => reportError(error, 'gift-drawer'));
  const products = sold.isPending
    ? []
    : GIFT_PRODUCTS.filter(
        (product) => isRouteAvailable(product.target.kind) && (!sold.isSuccess || sold.data.includes(product.key)),
      );

  return (
    <SlideOver
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('giftDrawer.title')}
      closeLabel={t('giftDrawer.close')}
    >
      {(close) => (
        <div className={styles.content}>
          <p className={styles.intro}>{t('giftDrawer.intro')}</p>
          <ul className={styles.products} aria-busy={sold.isPending}>
            {products.map((product) => (
              <li key={product.key}>
                <Link
                  className={styles.product}
                  to={hrefFor(locale, product.target)}
                  onClick={(event) => isInPageClick(event) && close()}
                >
                  <img
                    className={styles.image}
                    src={apiImageUrl(apiBase, `/images/gift/${product.imageSeed}.svg`, { width: 176, height: 132 })}
                    alt=""
                    width={88}
                    height={66}
                  />
                  <span className={styles.text}>
                    <span className={styles.name}>{t(`giftDrawer.products.${product.key}.title`)}</span>
                    <span className={styles.description}>{t(`giftDrawer.products.${product.key}.text`)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {isRouteAvailable('beneficiaryLogin') ? (
            <Link
              className={styles.received}
              to={hrefFor(locale, { kind: 'beneficiaryLogin' })}
              onClick={(event) => isInPageClick(event) && close()}
            >
              {t('giftDrawer.received')}
            </Link>
          ) : null}
        </div>
      )}
    </SlideOver>
  );
}
