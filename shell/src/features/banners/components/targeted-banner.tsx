import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { TargetedBanner as TargetedContent } from '../api/get-targeted-banners';
import { resolveCmsLink } from '../utils/resolve-cms-link';
import { CmsLink } from './cms-link';
import styles from './targeted-banner.module.css';

/** The promo picture switches to its mobile version below 600 px. */
const MOBILE_IMAGE_QUERY = '(max-width: 599px)';

interface TargetedBannerProps {
  locale: Locale;
  apiBase: string;
  banner: TargetedContent;
}

/** A targeted banner: picture on its side, title, subtitle and calls to action. */
export function TargetedBanner({ locale, apiBase, banner }: TargetedBannerProps) {
  const { t } = useTranslation('marketing');
  const titleId = useId();
  const titleLink = resolveCmsLink(banner.url, locale);
  const ctas = banner.ctas.flatMap((cta) => {
    const resolved = resolveCmsLink(cta.url, locale);
    return resolved && cta.label ? [{ ...cta, resolved }] : [];
  });

  return (
    <aside className={styles.banner} aria-labelledby={titleId} data-image-position={banner.imagePosition}>
      <picture className={styles.picture}>
        <source media={MOBILE_IMAGE_QUERY} srcSet={`${apiBase}${banner.imageMobile}`} />
        <img
          className={styles.image}
          src={`${apiBase}${banner.imageUrl}`}
          alt={banner.imageAlt}
          width={960}
          height={320}
        />
      </picture>
      <div className={styles.text}>
        <h2 id={titleId} className={styles.title}>
          {titleLink ? (
            <CmsLink
              link={titleLink}
              newTab={banner.newTab}
              className={styles.titleLink}
              newTabHint={t('banners.newTab')}
            >
              {banner.title}
            </CmsLink>
          ) : (
            banner.title
          )}
        </h2>
        {banner.subtitle ? <p className={styles.subtitle}>{banner.subtitle}</p> : null}
        {ctas.length > 0 ? (
          <div className={styles.ctas}>
            {ctas.map((cta) => (
              <CmsLink
                key={`${cta.label}|${cta.url}`}
                link={cta.resolved}
                newTab={cta.newTab}
                className={styles.cta}
                newTabHint={t('banners.newTab')}
              >
                {cta.label}
              </CmsLink>
            ))}
          </div>
        ) : null}
      </div>
    </aside>
  );
}
