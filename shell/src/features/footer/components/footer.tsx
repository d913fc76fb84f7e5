import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { bcp47 } from '@escapade/shared-contracts/locales';
import { pageLocation, useShellEnvironment } from '../../../context/shell-environment';
import { useIsRouteAvailable } from '../../../hooks/use-route-availability';
import { FooterNewsletterForm } from '../../newsletter/components/footer-newsletter-form';
import { useFooterParts } from '../state/use-footer-parts';
import { hrefFor } from '../../../utils/route-table';
import { BookingLegalBlock } from './booking-legal-block';
import { ContactBlock } from './contact-block';
import { CookiePreferencesButton } from './cookie-preferences-button';
import { countrySiteLinks } from '../utils/country-sites';
import { FAQ_SITE_URLS, FAQ_TOPIC_PATHS, JOBS_URLS, PRESS_ROOM_URLS, giftShopUrl } from '../utils/footer-links';
import { staticPageSlug, type StaticPageKey } from '@escapade/shared-contracts/static-pages';
import { PaymentLogo } from './payment-logos';
import { PAYMENT_METHODS, instalmentOffers } from '../utils/payment-terms';
import { FOOTER_LINE_HOURS, formatHour } from '../utils/support-hours';
import styles from './footer.module.css';

/** The shop's customer rating, shown in the footer as "4.5/5 from 4146 reviews". */
export const FOOTER_RATING = { score: 4.5, scale: 5, reviewCount: 4146 } as const;

interface FooterLink {
  key: string;
  label: string;
  href: string;
  /** A page of the shop (client-side move), not another site. */
  internal: boolean;
}

