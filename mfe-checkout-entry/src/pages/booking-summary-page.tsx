import { useEffect, useMemo } from 'react';
import {
  parseSearchCriteria,
  serializeSearchCriteria,
  type SearchCriteria,
} from '@escapade/shared-contracts/search-criteria';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { useRemoteProps } from '../context/remote-props';
import { useBookingSummary } from '../features/booking-summary/state/use-booking-summary';
import { useSummaryPageMeta } from '../features/booking-summary/state/use-summary-page-meta';
import { offerTarget } from '../features/booking-summary/utils/offer-target';
import { SummaryLayout } from '../features/booking-summary/components/summary-layout';
import { BookingSummary } from '../features/booking-summary/components/booking-summary';
import { BookingSummarySkeleton } from '../features/booking-summary/components/booking-summary-skeleton';
import {
  ExpiredOfferNotice,
  MissingDatesNotice,
  NotBookableNotice,
  SummaryLoadError,
} from '../features/booking-summary/components/summary-notices';

type DatedCriteria = SearchCriteria & { checkin: string; checkout: string; night: number };

function hasDates(criteria: SearchCriteria): criteria is DatedCriteria {
  return Boolean(criteria.checkin && criteria.checkout && criteria.night);
}

/** The booking summary: route kind 'bookingSummary', id = offer id; dates and travellers in the hash. */
export function BookingSummaryPage() {
  const props = useRemoteProps();
  const offerId = props.route.id ?? '';
  const { hash, search } = props.route;
  const criteria = useMemo(() => parseSearchCriteria({ hash, search }), [hash, search]);
  const backTarget = offerTarget(offerId, criteria);

  if (!hasDates(criteria)) {
    return <UndatedSummary backTarget={backTarget} />;
  }
  return <DatedSummary offerId={offerId} criteria={criteria} backTarget={backTarget} />;
}

function UndatedSummary({ backTarget }: { backTarget: RouteTarget }) {
  useSummaryPageMeta(undefined);
  return (
    <SummaryLayout backTarget={backTarget}>
      <MissingDatesNotice offer={backTarget} />
    </SummaryLayout>
  );
}

function DatedSummary({
  offerId,
  criteria,
  backTarget,
}: {
  offerId: string;
  criteria: DatedCriteria;
  backTarget: RouteTarget;
}) {
  const props = useRemoteProps();
  const summary = useBookingSummary(offerId, criteria);
  const data = summary.status === 'success' || summary.status === 'loading' ? summary.data : undefined;
  const notBookable = summary.status === 'success' && (!summary.data.quote.bookable || !summary.data.quote.priceInfo);

  useSummaryPageMeta(data?.detail.label);

  // A quote that refuses the booking is reported, like any other error.
  const quoteError =
    notBookable && summary.status === 'success' ? (summary.data.quote.error ?? 'Quote error') : undefined;
  const { reportError } = props;
  useEffect(() => {
    if (quoteError) reportError(new Error(quoteError), 'mfe-checkout-entry');
  }, [quoteError, reportError]);

  if (summary.status === 'notFound') {
    const { hash } = serializeSearchCriteria(criteria);
    return (
      <SummaryLayout backTarget={backTarget}>
        <ExpiredOfferNotice otherOffers={{ kind: 'search', query: { flow: criteria.flow }, hash }} />
      </SummaryLayout>
    );
  }
  if (summary.status === 'error') {
    return (
      <SummaryLayout backTarget={backTarget}>
        <SummaryLoadError onRetry={summary.retry} />
      </SummaryLayout>
    );
  }
  if (!data) {
    return (
      <SummaryLayout backTarget={backTarget} busy>
        <BookingSummarySkeleton />
      </SummaryLayout>
    );
  }
  const { quote, detail } = data;
  if (!quote.bookable || !quote.priceInfo) {
    return (
      <SummaryLayout backTarget={backTarget}>
        <NotBookableNotice offer={backTarget} />
      </SummaryLayout>
    );
  }
  return (
    <SummaryLayout backTarget={backTarget} busy={summary.status === 'loading'}>
      <BookingSummary
        quote={{ ...quote, priceInfo: quote.priceInfo }}
        detail={detail}
        asked={{
          checkin: criteria.checkin,
          checkout: criteria.checkout,
          nights: criteria.night,
          adults: criteria.adults,
          children: criteria.children,
          babies: criteria.babies,
        }}
      />
    </SummaryLayout>
  );
}
