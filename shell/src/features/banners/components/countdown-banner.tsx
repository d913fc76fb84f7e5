import { useEffect, useState, type CSSProperties } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@escapade/shared-contracts/locales';
import { useIsHydrated } from '../../../hooks/use-is-hydrated';
import type { CountdownBanner as CountdownContent } from '../api/get-countdown-banners';
import { COUNTDOWN_TICK_MS } from '../utils/banner-timings';
import { countdownParts, type CountdownParts } from '../utils/countdown-parts';
import { resolveCmsLink } from '../utils/resolve-cms-link';
import { CmsLink } from './cms-link';
import styles from './countdown-banner.module.css';

/**
 * The countdown's units. Their words come from the translations, with each language's plural rules,
 * not from Intl.NumberFormat's unit style: the browser loads its unit data the first time one is
 * made, a long task of its own on a phone's start-up, and the banner is in the first screen.
 */
const UNITS: readonly { part: keyof CountdownParts; unit: 'day' | 'hour' | 'minute' | 'second' }[] = [
  { part: 'days', unit: 'day' },
  { part: 'hours', unit: 'hour' },
  { part: 'minutes', unit: 'minute' },
  { part: 'seconds', unit: 'second' },
];

/** "4 jours, 5 heures, 9 minutes et 3 secondes": what a screen reader says. */
function spokenTimeLeft(parts: CountdownParts, t: TFunction<'marketing'>): string {
  const words = Object.fromEntries(
    UNITS.map(({ part, unit }) => [part, t(`banners.countdown.${unit}`, { count: parts[part] })]),
  );
  return t('banners.countdown.timeLeft', words);
}

/** 4j 05h 09min 03s: all but the days on two digits, so the digits do not jump around as they tick. */
function shownParts(parts: CountdownParts, t: TFunction<'marketing'>): string[] {
  return UNITS.map(({ part, unit }) => {
    const count = parts[part];
    const value = unit === 'day' ? String(count) : String(count).padStart(2, '0');
    return t(`banners.countdown.${unit}Short`, { count, value });
  });
}

interface CountdownBannerProps {
  locale: Locale;
  countdown: CountdownContent;
}

/**
 * A countdown banner shows only between its start and end dates, ticks every second, stops at
 * zero and leaves once its end has passed, without waiting for a page load. The timer is not a live
 * region: screen readers read the time left when they reach it, not every second.
 */
export function CountdownBanner({ locale, countdown }: CountdownBannerProps) {
  const { t } = useTranslation('marketing');
  const start = Date.parse(countdown.startDate);
  const end = Date.parse(countdown.endDate);
  const [now, setNow] = useState(() => Date.now());
  const hydrated = useIsHydrated();

  useEffect(() => {
    if (Number.isNaN(end) || Date.now() > end) return undefined;
    const timer = setInterval(() => {
      const tick = Date.now();
      // It reads zero at its end, and goes with the next tick: the offer is over.
      if (tick > end) clearInterval(timer);
      setNow(tick);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [end]);

  if (Number.isNaN(start) || Number.isNaN(end) || now < start || now > end) return null;

  const parts = countdownParts(end, now);
  const short = shownParts(parts, t);
  const link = countdown.link ? resolveCmsLink(countdown.link.url, locale) : null;
  const palette = countdown.colorPalette;

  return (
    <section
      className={styles.banner}
      aria-label={t('banners.countdown.label')}
      data-font={palette?.font ?? 'light'}
      style={palette ? ({ '--countdown-background': palette.background } as CSSProperties) : undefined}
    >
      <div className={styles.inner}>
        <p className={styles.title}>{countdown.title}</p>
        {/*
          The server's markup shows the time left by the server's clock, which may be long gone (a
          page kept for many visitors). React keeps a server text it was told to let differ, and
          then only rewrites the parts whose value changes: the days, hours and minutes would stay
          the server's. So the timer is drawn anew once the page is the browser's, and every part
          then follows the browser's clock.
        */}
        <div
          key={hydrated ? 'browser-clock' : 'server-clock'}
          suppressHydrationWarning
          className={styles.timer}
          role="timer"
          aria-live="off"
          aria-atomic="true"
          aria-label={spokenTimeLeft(parts, t)}
        >
          <span className={styles.endsIn} aria-hidden="true">
            {t('banners.countdown.endsIn')}
          </span>
          {short.map((value, index) => (
            <span key={UNITS[index]!.unit} suppressHydrationWarning className={styles.part} aria-hidden="true">
              {value}
            </span>
          ))}
        </div>
        {link && countdown.link ? (
          <CmsLink link={link} newTab={countdown.link.newTab} className={styles.link} newTabHint={t('banners.newTab')}>
            {countdown.link.label}
          </CmsLink>
        ) : null}
      </div>
    </section>
  );
}

/** The countdown's place while the countdowns load: same height, nothing moves when it arrives. */
export function CountdownFallback() {
  return <div className={styles.fallback} data-testid="countdown-fallback" aria-hidden="true" />;
}