function LinkColumn({ title, links, children }: { title: string; links: FooterLink[]; children?: ReactNode }) {
  const headingId = useId();
  return (
    <nav className={styles.column} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.columnTitle}>
        {title}
      </h2>
      <ul className={styles.linkList}>
        {links.map((link) => (
          <li key={link.key}>
            {link.internal ? (
              <Link className={styles.footerLink} to={link.href}>
                {link.label}
              </Link>
            ) : (
              <a className={styles.footerLink} href={link.href}>
                {link.label}
              </a>
            )}
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}

/**
 * The frame's bottom: contact block and newsletter, help, legal and
 * company links, payment, the booking legal block on booking pages, country sites, asterisk notes,
 * rating and copyright. Columns on wide screens, one stacked column on phones (no accordions).
 */
export function Footer() {
  const { t } = useTranslation('marketing');
  const environment = useShellEnvironment();
  const { locale, pointOfSale, careMode } = environment;
  const isRouteAvailable = useIsRouteAvailable();
  const tag = bcp47(locale);
  const numbers = new Intl.NumberFormat(tag);
  const euros = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const year = new Date().getFullYear();
  const sitesHeadingId = useId();
  const contactHeadingId = useId();
  const newsletterHeadingId = useId();
  const paymentHeadingId = useId();

  const staticPagesAvailable = isRouteAvailable('staticPage');
  const staticPageHref = (key: StaticPageKey) =>
    staticPagesAvailable ? hrefFor(locale, { kind: 'staticPage', id: staticPageSlug(locale, key) }) : null;
  const contactHref = isRouteAvailable('contact') ? hrefFor(locale, { kind: 'contact' }) : null;
  const parts = useFooterParts();
  const payLaterOffers = instalmentOffers(locale);
  const faq = FAQ_SITE_URLS[locale];
  const pressRoom = PRESS_ROOM_URLS[locale];

  const staticLink = (key: StaticPageKey, label: string): FooterLink[] => {
    const href = staticPageHref(key);
    return href ? [{ key, label, href, internal: true }] : [];
  };
  const helpLinks: FooterLink[] = [
    { key: 'faq', label: t('footer.help.faq'), href: faq, internal: false },
    { key: 'booking', label: t('footer.help.booking'), href: `${faq}${FAQ_TOPIC_PATHS.booking}`, internal: false },
    { key: 'gift', label: t('footer.help.gift'), href: `${faq}${FAQ_TOPIC_PATHS.gift}`, internal: false },
    ...(contactHref ? [{ key: 'contact', label: t('footer.help.contact'), href: contactHref, internal: true }] : []),
  ];
  const legalLinks: FooterLink[] = [
    ...staticLink('salesConditions', t('footer.legal.salesConditions')),
    ...staticLink('usageConditions', t('footer.legal.usageConditions')),
    ...staticLink('dataProtection', t('footer.legal.dataProtection')),
    ...staticLink('cookies', t('footer.legal.cookies')),
  ];
  const companyLinks: FooterLink[] = [
    ...staticLink('partnerSignup', t('footer.company.partnerSignup')),
    { key: 'giftShop', label: t('footer.company.giftShop'), href: giftShopUrl(locale, careMode), internal: false },
    ...(pressRoom ? [{ key: 'press', label: t('footer.company.pressRoom'), href: pressRoom, internal: false }] : []),
    { key: 'jobs', label: t('footer.company.jobs'), href: JOBS_URLS[locale], internal: false },
  ];

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {parts.contact || parts.newsletter ? (
          <div className={styles.panels}>
            {parts.contact ? (
              <ContactBlock locale={locale} headingId={contactHeadingId} contactHref={contactHref} />
            ) : null}
            {parts.newsletter ? (
              <section className={styles.panel} aria-labelledby={newsletterHeadingId}>
                <h2 id={newsletterHeadingId} className={styles.panelTitle}>
                  {t('footer.newsletter.heading')}
                </h2>
                <p className={styles.panelText}>{t('footer.newsletter.text')}</p>
                <FooterNewsletterForm headingId={newsletterHeadingId} />
              </section>
            ) : null}
          </div>
        ) : null}

        <div className={styles.columns}>
          <LinkColumn title={t('footer.help.heading')} links={helpLinks} />
          <LinkColumn title={t('footer.legal.heading')} links={legalLinks}>
            <li>
              <CookiePreferencesButton className={styles.linkButton} />
            </li>
          </LinkColumn>
          <LinkColumn title={t('footer.company.heading')} links={companyLinks} />
          <section className={styles.column} aria-labelledby={paymentHeadingId}>
            <h2 id={paymentHeadingId} className={styles.columnTitle}>
              {t('footer.payment.heading')}
            </h2>
            <ul className={styles.paymentLogos} aria-label={t('footer.payment.methods')}>
              {PAYMENT_METHODS[pointOfSale].map((method) => (
                <li key={method}>
                  <PaymentLogo method={method} />
                </li>
              ))}
            </ul>
            <p className={styles.paymentLine}>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <rect x="5" y="10.5" width="14" height="10" rx="2" fill="currentColor" />
                <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
              {t('footer.payment.secured')}
            </p>
            {payLaterOffers.map((offer) => (
              <p key={offer.kind} className={styles.paymentLine}>
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                  <rect x="3" y="6" width="18" height="13" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
                  <path d="M3 10h18M7 15h3" stroke="currentColor" strokeWidth="2" />
                </svg>
                {t(`footer.payment.${offer.kind}`, {
                  amount: euros.format(offer.minAmountCents / 100),
                  payments: offer.payments,
                })}
              </p>
            ))}
          </section>
        </div>

        {parts.legal ? (
          <BookingLegalBlock
            pointOfSale={pointOfSale}
            salesConditionsHref={staticPageHref('salesConditions')}
            dataProtectionHref={staticPageHref('dataProtection')}
          />
        ) : null}

        <nav className={styles.sites} aria-labelledby={sitesHeadingId}>
          <h2 id={sitesHeadingId} className={styles.heading}>
            {t('footer.countrySites')}
          </h2>
          <ul className={styles.siteList}>
            {countrySiteLinks(pageLocation(environment)).map((site) => (
              <li key={site.locale}>
                <a className={styles.siteLink} href={site.href} lang={bcp47(site.locale)} hrefLang={bcp47(site.locale)}>
                  {site.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.notes}>
          <p>{t('footer.notes.price')}</p>
          <p>{t('footer.notes.discount')}</p>
          {payLaterOffers.map((offer) => (
            <p key={offer.kind}>{t(`footer.notes.${offer.kind}`)}</p>
          ))}
        </div>

        <div className={styles.bottom}>
          <p className={styles.rating}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path
                d="m12 2.5 2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17l-5.9 3.3 1.3-6.5L2.5 9.3l6.6-.8Z"
                fill="currentColor"
              />
            </svg>
            {t('footer.rating', {
              score: numbers.format(FOOTER_RATING.score),
              scale: numbers.format(FOOTER_RATING.scale),
              count: numbers.format(FOOTER_RATING.reviewCount),
            })}
          </p>
          <p className={styles.supportLine}>
            {t('footer.supportLine', {
              from: formatHour(FOOTER_LINE_HOURS.from, tag),
              to: formatHour(FOOTER_LINE_HOURS.to, tag),
            })}
          </p>
          <p className={styles.copyright}>{t('footer.copyright', { year })}</p>
        </div>
      </div>
    </footer>
  );
}
