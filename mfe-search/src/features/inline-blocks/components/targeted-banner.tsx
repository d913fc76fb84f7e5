import { useRemoteProps } from '../../../context/remote-props';
import { RouteLink } from '../../../components/route-link';
import type { TargetedBanner as TargetedBannerContent } from '../api/get-targeted-banners';
import { bannerTarget } from '../utils/targeted-banner-match';
import styles from './inline-blocks.module.css';

/** A targeted banner chosen by its rules for this search (content from /content/targetedBanner.json). */
export function TargetedBanner({ banner }: { banner: TargetedBannerContent }) {
  const { apiBase } = useRemoteProps();
  const titleId = `inline-targeted-${banner.id}`;
  return (
    <aside className={`${styles.targeted} ${styles[`image-${banner.imagePosition}`] ?? ''}`} aria-labelledby={titleId}>
      <picture className={styles.targetedPicture}>
        <source media="(min-width: 600px)" srcSet={`${apiBase}${banner.imageUrl}`} />
        <img
          className={styles.targetedImage}
          src={`${apiBase}${banner.imageMobile}`}
          alt={banner.imageAlt}
          loading="lazy"
          width={640}
          height={360}
        />
      </picture>
      <div className={styles.targetedBody}>
        <h2 id={titleId} className={styles.bannerTitle}>
          {banner.title}
        </h2>
        <p className={styles.bannerSubtitle}>{banner.subtitle}</p>
        <div className={styles.ctas}>
          {banner.ctas.map((cta) => {
            const target = cta.target ?? bannerTarget(cta.url);
            return target ? (
              <RouteLink key={cta.label} className={styles.cta} to={target} target={cta.newTab ? '_blank' : undefined}>
                {cta.label}
              </RouteLink>
            ) : (
              <a
                key={cta.label}
                className={styles.cta}
                href={cta.url}
                target={cta.newTab ? '_blank' : undefined}
                rel={cta.newTab ? 'noopener' : undefined}
              >
                {cta.label}
              </a>
            );
          })}
        </div>
      </div>
    </aside>
  );
}
