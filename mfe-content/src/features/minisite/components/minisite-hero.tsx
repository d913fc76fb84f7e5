import { useTranslation } from 'react-i18next';
import { apiImageUrl } from '@escapade/shared-contracts/api-images';
import { useRemoteProps } from '../../../context/remote-props';
import type { Minisite } from '../api/get-minisite';
import styles from './minisite.module.css';

/** Below this width (the shop's phone cut, 599 px) the partner's mobile banner is shown. */
export const MINISITE_PHONE_MAX_WIDTH = 599;

/** Banner sizes asked of the image generator: a wide strip for desktops, a taller frame for phones. */
export const DESKTOP_BANNER_SIZE = { width: 1920, height: 595 };
export const MOBILE_BANNER_SIZE = { width: 750, height: 360 };

/** The partner's logo frame (2:1), at twice the size it is drawn. */
export const LOGO_SIZE = { width: 320, height: 160 };

/**
 * The top of a minisite: the partner's banner (the page's largest picture, so it is fetched first,
 * with its size known before it arrives), then the partner, the title and the intro.
 */
export function MinisiteHero({ minisite, titleId }: { minisite: Minisite; titleId: string }) {
  const { t } = useTranslation();
  const { apiBase } = useRemoteProps();
  const { partnerName, logoUrl, bannerUrls } = minisite;
  return (
    <header className={styles.hero}>
      <picture className={styles.banner}>
        <source
          media={`(max-width: ${MINISITE_PHONE_MAX_WIDTH}px)`}
          srcSet={apiImageUrl(apiBase, bannerUrls.mobile, MOBILE_BANNER_SIZE)}
          width={MOBILE_BANNER_SIZE.width}
          height={MOBILE_BANNER_SIZE.height}
        />
        <img
          className={styles.bannerImage}
          src={apiImageUrl(apiBase, bannerUrls.desktop, DESKTOP_BANNER_SIZE)}
          alt=""
          width={DESKTOP_BANNER_SIZE.width}
          height={DESKTOP_BANNER_SIZE.height}
          fetchPriority="high"
        />
      </picture>
      <div className={styles.heroCard}>
        {logoUrl || partnerName ? (
          <div className={styles.partner}>
            {logoUrl ? (
              <img
                className={styles.logo}
                src={apiImageUrl(apiBase, logoUrl, LOGO_SIZE)}
                alt={partnerName ? t('minisite.logoOf', { partner: partnerName }) : t('minisite.partnerLogo')}
                width={LOGO_SIZE.width}
                height={LOGO_SIZE.height}
              />
            ) : null}
            {partnerName ? (
              <p className={styles.partnerName}>{t('minisite.partnership', { partner: partnerName })}</p>
            ) : null}
          </div>
        ) : null}
        <h1 id={titleId} className={styles.title}>
          {minisite.title}
        </h1>
        <p className={styles.intro}>{minisite.intro}</p>
      </div>
    </header>
  );
}
