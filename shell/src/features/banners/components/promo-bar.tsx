import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { Flow } from '@escapade/shared-contracts/routes';
import { useHeaderShowsFlowToggle } from '../../../hooks/use-header-shows-flow-toggle';
import { hrefFor } from '../../../utils/route-table';
import type { PromoBar as PromoBarContent } from '../api/get-promo-bars';
import { resolveCmsLink } from '../utils/resolve-cms-link';
import { CmsLink } from './cms-link';
import styles from './promo-bar.module.css';

interface PromoBarProps {
  locale: Locale;
  flow: Flow;
  /** null while loading: an empty bar of the same height holds the place. */
  bar: PromoBarContent | null;
}

/**
 * The promo bar under the header: its links in their colours, CTAs and the Stays/Gifts tabs the
 * CMS asks for, where the header has no Stays / Gifts toggle of its own.
 */
export function PromoBar({ locale, flow, bar }: PromoBarProps) {
  const { t } = useTranslation('marketing');
  const headerShowsFlowToggle = useHeaderShowsFlowToggle();
  if (bar === null) return <div className={styles.bar} data-testid="promo-bar-fallback" aria-hidden="true" />;

  const links = bar.links.flatMap((link) => {
    const resolved = resolveCmsLink(link.url, locale);
    return resolved && link.label ? [{ ...link, resolved }] : [];
  });
  const ctas = bar.ctas.flatMap((cta) => {
    const resolved = resolveCmsLink(cta.url, locale);
    return resolved && cta.label ? [{ ...cta, resolved }] : [];
  });
  const tabs: { flow: Flow; label: string; href: string }[] = [
    { flow: 'booking', label: t('banners.promoBar.stays'), href: hrefFor(locale, { kind: 'home' }) },
    {
      flow: 'gifting',
      label: t('banners.promoBar.gifts'),
      href: hrefFor(locale, { kind: 'home', query: { flow: 'gifting' } }),
    },
  ];

  return (
    <nav className={styles.bar} aria-label={t('banners.promoBar.label')}>
      <div className={styles.inner}>
        {bar.showFlowTabs && !headerShowsFlowToggle ? (
          <ul className={styles.tabs} aria-label={t('banners.promoBar.flowTabs')}>
            {tabs.map((tab) => (
              <li key={tab.flow}>
                <Link className={styles.tab} to={tab.href} aria-current={tab.flow === flow ? 'page' : undefined}>
                  {tab.label}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={`${link.label}|${link.url}`}>
              <CmsLink
                link={link.resolved}
                newTab={link.newTab}
                className={styles.link}
                newTabHint={t('banners.newTab')}
              >
                <span
                  className={styles.chip}
                  data-variation={link.variation}
                  data-font={link.colorPalette?.font ?? 'dark'}
                  style={
                    link.colorPalette
                      ? ({ '--promo-chip-background': link.colorPalette.background } as CSSProperties)
                      : undefined
                  }
                >
                  {link.label}
                </span>
              </CmsLink>
            </li>
          ))}
        </ul>
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
    </nav>
  );
}
