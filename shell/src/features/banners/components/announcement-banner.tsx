import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { ShownAnnouncementMessage } from '../api/announcement-banner-types';
import { BANNER_DISPLAY_MS, BANNER_TRANSITION_MS } from '../utils/banner-timings';
import { resolveCmsLink } from '../utils/resolve-cms-link';
import styles from './announcement-banner.module.css';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';

interface AnnouncementBannerProps {
  locale: Locale;
  /** null while loading: an empty bar of the same height holds the place. */
  messages: readonly ShownAnnouncementMessage[] | null;
}

/**
 * The announcement banner: CMS rich text (sanitised where it was read), in its colour; a message
 * with a link is a link opening a new tab. Several messages take turns with a crossfade: each shows
 * BANNER_DISPLAY_MS, then fades into the next over BANNER_TRANSITION_MS. Pointer or keyboard focus on
 * the banner pauses the turns, so a message can be read and its link reached.
 */
export function AnnouncementBanner({ locale, messages }: AnnouncementBannerProps) {
  const { t } = useTranslation('marketing');
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = messages?.length ?? 0;
  const paused = hovered || focused;

  useEffect(() => {
    // The turns start when the messages show.
    if (count < 2 || paused) return undefined;
    const timer = setInterval(
      () => setActive((index) => (index + 1) % count),
      BANNER_DISPLAY_MS + BANNER_TRANSITION_MS,
    );
    return () => clearInterval(timer);
  }, [count, paused]);

  const slides = useMemo(
    () =>
      (messages ?? []).map((message) => ({
        message,
        link: resolveCmsLink(message.link?.url, locale),
        html: message.html,
      })),
    [messages, locale],
  );

  if (count === 0 && messages !== null) return null;
  if (messages === null) return <div className={styles.slot} data-testid="announcement-fallback" aria-hidden="true" />;
  const current = active % count;

  return (
    <section
      className={styles.slot}
      aria-label={t('banners.announcement.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {slides.map(({ message, link, html }, index) => {
        const isActive = index === current;
        return (
          <div
            // The CMS gives messages no id; their order is their identity.
            key={index}
            className={styles.slide}
            data-color={message.colorVariation}
            data-active={isActive}
            aria-hidden={!isActive}
            inert={!isActive}
            style={{ transitionDuration: `${BANNER_TRANSITION_MS}ms` }}
          >
            {link ? (
              <a className={styles.link} href={link.href} target="_blank" rel="noopener">
                <span className={styles.content} dangerouslySetInnerHTML={{ __html: html }} />
                <VisuallyHidden elementType="span">{t('banners.newTab')}</VisuallyHidden>
                <svg
                  className={styles.arrow}
                  viewBox="0 0 16 16"
                  width="14"
                  height="14"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    d="M3 8h9M8.5 4.5 12 8l-3.5 3.5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </a>
            ) : (
              <span className={styles.content} dangerouslySetInnerHTML={{ __html: html }} />
            )}
          </div>
        );
      })}
    </section>
  );
}
