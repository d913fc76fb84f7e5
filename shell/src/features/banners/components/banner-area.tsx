import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { bestTargetedBanner } from '@escapade/shared-contracts/targeted-banner';
import { useShellEnvironment } from '../../../context/shell-environment';
import { useCurrentRoute } from '../../../hooks/use-current-route';
import { flowFromSearch } from '../../../utils/current-route';
import type { AnnouncementMessage } from '../api/announcement-banner-types';
import { getCountdownBanners } from '../api/get-countdown-banners';
import { getPromoBars } from '../api/get-promo-bars';
import { getTargetedBanners } from '../api/get-targeted-banners';
import { useBannerContext } from '../state/use-banner-context';
import { useLoadedData } from '../state/use-loaded-data';
import { autoDiscountBannerFor } from '../utils/auto-discount-banner';
import { announcementListFor, showsCountdown, showsPromoBar } from '../utils/banner-pages';
import { loadAnnouncementBanners } from '../utils/load-announcement-banners';
import { selectAnnouncementMessages } from '../utils/select-announcement-messages';
import { AnnouncementBanner } from './announcement-banner';
import { BannerBoundary } from './banner-boundary';
import { CountdownBanner, CountdownFallback } from './countdown-banner';
import { PromoBar } from './promo-bar';
import { TargetedBanner } from './targeted-banner';
import styles from './banner-area.module.css';

/** Names of the banners in error reports (the log's `[source]`). */
const ANNOUNCEMENT_SOURCE = 'announcement-banner';
const PROMO_BAR_SOURCE = 'promo-bar';
const COUNTDOWN_SOURCE = 'countdown-banner';
const TARGETED_SOURCE = 'targeted-banner';

/**
 * The banners between the header and the page: announcement banner (or the auto-discount promo),
 * promo bar, countdown and the targeted banner of the page's `banner:context`. The content is read
 * once per page load; each part holds its height while it loads, so the page does not jump.
 * Customer-care mode hides the announcement banner: its offers are for visitors, not operators.
 */
export function BannerArea() {
  const { t } = useTranslation('marketing');
  const { locale, careMode, flags, bus, apiBase, reportError } = useShellEnvironment();
  const { search } = useLocation();
  const kind = useCurrentRoute()?.kind ?? null;
  const flow = flowFromSearch(search);

  const announcements = useLoadedData(
    careMode ? null : `announcements|${apiBase}`,
    (signal) => loadAnnouncementBanners(apiBase, signal, (error) => reportError(error, ANNOUNCEMENT_SOURCE)),
    (error) => reportError(error, ANNOUNCEMENT_SOURCE),
  );
  const promoBars = useLoadedData(
    `promo-bars|${apiBase}|${locale}`,
    (signal) =>
      getPromoBars({ apiBase, locale, signal, reportMalformed: (error) => reportError(error, PROMO_BAR_SOURCE) }),
    (error) => reportError(error, PROMO_BAR_SOURCE),
  );
  const countdowns = useLoadedData(
    `countdowns|${apiBase}|${locale}`,
    (signal) =>
      getCountdownBanners({
        apiBase,
        locale,
        signal,
        reportMalformed: (error) => reportError(error, COUNTDOWN_SOURCE),
      }),
    (error) => reportError(error, COUNTDOWN_SOURCE),
  );
  const targetedBanners = useLoadedData(
    `targeted|${apiBase}|${locale}`,
    (signal) =>
      getTargetedBanners({ apiBase, locale, signal, reportMalformed: (error) => reportError(error, TARGETED_SOURCE) }),
    (error) => reportError(error, TARGETED_SOURCE),
  );
  const context = useBannerContext(bus);

  let messages: readonly AnnouncementMessage[] | null = [];
  const autoDiscount = autoDiscountBannerFor(flags, locale, flow, kind);
  if (careMode || !announcementListFor(kind)) messages = [];
  else if (autoDiscount) {
    messages = [
      {
        content: t(autoDiscount.contentKey),
        colorVariation: autoDiscount.colorVariation,
        link: { url: '?flow=booking' },
      },
    ];
  } else if (announcements.status === 'loading') messages = null;
  else if (announcements.status === 'ready')
    messages = selectAnnouncementMessages(announcements.data, { locale, flow, kind });

  let promoBar = null;
  if (showsPromoBar(kind)) {
    if (promoBars.status === 'loading') promoBar = <PromoBar locale={locale} flow={flow} bar={null} />;
    else if (promoBars.status === 'ready') {
      const bar = promoBars.data.find((candidate) => candidate.flow === flow);
      if (bar) promoBar = <PromoBar locale={locale} flow={flow} bar={bar} />;
    }
  }

  let countdown = null;
  if (showsCountdown(kind)) {
    if (countdowns.status === 'loading') countdown = <CountdownFallback />;
    else if (countdowns.status === 'ready') {
      const running = countdowns.data.find((candidate) => candidate.flow === flow);
      if (running) countdown = <CountdownBanner key={running.id} locale={locale} countdown={running} />;
    }
  }

  // A context left by the previous page (the bus replays the last one) says nothing about this page.
  const targeted =
    context && kind && context.page === kind && targetedBanners.status === 'ready'
      ? bestTargetedBanner(targetedBanners.data, context)
      : null;

  return (
    <div className={styles.area}>
      <BannerBoundary
        key={`${announcementListFor(kind)}|${flow}|${autoDiscount ? 'auto' : 'cms'}`}
        source={ANNOUNCEMENT_SOURCE}
        reportError={reportError}
      >
        <AnnouncementBanner locale={locale} messages={messages} />
      </BannerBoundary>
      <BannerBoundary key={`promo|${flow}`} source={PROMO_BAR_SOURCE} reportError={reportError}>
        {promoBar}
      </BannerBoundary>
      <BannerBoundary key={`countdown|${flow}`} source={COUNTDOWN_SOURCE} reportError={reportError}>
        {countdown}
      </BannerBoundary>
      {targeted ? (
        <BannerBoundary key={targeted.id ?? targeted.title} source={TARGETED_SOURCE} reportError={reportError}>
          <TargetedBanner locale={locale} apiBase={apiBase} banner={targeted} />
        </BannerBoundary>
      ) : null}
    </div>
  );
}
