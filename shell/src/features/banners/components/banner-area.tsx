import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { bestTargetedBanner } from '@escapade/shared-contracts/targeted-banner';
import { useShellEnvironment } from '../../../context/shell-environment';
import { useCurrentRoute } from '../../../hooks/use-current-route';
import { useReportFailure } from '../../../hooks/use-report-failure';
import { flowFromSearch } from '../../../utils/current-route';
import type { ShownAnnouncementMessage } from '../api/announcement-banner-types';
import { countdownBannersQuery } from '../api/get-countdown-banners';
import { promoBarsQuery } from '../api/get-promo-bars';
import { targetedBannersQuery } from '../api/get-targeted-banners';
import { useBannerContext } from '../state/use-banner-context';
import { autoDiscountBannerFor } from '../utils/auto-discount-banner';
import { announcementListFor, showsCountdown, showsPromoBar } from '../utils/banner-pages';
import { announcementBannersQuery, loadBrowserBannerSanitizer } from '../utils/load-announcement-banners';
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
 * once per page load (the query cache keeps it across pages); each part holds its height while it
 * loads, so the page does not jump. A failed read is reported once and its banner left out.
 * Customer-care mode hides them all (announcement, promo bar, countdown, targeted banner): their
 * offers are for visitors, not operators.
 */
export function BannerArea() {
  const { t } = useTranslation('marketing');
  const { locale, careMode, flags, bus, apiBase, api, reportError } = useShellEnvironment();
  const { search } = useLocation();
  const kind = useCurrentRoute()?.kind ?? null;
  const flow = flowFromSearch(search);

  const autoDiscount = autoDiscountBannerFor(flags, locale, flow, kind);
  const context = useBannerContext(bus);
  // A context left by the previous page (the bus replays the last one) says nothing about this page.
  const pageContext = context && kind && context.page === kind ? context : null;

  // Each list is asked for only where its banner may show: customer-care mode asks for none (an
  // operator helping a customer is not sold to), and the auto-discount message replaces the CMS's.
  const announcements = useQuery({
    ...announcementBannersQuery(api, {
      locale,
      loadSanitizer: loadBrowserBannerSanitizer,
      reportMalformed: (error) => reportError(error, ANNOUNCEMENT_SOURCE),
    }),
    enabled: !careMode && announcementListFor(kind) !== null && !autoDiscount,
  });
  const promoBars = useQuery({
    ...promoBarsQuery(api, { locale, reportMalformed: (error) => reportError(error, PROMO_BAR_SOURCE) }),
    enabled: !careMode && showsPromoBar(kind),
  });
  const countdowns = useQuery({
    ...countdownBannersQuery(api, { locale, reportMalformed: (error) => reportError(error, COUNTDOWN_SOURCE) }),
    enabled: !careMode && showsCountdown(kind),
  });
  const targetedBanners = useQuery({
    ...targetedBannersQuery(api, { locale, reportMalformed: (error) => reportError(error, TARGETED_SOURCE) }),
    enabled: !careMode && pageContext !== null,
  });
  useReportFailure(announcements.error, (error) => reportError(error, ANNOUNCEMENT_SOURCE));
  useReportFailure(promoBars.error, (error) => reportError(error, PROMO_BAR_SOURCE));
  useReportFailure(countdowns.error, (error) => reportError(error, COUNTDOWN_SOURCE));
  useReportFailure(targetedBanners.error, (error) => reportError(error, TARGETED_SOURCE));

  let messages: readonly ShownAnnouncementMessage[] | null = [];
  if (careMode || !announcementListFor(kind)) messages = [];
  else if (autoDiscount) {
    // The shop's own words, from its translations: nothing to sanitise.
    const content = t(autoDiscount.contentKey);
    messages = [
      {
        content,
        html: content,
        colorVariation: autoDiscount.colorVariation,
        link: { url: '?flow=booking' },
      },
    ];
  } else if (announcements.isPending) messages = null;
  else if (announcements.isSuccess) messages = selectAnnouncementMessages(announcements.data, { locale, flow, kind });

  let promoBar = null;
  if (!careMode && showsPromoBar(kind)) {
    if (promoBars.isPending) promoBar = <PromoBar locale={locale} flow={flow} bar={null} />;
    else if (promoBars.isSuccess) {
      const bar = promoBars.data.find((candidate) => candidate.flow === flow);
      if (bar) promoBar = <PromoBar locale={locale} flow={flow} bar={bar} />;
    }
  }

  let countdown = null;
  if (!careMode && showsCountdown(kind)) {
    if (countdowns.isPending) countdown = <CountdownFallback />;
    else if (countdowns.isSuccess) {
      const running = countdowns.data.find((candidate) => candidate.flow === flow);
      if (running) countdown = <CountdownBanner key={running.id} locale={locale} countdown={running} />;
    }
  }

  const targeted =
    !careMode && pageContext && targetedBanners.isSuccess
      ? bestTargetedBanner(targetedBanners.data, pageContext)
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
