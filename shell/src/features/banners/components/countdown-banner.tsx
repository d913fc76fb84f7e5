import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { bcp47, type Locale } from '@escapade/shared-contracts/locales';
import { useIsHydrated } from '../../../hooks/use-is-hydrated';
import type { CountdownBanner as CountdownContent } from '../api/get-countdown-banners';
import { COUNTDOWN_TICK_MS } from '../utils/banner-timings';
import { countdownParts, type CountdownParts } from '../utils/countdown-parts';
import { resolveCmsLink } from '../utils/resolve-cms-link';
import { CmsLink } from './cms-link';
import styles from './countdown-banner.module.css';

const UNITS: readonly { part: keyof CountdownParts; unit: 'day' | 'hour' | 'minute' | 'second' }[] = [
  { part: 'days', unit: 'day' },
  { part: 'hours', unit: 'hour' },
  { part: 'minutes', unit: 'minute' },
  { part: 'seconds', unit: 'second' },
];

type Display = 'narrow' | 'long';

interface CountdownFormats {
  unit(unit: string, display: Display): Intl.NumberFormat;
  list: Intl.ListFormat;
}

/** The banner ticks every second and formatters are slow to make: one set per banner and locale. */
function countdownFormats(tag: string): CountdownFormats {
  const units = new Map<string, Intl.NumberFormat>();
  return {
    unit(unit, display) {
      const key = `${unit}|${display}`;
      let format = units.get(key);
      if (!format) {
        format = new Intl.NumberFormat(tag, {
          style: 'unit',
          unit,
          unitDisplay: display,
          // 4j 05h 09min 03s: the digits do not jump around as they tick.
          minimumIntegerDigits: display === 'narrow' && unit !== 'day' ? 2 : 1,
        });
        units.set(key, format);
      }
      return format;
    },
    list: new Intl.ListFormat(tag, { style: 'long', type: 'unit' }),
  };
}

function formatParts(parts: CountdownParts, formats: CountdownFormats, display: Display): string[] {
  return UNITS.map(({ part, unit }) => formats.unit(unit, display).format(parts[part]));
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
  const formats = useMemo(() => countdownFormats(bcp47(locale)), [locale]);
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
  const short = formatParts(parts, formats, 'narrow');
  const long = formats.list.format(formatParts(parts, formats, 'long'));
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
          aria-label={t('banners.countdown.timeLeft', { duration: long })}
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
